import { useTranslation } from 'react-i18next';
import { LeadStatusBadge, PrepaidLeadBadge } from '@/components/domain/lead-status-badge';
import { Badge } from '@/components/ui/badge';
import type { Lead } from '../api/leads';

type BadgeFields = Pick<
  Lead,
  'status' | 'processState' | 'dealConfirmed' | 'isPrepaid' | 'unreadMessageCount' | 'itemCount' | 'firstLeadType'
>;

/**
 * Every badge of a lead (spec point 4): status (negotiating with its process state), assisted lead for prepaid
 * ones, the unread message count, the provider-item marker, the plus-lead marker (not prepaid, first lead
 * type plusLead) and the marker of a couple the provider added by hand (first lead type manual, issue 41.6).
 */
export function LeadBadges({ lead, className }: { lead: BadgeFields; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={className ?? 'flex flex-wrap items-center gap-1'}>
      <LeadStatusBadge lead={lead} />
      {lead.isPrepaid ? <PrepaidLeadBadge /> : null}
      {lead.unreadMessageCount > 0 ? (
        <Badge tone="danger" aria-label={t('leadBadges.unread', { count: lead.unreadMessageCount })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current stroke-2">
            <path d="M4 6h16v12H4z M4 7l8 6 8-6" />
          </svg>
          {lead.unreadMessageCount}
        </Badge>
      ) : null}
      {lead.itemCount > 0 ? (
        <Badge tone="neutral" aria-label={t('leadBadges.items', { count: lead.itemCount })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 fill-none stroke-current stroke-2">
            <path d="M6 7h12l-1 13H7z M9 7a3 3 0 0 1 6 0" />
          </svg>
          {lead.itemCount}
        </Badge>
      ) : null}
      {!lead.isPrepaid && lead.firstLeadType === 'plusLead' ? (
        <Badge tone="brand">+ {t('leadBadges.plusLead')}</Badge>
      ) : null}
      {lead.firstLeadType === 'manual' ? <Badge tone="neutral">{t('leads.add.badge')}</Badge> : null}
    </span>
  );
}
