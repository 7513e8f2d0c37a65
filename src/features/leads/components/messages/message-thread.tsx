import { Mail, MessageCircle, MessageSquareText, Paperclip } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { LeadDetail } from '@/features/leads/api/leads';
import type { LeadMessage } from '@/features/leads/api/messages';
import { cn } from '@/lib/cn';
import { htmlToText, trustedHtml } from '@/lib/sanitize-html';
import { formatDateTime } from '@/lib/format';
import { sameText } from './message-format';
import { useFileSize } from './use-file-size';

type Channel = LeadMessage['channel'];

const CHANNEL_ICONS: Record<Channel, typeof Mail> = {
  email: Mail,
  sms: MessageSquareText,
  whatsapp: MessageCircle,
};

interface ThreadEntry {
  key: string;
  message: LeadMessage;
  /** The couple's request from the lead itself (plain text), when the message list does not carry it. */
  isRequest: boolean;
}

export function coupleNameOf(lead: LeadDetail): string {
  return lead.couple.name || lead.leadDetails.name || lead.extensionNumber;
}

/**
 * The couple's first message starts the thread. The API lists it for requests that came in as a message; for
 * leads added by hand or by phone only the lead carries it, so it is shown from there.
 */
function threadEntries(lead: LeadDetail, messages: LeadMessage[]): ThreadEntry[] {
  const entries = messages.map((message) => ({ key: String(message.id), message, isRequest: false }));
  const request = lead.message.trim();
  if (!request) return entries;
  const listed = messages.some((m) => m.direction === 'incoming' && sameText(htmlToText(m.body), request));
  if (listed) return entries;
  const synthetic: LeadMessage = {
    id: 0,
    leadId: lead.id,
    createdAt: lead.createdAt,
    direction: 'incoming',
    channel: lead.firstLeadType === 'whatsapp' ? 'whatsapp' : 'email',
    subject: null,
    body: request,
    isRead: true,
    attachments: [],
    senderName: coupleNameOf(lead),
    deliveryStatus: 'delivered',
  };
  return [{ key: 'request', message: synthetic, isRequest: true }, ...entries];
}

interface MessageThreadProps {
  lead: LeadDetail;
  messages: LeadMessage[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Messages that were unread when the tab opened: marked "new" while the user looks at them. */
  newMessageIds: readonly number[];
}

export function MessageThread({ lead, messages, isPending, isError, onRetry, newMessageIds }: MessageThreadProps) {
  const { t } = useTranslation();
  const entries = useMemo(() => threadEntries(lead, messages ?? []), [lead, messages]);
  const listRef = useRef<HTMLOListElement>(null);

  // The newest message is at the bottom: keep it in view when the thread loads or grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries.length]);

  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner />
        {t('leads.messages.loading')}
      </div>
    );
  }
  if (isError) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (entries.length === 0) {
    return (
      <p className="rounded-md border border-dashed border-border px-4 py-6 text-sm text-muted-foreground">
        {t('leads.messages.empty')}
      </p>
    );
  }
  return (
    <ol
      ref={listRef}
      aria-label={t('leads.messages.threadLabel')}
      className="flex max-h-[60dvh] flex-col gap-3 overflow-y-auto pe-1"
    >
      {entries.map((entry) => (
        <MessageBubble key={entry.key} entry={entry} isNew={newMessageIds.includes(entry.message.id)} />
      ))}
    </ol>
  );
}

function MessageBubble({ entry, isNew }: { entry: ThreadEntry; isNew: boolean }) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  const { message, isRequest } = entry;
  const incoming = message.direction === 'incoming';
  const failed = message.deliveryStatus === 'failed';
  const ChannelIcon = CHANNEL_ICONS[message.channel];
  const channelName = t(`leads.messages.channel.${message.channel}`);
  const time = formatDateTime(message.createdAt);
  const html = useMemo(() => (isRequest ? null : trustedHtml(message.body)), [isRequest, message.body]);

  return (
    // Logical alignment: incoming at the start, outgoing at the end, so Arabic mirrors the conversation.
    <li className={cn('flex w-full max-w-[85%] flex-col', incoming ? 'self-start' : 'self-end')}>
      <article
        aria-label={t(incoming ? 'leads.messages.incomingLabel' : 'leads.messages.outgoingLabel', {
          sender: message.senderName,
          time,
        })}
        className={cn(
          'rounded-lg border px-4 py-3 text-sm shadow-sm',
          incoming ? 'rounded-ss-none border-border bg-card' : 'rounded-se-none border-brand-100 bg-brand-50',
          failed && 'border-red-300 bg-red-50',
        )}
      >
        <header className="mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground" dir="auto">
            {message.senderName}
          </span>
          <span className="inline-flex items-center gap-1">
            <ChannelIcon className="size-3.5" aria-hidden="true" />
            {channelName}
          </span>
          <time dateTime={message.createdAt}>{time}</time>
          {isRequest ? <Badge tone="info">{t('leads.messages.request')}</Badge> : null}
          {isNew ? <Badge tone="brand">{t('leads.messages.new')}</Badge> : null}
          {!incoming ? <DeliveryStatus status={message.deliveryStatus} /> : null}
        </header>
        {message.subject ? (
          <p className="mb-1 font-semibold text-foreground" dir="auto">
            {message.subject}
          </p>
        ) : null}
        {html === null ? (
          <p className="whitespace-pre-line text-foreground" dir="auto">
            {message.body}
          </p>
        ) : (
          <div
            dir="auto"
            className="space-y-2 break-words text-foreground [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
            // Sanitized above: scripts, event handlers and styles are gone, links open outside the portal.
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        {message.attachments.length > 0 ? (
          <ul
            aria-label={t('leads.messages.attachmentsLabel')}
            className="mt-3 flex flex-col gap-1 border-t border-border pt-2"
          >
            {message.attachments.map((attachment) => (
              <li key={attachment.id} className="flex items-center gap-1.5">
                <Paperclip className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <a
                  href={attachment.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="truncate text-brand-700 underline-offset-2 hover:underline"
                >
                  {attachment.name}
                </a>
                <span className="shrink-0 text-xs text-muted-foreground">({fileSize(attachment.size)})</span>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

function DeliveryStatus({ status }: { status: LeadMessage['deliveryStatus'] }) {
  const { t } = useTranslation();
  const tone = status === 'failed' ? 'danger' : status === 'delivered' ? 'success' : 'neutral';
  return <Badge tone={tone}>{t(`leads.messages.delivery.${status}`)}</Badge>;
}
