// The steps of the application (spec points 1 and 5). One form for all steps: "Weiter" checks only the fields of
// the current step (`trigger`), "Zurück" and the step indicator go back without checks; everything typed is kept
// in a draft per registration link (step and values; photos by their server ids), so going back and forth and a
// reload lose nothing. Sending puts the server's field errors on their fields and opens the first step with one.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-problem';
import type { ProviderWizard } from '../api/wizard';
import { WIZARD_STEPS } from '../lib/wizard-form';
import { ConfirmStep } from './confirm-step';
import { PhotoStepLoader } from './photo-step-loader';
import { StepIndicator } from './step-indicator';
import { MIN_DESCRIPTION, useWizardForm } from './use-wizard-form';
import { CompanyStep, DescriptionStep, LocationStep } from './wizard-steps';

export function WizardForm({ hash, wizard }: { hash: string; wizard: ProviderWizard }) {
  const { t } = useTranslation();
  const { form, step, current, last, meta, problem, isSending, heading, photoButton, goTo, next, send } = useWizardForm(
    hash,
    wizard,
  );

  const stepTitle = t(`signup.steps.${current}`);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Enter in a text field of an earlier step submits the form in the browser (step 2's address is its only
        // one): it moves on as "Weiter" does. Sending there checked the whole application and showed the last
        // step's "Bitte bestätigen Sie …" before any send attempt (issue 38.8).
        if (last) void send(event);
        else {
          event.preventDefault();
          void next();
        }
      }}
      className="flex flex-col gap-5"
      aria-labelledby="signup-step-title"
    >
      <header className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-brand-700">{t('signup.title')}</p>
        <StepIndicator steps={WIZARD_STEPS} current={step} onGoTo={goTo} />
        <h1
          id="signup-step-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold text-foreground outline-none"
        >
          {t('signup.stepHeading', { number: step + 1, total: WIZARD_STEPS.length, title: stepTitle })}
        </h1>
        <p className="text-sm text-muted-foreground">{t(`signup.intro.${current}`)}</p>
      </header>
      <FormProblem problem={problem} />
      {current === 'company' ? <CompanyStep form={form} /> : null}
      {current === 'location' ? <LocationStep form={form} /> : null}
      {current === 'description' ? <DescriptionStep form={form} minimum={MIN_DESCRIPTION} /> : null}
      {current === 'photos' ? (
        <PhotoStepLoader
          form={form}
          hash={hash}
          rules={meta.data?.imageRules}
          rulesFailed={meta.isError}
          pickRef={photoButton}
        />
      ) : null}
      {current === 'confirm' ? <ConfirmStep form={form} wizard={wizard} /> : null}
      <div className="flex flex-wrap-reverse justify-between gap-3">
        {step > 0 ? (
          <Button type="button" variant="secondary" onClick={() => goTo(step - 1)}>
            {t('signup.back')}
          </Button>
        ) : (
          <span />
        )}
        {/* Two buttons, not one whose type changes (the keys): React kept the button element and made "Weiter" a
            submit button while its click was still being handled, so the browser's default action then sent the
            form and step 5 opened with "Bitte bestätigen Sie …" before any send attempt (issue 38.8, second walk). */}
        {last ? (
          <Button key="submit" type="submit" loading={isSending}>
            {t('signup.submit')}
          </Button>
        ) : (
          <Button key="next" type="button" onClick={() => void next()}>
            {t('signup.next')}
          </Button>
        )}
      </div>
    </form>
  );
}
