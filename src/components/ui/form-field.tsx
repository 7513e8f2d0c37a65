import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { readMessage } from '@/lib/forms/messages';
import { Label } from './label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The one place that turns a field's error into text. Client-side rules carry i18n keys
 * (`validation.required`, optionally `validation.tooShort|{"min":6}`, read by `readMessage`); server messages
 * arrive as text.
 */
export function useErrorText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!message.startsWith('validation.')) return message;
    // Limits in the language's number format, as the counters write them ("höchstens 2.000 Zeichen").
    const { key, options } = readMessage(message, format.number);
    return t(key, options);
  };
}

interface FormFieldProps {
  label: ReactNode;
  error?: string | undefined;
  description?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, description, className, children }: FormFieldProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  const describedBy =
    [description ? `${id}-description` : null, errorText ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted">
          {description}
        </p>
      ) : null}
      {errorText ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
