import { useTranslation } from 'react-i18next';
import { LeadStatusBadge, PrepaidLeadBadge } from '@/components/domain/lead-status-badge';
import { Badge } from '@/components/ui/badge';
import type { Lead } from '../../api/leads';

/**
 * The lead page's badges of spec point 4, spelled out (the inbox rows use the compact `LeadBadges` of
 * `../lead-badges`): status (negotiating reads the process state, a confirmed deal says so), assisted lead,
 * unread messages, provider-item lead, plus lead and a couple the provider added by hand (issue 41.6).
 */
export function LeadBadges({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('leads.detail.header.badges')}>
      <li>
        <LeadStatusBadge lead={lead} />
      </li>
      {lead.isPrepaid ? (
        <li>
          <PrepaidLeadBadge />
        </li>
      ) : null}
      {lead.unreadMessageCount > 0 ? (
        <li>
          <Badge tone="danger">{t('leadBadges.unreadShort', { count: lead.unreadMessageCount })}</Badge>
        </li>
      ) : null}
      {lead.itemCount > 0 ? (
        <li>
          <Badge tone="neutral">{t('leadBadges.providerItem')}</Badge>
        </li>
      ) : null}
      {!lead.isPrepaid && lead.firstLeadType === 'plusLead' ? (
        <li>
          <Badge tone="warning">{t('leadBadges.plusLead')}</Badge>
        </li>
      ) : null}
      {lead.firstLeadType === 'manual' ? (
        <li>
          <Badge tone="neutral">{t('leads.add.badge')}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
