// The kit's one error line (issue 39.2): a field's error under it (FormField draws it), a checkbox's or a group's
// error under the group (point its control or fieldset at `id` with `aria-describedby`), and a form's problem as a
// line (`<FormProblem inline>`). Code outside the kit draws no `role="alert"` of its own
// (scripts/form-kit-rules.test.ts).
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { readMessage } from '@/lib/forms/messages';

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

/**
 * An error line, read out when it appears; nothing without an error. `error` is a server's text or a
 * `validation.*` key (translated here); a feature's own keys are translated by the feature before.
 */
export function FieldError({
  id,
  error,
  className,
}: {
  /** The id the control's or group's `aria-describedby` names. */
  id?: string | undefined;
  error: string | null | undefined;
  className?: string | undefined;
}) {
  const text = useErrorText()(error ?? undefined);
  if (!text) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm text-destructive', className)}>
      {text}
    </p>
  );
}
