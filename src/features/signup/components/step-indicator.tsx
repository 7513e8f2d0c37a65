import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { WizardStep } from '../lib/wizard-form';

interface StepIndicatorProps {
  steps: readonly WizardStep[];
  current: number;
  /** Goes back to an earlier step (later ones open only through "Weiter", which checks the current step). */
  onGoTo: (step: number) => void;
}

/**
 * Where the applicant is: an ordered list of the steps, the current one marked with aria-current="step", the
 * finished ones buttons that go back to them. Numbers only, so it fits a phone; the names are in the labels.
 */
export function StepIndicator({ steps, current, onGoTo }: StepIndicatorProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('signup.progress')}>
      <ol className="flex items-center gap-1.5">
        {steps.map((step, index) => {
          const done = index < current;
          const label = t('signup.stepLabel', { number: index + 1, title: t(`signup.steps.${step}`) });
          const badge = (
            <span
              aria-hidden="true"
              className={cn(
                'grid size-7 shrink-0 place-items-center rounded-full border text-xs font-semibold',
                index === current && 'border-brand-700 bg-brand-700 text-white',
                done && 'border-brand-700 text-brand-700',
                index > current && 'border-border text-muted-foreground',
              )}
            >
              {done ? <Check className="size-4" /> : index + 1}
            </span>
          );
          return (
            <li key={step} aria-current={index === current ? 'step' : undefined} className="flex items-center gap-1.5">
              {done ? (
                <button
                  type="button"
                  onClick={() => onGoTo(index)}
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
                  aria-label={t('signup.backTo', { step: label })}
                >
                  {badge}
                </button>
              ) : (
                <>
                  {badge}
                  <span className="sr-only">{label}</span>
                </>
              )}
              {index < steps.length - 1 ? <span aria-hidden="true" className="h-px w-3 bg-border sm:w-5" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
