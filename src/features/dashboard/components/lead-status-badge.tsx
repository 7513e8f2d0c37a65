import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { Lead } from '../api/get-latest-leads';

type Tone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

const tones: Record<Lead['status'], Tone> = {
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

/**
 * The lead's status badge (spec point 4): the negotiating badge reads the process state when there is one;
 * a confirmed deal says so; an assisted (prepaid) lead gets its own badge.
 */
export function LeadStatusBadges({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  let label = t(`dashboard.leadStatus.${lead.status}`);
  if (lead.status === 'negotiating' && lead.processState) label = t(`dashboard.processState.${lead.processState}`);
  if (lead.status === 'deal' && lead.dealConfirmed) label = t('dashboard.leadStatus.dealConfirmed');
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={tones[lead.status]}>{label}</Badge>
      {lead.isPrepaid ? <Badge tone="success">{t('dashboard.leadStatus.prepaid')}</Badge> : null}
    </span>
  );
}
