import { draftKey } from '@/lib/drafts';
import { useCurrentUser } from '@/lib/session/session-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LeadSmsCreateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import type { LeadDetail } from '@/features/leads/api/leads';
import { useSendLeadSms } from '@/features/leads/api/messages';
import { cn } from '@/lib/cn';
import { validationMessage } from '@/lib/forms/messages';
import { smsCount } from '@/lib/sms';
import { SendFailureAlert } from './send-failure';
import { EMPTY_TEXT_DRAFT, isTextDraftEmpty, type TextDraft, textDraftSchema, useComposer } from './use-composer';
import { useFormat } from '@/lib/format';
import { submitOnShortcut } from '@/lib/shortcuts';

/** At most four concatenated SMS of 153 characters (the document's limit). */
const BODY_MAX = LeadSmsCreateLimits.properties.body.maxLength;

// No maxLength on the field: a pasted text longer than the limit stays whole (nothing typed is lost); the
// counter turns red and the send is refused until the text is short enough.
export const smsFormSchema = z.object({
  body: z
    .string()
    .refine((value) => value.trim().length > 0, validationMessage.required())
    .max(BODY_MAX, validationMessage.tooLong(BODY_MAX)),
});
const resolver = zodResolver(smsFormSchema);

/** The body of a checked SMS. */
export const smsRequestBody = (values: TextDraft) => ({ body: values.body.trim() });

export function smsDraftKey(userId: number, leadId: number): string {
  return draftKey(userId, 'lead', 'sms', leadId);
}

/** SMS to the couple: only once their phone number is known (spec point 5: shown after the first message). */
export function SmsComposer({ lead, phone }: { lead: LeadDetail; phone: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useCurrentUser();
  const { form, send, problem, failure, isSending } = useComposer({
    storageKey: smsDraftKey(user.id, lead.id),
    empty: EMPTY_TEXT_DRAFT,
    parseDraft: textDraftSchema,
    isEmpty: isTextDraftEmpty,
    resolver,
    mutation: useSendLeadSms(lead.id),
    fields: { body: 'body' },
  });

  const sendValues = (values: TextDraft) =>
    send(smsRequestBody(values), { onSent: () => toast.success(t('leads.messages.smsSent')) });

  const body = useWatch({ control: form.control, name: 'body' });
  const tooLongNow = body.length > BODY_MAX;
  const cost = smsCount(body);

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(sendValues)(event)}
      onKeyDownCapture={submitOnShortcut}
      aria-label={t('leads.messages.smsFormLabel')}
    >
      <FormField
        label={t('leads.messages.smsBody')}
        error={form.formState.errors.body?.message}
        description={
          <span aria-live="polite" className={cn(tooLongNow && 'font-medium text-destructive')}>
            {t('leads.messages.smsCounter', {
              count: format.number(body.length),
              max: format.number(BODY_MAX),
              parts: format.number(cost.parts),
            })}
            {cost.unicode ? ` ${t('leads.messages.smsUnicodeHint')}` : null}
          </span>
        }
      >
        {(control) => <Textarea {...control} rows={5} {...form.register('body')} />}
      </FormField>
      <FormProblem problem={problem} />
      {failure ? <SendFailureAlert failure={failure} hintKey="leads.messages.smsNotSentHint" phone={phone} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSending}>
          {t('leads.messages.sendSms')}
        </Button>
      </div>
    </form>
  );
}
