import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { Lead } from '../../api/leads';

type Tone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

const STATUS_TONES: Record<Lead['status'], Tone> = {
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

/** The label of the lead's status badge: a negotiating lead shows its process state when it has one. */
export function useStatusLabel() {
  const { t } = useTranslation();
  return (lead: Pick<Lead, 'status' | 'processState'>) =>
    lead.status === 'negotiating' && lead.processState
      ? t(`leads.processState.${lead.processState}`)
      : t(`leads.status.${lead.status}`);
}

/**
 * The badges of spec point 4: status (negotiating reads the process state), confirmed deal, assisted lead,
 * unread messages, provider-item lead and plus lead.
 */
export function LeadBadges({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('leads.detail.header.badges')}>
      <li>
        <Badge tone={STATUS_TONES[lead.status]}>{statusLabel(lead)}</Badge>
      </li>
      {lead.status === 'deal' && lead.dealConfirmed ? (
        <li>
          <Badge tone="success">{t('leads.badge.dealConfirmed')}</Badge>
        </li>
      ) : null}
      {lead.isPrepaid ? (
        <li>
          <Badge tone="success">{t('leads.badge.prepaid')}</Badge>
        </li>
      ) : null}
      {lead.unreadMessageCount > 0 ? (
        <li>
          <Badge tone="danger">{t('leads.badge.unread', { count: lead.unreadMessageCount })}</Badge>
        </li>
      ) : null}
      {lead.itemCount > 0 ? (
        <li>
          <Badge tone="neutral">{t('leads.badge.providerItem')}</Badge>
        </li>
      ) : null}
      {!lead.isPrepaid && lead.firstLeadType === 'plusLead' ? (
        <li>
          <Badge tone="warning">{t('leads.badge.plusLead')}</Badge>
        </li>
      ) : null}
    </ul>
  );
}
