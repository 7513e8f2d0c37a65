import { useTranslation } from 'react-i18next';
import { BookingFigures } from '../components/booking-figures';
import { NotWorkedTogether } from '../components/not-worked-together';
import { StatsFrame } from '../components/stats-frame';
import { WeddingEstimate } from '../components/wedding-estimate';

/** /statistics/weddings: requests, offers, deals and weddings over the period, the estimate and the return on the plan. */
export default function WeddingsPage() {
  const { t } = useTranslation();
  return (
    <StatsFrame kind="weddings" title={t('routes.statisticsWeddings')}>
      {({ provider, period }) => (
        <>
          <BookingFigures provider={provider} period={period} />
          <WeddingEstimate providerId={provider.id} window={period.current} />
          <NotWorkedTogether
            key={`${provider.id}:${period.current.days.createdAtStart}:${period.current.days.createdAtEnd}`}
            providerId={provider.id}
            window={period.current}
          />
        </>
      )}
    </StatsFrame>
  );
}
