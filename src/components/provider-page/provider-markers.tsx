import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/schema';
import { Badge } from '@/components/ui/badge';

type PaidStatus = components['schemas']['Provider']['paidStatus'];

const PAID_TONE = { paid: 'success', free: 'neutral', unpaid: 'warning', overdue: 'danger' } as const;

/** Paid status, on-hold and "data missing" markers of a provider (list and info page). */
export function ProviderMarkers({
  paidStatus,
  onHold,
  isMissingData,
}: {
  paidStatus: PaidStatus;
  onHold: boolean;
  isMissingData: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge tone={PAID_TONE[paidStatus]}>{t(`provider-page.paidStatus.${paidStatus}`)}</Badge>
      {onHold ? <Badge tone="danger">{t('provider-page.onHold.badge')}</Badge> : null}
      {isMissingData ? <Badge tone="warning">{t('provider-page.missingData')}</Badge> : null}
    </div>
  );
}
