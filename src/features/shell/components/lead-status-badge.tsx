import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { Badge } from '@/components/ui/badge';

type LeadStatus = components['schemas']['LeadStatus'];

const tones: Record<LeadStatus, 'info' | 'warning' | 'brand' | 'success' | 'danger' | 'neutral'> = {
  new: 'info',
  pending: 'warning',
  negotiating: 'brand',
  offered: 'brand',
  deal: 'success',
  rejected: 'danger',
  spam: 'neutral',
  not_reached: 'neutral',
  unreachable: 'neutral',
};

/** A lead's status with its German label (glossary). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`shell.leadStatus.${status}`)}</Badge>;
}
