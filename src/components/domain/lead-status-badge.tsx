import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { Badge } from '@/components/ui/badge';

type Lead = components['schemas']['Lead'];
export type LeadStatus = components['schemas']['LeadStatus'];
type Tone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

/** The colour of each status, the same on every screen (the inbox's colours). */
export const leadStatusTone: Record<LeadStatus, Tone> = {
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

/** What a status badge reads; screens that know less of the lead (the couple search) pass only the status. */
export type LeadStatusFields = Pick<Lead, 'status'> & Partial<Pick<Lead, 'processState' | 'dealConfirmed'>>;

/**
 * The label of a lead's status (spec point 4): negotiating reads the process state when there is one, a
 * confirmed deal says so.
 */
export function useLeadStatusLabel(): (lead: LeadStatusFields) => string {
  const { t } = useTranslation();
  return (lead) => {
    if (lead.status === 'negotiating' && lead.processState) return t(`leadProcessState.${lead.processState}`);
    if (lead.status === 'deal' && lead.dealConfirmed) return t('leadStatus.dealConfirmed');
    return t(`leadStatus.${lead.status}`);
  };
}

/** A lead's status badge, for every screen that shows one (inbox, lead page, dashboard, couple search). */
export function LeadStatusBadge({ lead }: { lead: LeadStatusFields }) {
  const label = useLeadStatusLabel();
  return <Badge tone={leadStatusTone[lead.status]}>{label(lead)}</Badge>;
}

/** The assisted-lead badge of a prepaid lead (spec point 4). */
export function PrepaidLeadBadge() {
  const { t } = useTranslation();
  return <Badge tone="success">{t('leadBadges.prepaid')}</Badge>;
}
