import { Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import type { LeadDetail } from '@/features/leads/api/leads';
import { type LeadMessage, useLeadMessages, useMarkAllLeadMessagesRead } from '@/features/leads/api/messages';
import { useCurrentUser } from '@/lib/session/session-query';
import { PhoneNumber } from '@/components/domain/phone-number';
import { EmailComposer } from './email-composer';
import { MessageThread } from './message-thread';
import { SmsComposer } from './sms-composer';
import { WhatsappComposer } from './whatsapp-composer';

type Channel = LeadMessage['channel'];
const CHANNELS: readonly Channel[] = ['email', 'sms', 'whatsapp'];

function isUnreadIncoming(message: LeadMessage): boolean {
  return message.direction === 'incoming' && !message.isRead;
}

/** The subject the server gives an answer without one: "Re: " and the conversation's first subject. */
function replySubjectOf(messages: LeadMessage[] | undefined): string | null {
  const first = messages?.find((message) => message.subject)?.subject;
  if (!first) return null;
  return first.startsWith('Re: ') ? first : `Re: ${first}`;
}

/**
 * The messages tab of a lead: the conversation with the couple on every channel, and the composer to answer
 * by e-mail, SMS or WhatsApp. Opening it marks the couple's unread messages read.
 */
export function LeadMessagesTab({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const messages = useLeadMessages(lead.id);
  const markRead = useMarkAllLeadMessagesRead(lead.id);
  const markedIds = useRef(new Set<number>());

  // Every unread message is marked once (one call for all of them); the unread badges in the list, the sidebar
  // and the lead header drop with the invalidation. A message arriving later is marked when it shows up.
  const unreadIds = messages.data?.filter(isUnreadIncoming).map((message) => message.id) ?? [];
  const unreadKey = unreadIds.join(',');
  const { mutate: markAllRead } = markRead;
  useEffect(() => {
    const ids = unreadKey ? unreadKey.split(',').map(Number) : [];
    if (ids.length === 0 || ids.every((id) => markedIds.current.has(id))) return;
    ids.forEach((id) => markedIds.current.add(id));
    markAllRead(ids);
  }, [unreadKey, markAllRead]);

  return (
    <div className="grid gap-6">
      <section aria-label={t('leads.messages.threadRegion')}>
        <MessageThread
          lead={lead}
          messages={messages.data}
          isPending={messages.isPending}
          isError={messages.isError}
          onRetry={() => void messages.refetch()}
          newMessageIds={markRead.variables ?? []}
        />
      </section>
      <MessageComposer
        lead={lead}
        customerId={user.customerId}
        userId={user.id}
        replySubject={replySubjectOf(messages.data)}
      />
    </div>
  );
}

function MessageComposer({
  lead,
  customerId,
  userId,
  replySubject,
}: {
  lead: LeadDetail;
  customerId: number;
  userId: number;
  replySubject: string | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const upgrade = useUpgradeDialog();
  const permissions = useProviderPermissions(lead.provider.id);
  const [channel, setChannel] = useState<Channel>('email');

  const { contactVisible } = lead.leadDetails;
  const phone = contactVisible ? lead.leadDetails.phone : null;
  const phoneReason = phone ? null : contactVisible ? 'leads.messages.phoneMissing' : 'leads.messages.phoneHidden';
  const whatsappGated = permissions.data?.whatsappLeads === false;

  const choose = (next: Channel) => {
    if (next === 'whatsapp' && whatsappGated) {
      upgrade.open('whatsapp_leads', { providerId: lead.provider.id });
      return;
    }
    setChannel(next);
  };
  const needsPhone = (candidate: Channel) => candidate !== 'email' && !phone;
  // A gated WhatsApp stays clickable: the click is the way to the upgrade request.
  const disabled = (candidate: Channel) => needsPhone(candidate) && !(candidate === 'whatsapp' && whatsappGated);
  const active: Channel = needsPhone(channel) ? 'email' : channel;

  return (
    <section
      aria-labelledby={headingId}
      data-shortcut-target="reply"
      className="grid gap-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-semibold">
          {t('leads.messages.composerTitle')}
        </h2>
        <div role="group" aria-label={t('leads.messages.channelChoice')} className="flex flex-wrap gap-2">
          {CHANNELS.map((candidate) => (
            <Button
              key={candidate}
              size="sm"
              variant={active === candidate ? 'primary' : 'secondary'}
              aria-pressed={active === candidate}
              disabled={disabled(candidate)}
              aria-describedby={disabled(candidate) ? hintId : undefined}
              onClick={() => choose(candidate)}
            >
              {candidate === 'whatsapp' && whatsappGated ? <Lock aria-hidden="true" /> : null}
              {t(`leads.messages.channel.${candidate}`)}
              {candidate === 'whatsapp' && whatsappGated ? (
                <span className="sr-only">{t('leads.messages.whatsappGated')}</span>
              ) : null}
            </Button>
          ))}
        </div>
      </div>
      {phoneReason ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {t(phoneReason)}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {t('leads.messages.recipient', { name: lead.couple.name || lead.leadDetails.name || lead.extensionNumber })}
        {active === 'email' && lead.leadDetails.email ? ` <${lead.leadDetails.email}>` : null}
        {active !== 'email' && phone ? (
          <>
            {' ('}
            <PhoneNumber e164={phone} />
            {')'}
          </>
        ) : null}
      </p>

      {active === 'email' ? (
        <EmailComposer
          key={`email-${lead.id}`}
          lead={lead}
          customerId={customerId}
          userId={userId}
          replySubject={replySubject}
        />
      ) : null}
      {active === 'sms' && phone ? <SmsComposer key={`sms-${lead.id}`} lead={lead} phone={phone} /> : null}
      {active === 'whatsapp' && phone ? (
        permissions.isSuccess ? (
          permissions.data.whatsappLeads ? (
            <WhatsappComposer key={`whatsapp-${lead.id}`} lead={lead} phone={phone} />
          ) : null
        ) : permissions.isError ? (
          <Alert className="flex flex-wrap items-center justify-between gap-2">
            <span>{t('errors.loading')}</span>
            <Button size="sm" variant="secondary" onClick={() => void permissions.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t('leads.messages.loading')}
          </div>
        )
      ) : null}
    </section>
  );
}
