import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useAdStats } from '../api/statistics';
import { FigureGrid, Kpi, Section, SectionFailure, SectionNote } from './stats-parts';

const AD_FIGURES = ['impressions', 'plays', 'completions', 'clicks'] as const;

/** The provider's video ad: how often it was shown, played, watched to the end and clicked. */
export function AdStatsPanel({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const ads = useAdStats(providerId);
  const title = t('statistics.ads.title');
  if (ads.isError) return <SectionFailure title={title} error={ads.error} />;
  if (!ads.data) return null;
  const data = ads.data;
  if (data.impressions === 0) return <SectionNote title={title}>{t('statistics.ads.none')}</SectionNote>;
  return (
    <Section
      title={title}
      description={t('statistics.ads.period', { from: f.date(data.period.start), to: f.date(data.period.end) })}
    >
      <FigureGrid columns={4}>
        {AD_FIGURES.map((key) => (
          <Kpi key={key} label={t(`statistics.ads.${key}`)} value={data[key]} previous={undefined} />
        ))}
      </FigureGrid>
      <p className="text-sm text-muted-foreground">
        {t('statistics.ads.rates', {
          playRate: f.percent(data.plays / data.impressions),
          clickRate: f.percent(data.clicks / data.impressions),
        })}
      </p>
    </Section>
  );
}
