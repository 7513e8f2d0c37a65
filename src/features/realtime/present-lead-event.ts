import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { matchPath } from 'react-router-dom';
import { toast } from '@/components/ui/toaster';
import { href, routes } from '@/config/paths';
import { leadKeys } from '@/api/queries/leads';
import { formatToastDate } from '@/lib/format';
import type { LeadEvent } from './lead-event';

/** A toast shows the start of a message; the lead page has the rest. */
export const TOAST_MESSAGE_LENGTH = 100;

export interface PresentContext {
  queryClient: QueryClient;
  navigate: (to: string) => void;
  /** The page the user is on when the event arrives. */
  pathname: string;
  t: TFunction;
}

function shorten(text: string, length: number): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
}

function isOnLeadPage(pathname: string, leadId: number): boolean {
  return matchPath(routes.lead.path, pathname)?.params.id === String(leadId);
}

/**
 * A new request or message of a couple (spec point 2, toasts): the lists, badges and counts load again, the
 * lead itself too when a message arrived, and a toast with a Detail action tells the user. A message toast is
 * left out on the page of that very lead, which shows the message by itself.
 */
export function presentLeadEvent(event: LeadEvent, { queryClient, navigate, pathname, t }: PresentContext): void {
  void queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: leadKeys.counts() });
  const coupleName =
    event.coupleName?.trim() || t('realtime.coupleFallback', { extensionNumber: event.extensionNumber });

  if (event.type === 'lead') {
    toast.info(t('realtime.newLead.title'), {
      description: event.weddingDate
        ? t('realtime.newLead.withDate', {
            coupleName,
            weddingDate: formatToastDate(event.weddingDate),
          })
        : t('realtime.newLead.withoutDate', { coupleName }),
      action: { label: t('realtime.detail'), onClick: () => navigate(href.lead(event.leadId)) },
    });
    return;
  }

  void queryClient.invalidateQueries({ queryKey: leadKeys.detail(event.leadId) });
  if (isOnLeadPage(pathname, event.leadId)) return;
  const message = event.messagePreview ? shorten(event.messagePreview, TOAST_MESSAGE_LENGTH) : '';
  toast.info(t('realtime.newMessage.title'), {
    description: message
      ? t('realtime.newMessage.withText', { coupleName, message })
      : t('realtime.newMessage.withoutText', { coupleName }),
    action: { label: t('realtime.detail'), onClick: () => navigate(href.lead(event.leadId, 'messages')) },
  });
}
