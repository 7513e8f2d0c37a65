import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import type { StatsKind, StatsProvider } from '@/lib/stats-access';
import type { ResolvedPeriod } from '../lib/period';
import { useStatsParams } from '../lib/use-stats-params';
import { StatsToolbar } from './stats-toolbar';
import { StatsLocked } from './stats-parts';

/**
 * The frame of every statistics page: its title, the period and provider from the URL with their toolbar, and the
 * upgrade path instead of figures when no provider of the user may show this kind of statistics.
 */
export function StatsFrame({
  kind,
  title,
  children,
}: {
  kind: StatsKind;
  title: string;
  children: (view: { provider: StatsProvider; period: ResolvedPeriod }) => ReactNode;
}) {
  const stats = useStatsParams(kind);
  const { provider } = stats;
  return (
    <Page title={title}>
      {provider ? (
        <>
          <StatsToolbar
            providers={stats.providers}
            providerId={provider.id}
            onProvider={stats.setProvider}
            period={stats.values.period}
            from={stats.values.from}
            to={stats.values.to}
            today={stats.today}
            onPeriod={stats.setPeriod}
          />
          {children({ provider, period: stats.period })}
        </>
      ) : (
        <StatsLocked kind={kind} reason={stats.lockReason} />
      )}
    </Page>
  );
}
