import { draftKey } from '@/lib/drafts';
import { useCurrentUser } from '@/lib/session/session-query';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-problem';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import type { LeadDetail } from '@/features/leads/api/leads';
import { useLogWhatsappInteraction } from '@/features/leads/api/messages';
import { whatsappUrl } from './message-format';
import { EMPTY_TEXT_DRAFT, isTextDraftEmpty, textDraftSchema, useComposer } from './use-composer';

export function whatsappDraftKey(userId: number, leadId: number): string {
  return draftKey(userId, 'lead', 'whatsapp', leadId);
}

/**
 * WhatsApp goes out through wa.me in a new tab: the portal cannot see whether the user really pressed send
 * there. So it does not log the contact on the click; it asks afterwards and records a WhatsApp interaction only
 * when the user confirms (a contact that never happened would distort the lead's history and response time).
 * The draft stays until then.
 */
export function WhatsappComposer({ lead, phone }: { lead: LeadDetail; phone: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const fieldId = useId();
  const [askToLog, setAskToLog] = useState(false);
  // Nothing is sent from here, so a failure to log is the form's problem, not the "not sent" alert.
  const { form, send, problem, isSending } = useComposer({
    storageKey: whatsappDraftKey(user.id, lead.id),
    empty: EMPTY_TEXT_DRAFT,
    parseDraft: textDraftSchema,
    isEmpty: isTextDraftEmpty,
    mutation: useLogWhatsappInteraction(lead.id),
    sendFailureAlert: false,
  });
  const body = useWatch({ control: form.control, name: 'body' });

  const confirmSent = () =>
    send(body, {
      onSent: () => {
        setAskToLog(false);
        toast.success(t('leads.messages.whatsappLogged'));
      },
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId}>{t('leads.messages.whatsappBody')}</Label>
        <Textarea id={fieldId} rows={5} {...form.register('body')} />
        <p className="text-xs text-muted-foreground">{t('leads.messages.whatsappHint')}</p>
      </div>
      <div className="flex justify-end">
        <a
          href={whatsappUrl(phone, body)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants()}
          onClick={() => setAskToLog(true)}
        >
          <ExternalLink aria-hidden="true" />
          {t('leads.messages.openWhatsapp')}
        </a>
      </div>
      {askToLog ? (
        <Alert tone="info" className="flex flex-col gap-2">
          <p>{t('leads.messages.whatsappAskLog')}</p>
          <FormProblem problem={problem} />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" loading={isSending} onClick={() => void confirmSent()}>
              {t('leads.messages.whatsappLog')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAskToLog(false)}>
              {t('leads.messages.whatsappNotSent')}
            </Button>
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
