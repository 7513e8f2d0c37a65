import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { Lead } from '../../api/leads';
import { statusTone, useStatusLabel } from '../lead-badges';

/**
 * The lead page's badges of spec point 4, spelled out (the inbox rows use the compact `LeadBadges` of
 * `../lead-badges`): status (negotiating reads the process state, a confirmed deal says so), assisted lead,
 * unread messages, provider-item lead and plus lead.
 */
export function LeadBadges({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('leads.detail.header.badges')}>
      <li>
        <Badge tone={statusTone[lead.status]}>{statusLabel(lead)}</Badge>
      </li>
      {lead.isPrepaid ? (
        <li>
          <Badge tone="success">{t('leads.badges.prepaid')}</Badge>
        </li>
      ) : null}
      {lead.unreadMessageCount > 0 ? (
        <li>
          <Badge tone="danger">{t('leads.badges.unreadShort', { count: lead.unreadMessageCount })}</Badge>
        </li>
      ) : null}
      {lead.itemCount > 0 ? (
        <li>
          <Badge tone="neutral">{t('leads.badges.providerItem')}</Badge>
        </li>
      ) : null}
      {!lead.isPrepaid && lead.firstLeadType === 'plusLead' ? (
        <li>
          <Badge tone="warning">{t('leads.badges.plusLead')}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
