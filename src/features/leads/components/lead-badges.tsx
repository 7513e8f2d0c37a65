import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { Lead } from '../api/leads';

type Tone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

export const statusTone: Record<Lead['status'], Tone> = {
  new: 'brand',
  pending: 'warning',
  negotiating: 'info',
  offered: 'info',
  deal: 'success',
  rejected: 'danger',
  spam: 'neutral',
  not_reached: 'neutral',
  unreachable: 'neutral',
};

type BadgeFields = Pick<
  Lead,
  'status' | 'processState' | 'dealConfirmed' | 'isPrepaid' | 'unreadMessageCount' | 'itemCount' | 'firstLeadType'
>;

/** The label of a lead's status badge: negotiating reads the process state when there is one (spec point 4). */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (lead: Pick<Lead, 'status' | 'processState' | 'dealConfirmed'>) => {
    if (lead.status === 'negotiating' && lead.processState) return t(`leads.processState.${lead.processState}`);
    if (lead.status === 'deal' && lead.dealConfirmed) return t('leads.status.dealConfirmed');
    return t(`leads.status.${lead.status}`);
  };
}

/**
 * Every badge of a lead (spec point 4): status (negotiating with its process state), assisted lead for prepaid
 * ones, the unread message count, the provider-item marker and the plus-lead marker (not prepaid, first lead
 * type plusLead).
 */
export function LeadBadges({ lead, className }: { lead: BadgeFields; className?: string }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <span className={className ?? 'flex flex-wrap items-center gap-1'}>
      <Badge tone={statusTone[lead.status]}>{statusLabel(lead)}</Badge>
      {lead.isPrepaid ? <Badge tone="success">{t('leads.badges.prepaid')}</Badge> : null}
      {lead.unreadMessageCount > 0 ? (
        <Badge tone="danger" aria-label={t('leads.badges.unread', { count: lead.unreadMessageCount })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current stroke-2">
            <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
          </svg>
          {lead.unreadMessageCount}
        </Badge>
      ) : null}
      {lead.itemCount > 0 ? (
        <Badge tone="neutral" aria-label={t('leads.badges.items', { count: lead.itemCount })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current stroke-2">
            <path d="M6 7h12l-1 13H7z M9 7a3 3 0 0 1 6 0" />
          </svg>
          {lead.itemCount}
        </Badge>
      ) : null}
      {!lead.isPrepaid && lead.firstLeadType === 'plusLead' ? (
        <Badge tone="brand">+ {t('leads.badges.plusLead')}</Badge>
      ) : null}
    </span>
  );
}
