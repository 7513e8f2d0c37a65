import { useTranslation } from 'react-i18next';
import { AdStatsPanel } from '../components/ad-stats-panel';
import { CoupleVisits } from '../components/couple-visits';
import { StatsFrame } from '../components/stats-frame';
import { VisitFigures } from '../components/visit-figures';
import { VisitSources } from '../components/visit-sources';

/** /statistics/visits: the listing's visits over the period, where they come from, and the couples who looked. */
export default function VisitsPage() {
  const { t } = useTranslation();
  return (
    <StatsFrame kind="visits" title={t('routes.statisticsVisits')}>
      {({ provider, period }) => (
        <>
          <VisitFigures providerId={provider.id} period={period} />
          <VisitSources providerId={provider.id} window={period.current} />
          <CoupleVisits
            key={`${provider.id}:${period.current.days.createdAtStart}`}
            providerId={provider.id}
            window={period.current}
          />
          <AdStatsPanel providerId={provider.id} />
        </>
      )}
    </StatsFrame>
  );
}
