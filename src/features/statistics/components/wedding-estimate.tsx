import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useEstimate } from '../api/statistics';
import type { StatsWindow } from '../lib/period';
import { KeptNone, KeptPart, keptCoverage } from './kept-coverage';
import { FigureGrid, Kpi, Section, StatsError } from './stats-parts';

/** How many weddings the window's requests make, by the server's estimate, and how many of them booked the provider. */
export function WeddingEstimate({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const estimate = useEstimate(providerId, window.days);
  const title = t('statistics.estimate.title');
  if (estimate.isError) return <StatsError error={estimate.error} kind="weddings" providerId={providerId} />;
  if (!estimate.data) return null;
  const { estimatedWeddings, confirmedDeals, period, keptSince } = estimate.data;
  const kept = keptCoverage(window, keptSince);
  if (kept === 'none') return <KeptNone title={title} keptSince={keptSince} />;
  return (
    <Section
      title={title}
      description={t('statistics.estimate.description', {
        from: f.date(kept === 'part' ? keptSince : period.start),
        to: f.date(period.end),
      })}
    >
      <KeptPart coverage={kept} keptSince={keptSince} />
      <FigureGrid columns={3}>
        <Kpi label={t('statistics.estimate.estimated')} value={estimatedWeddings} previous={undefined} />
        <Kpi label={t('statistics.estimate.confirmed')} value={confirmedDeals} previous={undefined} />
        <Kpi
          label={t('statistics.estimate.share')}
          value={estimatedWeddings === 0 ? 0 : confirmedDeals / estimatedWeddings}
          previous={undefined}
          format={f.percent}
        />
      </FigureGrid>
    </Section>
  );
}
