import { draftKey } from '@/lib/drafts';
import { useCurrentUser } from '@/lib/session/session-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { zLeadSmsCreate } from '@/api/generated/zod/zod.gen';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import type { LeadDetail } from '@/features/leads/api/leads';
import { useSendLeadSms } from '@/features/leads/api/messages';
import { useDraft } from '@/features/leads/hooks/use-draft';
import { cn } from '@/lib/cn';
import { applyServerErrors, type FormProblem as Problem } from '@/lib/forms/form-errors';
import { SMS_MAX_LENGTH, smsParts } from './message-format';
import { SendFailureAlert, type SendFailure, sendFailureOf } from './send-failure';

const BODY_MAX = zLeadSmsCreate.shape.body.maxLength ?? SMS_MAX_LENGTH;
const tooLong = (max: number) => `validation.tooLong|${JSON.stringify({ max })}`;

const smsDraftSchema = z.object({ body: z.string() });
type SmsDraft = z.infer<typeof smsDraftSchema>;
const EMPTY_DRAFT: SmsDraft = { body: '' };

// No maxLength on the field: a pasted text longer than the limit stays whole (nothing typed is lost); the
// counter turns red and the send is refused until the text is short enough.
const smsFormSchema = z.object({
  body: z
    .string()
    .refine((value) => value.trim().length > 0, 'validation.required')
    .max(BODY_MAX, tooLong(BODY_MAX)),
});

function parseDraft(stored: unknown): SmsDraft | null {
  const parsed = smsDraftSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function smsDraftKey(userId: number, leadId: number): string {
  return draftKey(userId, 'lead', 'sms', leadId);
}

/** SMS to the couple: only once their phone number is known (spec point 5: shown after the first message). */
export function SmsComposer({ lead, phone }: { lead: LeadDetail; phone: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const draft = useDraft(smsDraftKey(user.id, lead.id), EMPTY_DRAFT, parseDraft);
  const send = useSendLeadSms(lead.id);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const sending = useRef(false);
  const form = useForm<SmsDraft>({ resolver: zodResolver(smsFormSchema), defaultValues: draft.restored });
  const { save: saveDraft, clear: clearDraft } = draft;

  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: () => {
        const values = form.getValues();
        if (values.body) saveDraft(values);
        else clearDraft();
      },
    });
  }, [form, saveDraft, clearDraft]);

  const sendValues = async (values: SmsDraft) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setProblem(null);
    try {
      await send.mutateAsync({ body: values.body.trim() });
      form.reset(EMPTY_DRAFT);
      clearDraft();
      toast.success(t('leads.messages.smsSent'));
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation') {
        setProblem(applyServerErrors(error, form.setError, { body: 'body' }));
      } else {
        setFailure(sendFailureOf(error));
      }
    } finally {
      sending.current = false;
    }
  };

  const body = useWatch({ control: form.control, name: 'body' });
  const tooLongNow = body.length > BODY_MAX;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(sendValues)(event)}
      aria-label={t('leads.messages.smsFormLabel')}
    >
      <FormField
        label={t('leads.messages.smsBody')}
        error={form.formState.errors.body?.message}
        description={
          <span aria-live="polite" className={cn(tooLongNow && 'font-medium text-danger')}>
            {t('leads.messages.smsCounter', { count: body.length, max: BODY_MAX, parts: smsParts(body) })}
          </span>
        }
      >
        {(control) => <Textarea {...control} rows={5} {...form.register('body')} />}
      </FormField>
      <FormProblem problem={problem} />
      {failure ? <SendFailureAlert failure={failure} hintKey="leads.messages.smsNotSentHint" phone={phone} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={send.isPending || form.formState.isSubmitting}>
          {t('leads.messages.sendSms')}
        </Button>
      </div>
    </form>
  );
}
