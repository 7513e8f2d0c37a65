import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/duration';
import { formatNumber, formatPercent } from '@/lib/format';
import { type StatsWindow, useInboxStats } from '../../api/stats';

function Figure({
  label,
  query,
  value,
  detail,
  action,
}: {
  label: string;
  query: UseQueryResult<unknown>;
  value: (fallback: string) => ReactNode;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const unavailable = t('leads.stats.unavailable');
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg border border-border bg-card p-3">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-2xl font-semibold text-foreground" aria-busy={query.isPending || undefined}>
        {query.isSuccess ? value(unavailable) : unavailable}
      </dd>
      {/* The detail line keeps its place while the figure loads (its text with the figure's fallback, unseen), so
          the cards and the list below them do not move when the answer arrives (issue 23: no layout shift). */}
      {detail ? (
        <dd
          className={cn('text-xs text-muted-foreground', !query.isSuccess && 'invisible')}
          aria-hidden={!query.isSuccess || undefined}
        >
          {detail}
        </dd>
      ) : null}
      {action ? <dd className="mt-1">{action}</dd> : null}
    </div>
  );
}

/**
 * The inbox's figures for the chosen window (spec point 7): unanswered leads (the same count as the sidebar
 * badge for the default window), deals and deal rate, the average response time in business hours and the
 * calls by result. A figure that fails to load shows a dash; the list stays usable.
 */
export function InboxStats({ window, onShowUnanswered }: { window: StatsWindow; onShowUnanswered: () => void }) {
  const { t } = useTranslation();
  const stats = useInboxStats(window, window.providerIds.length > 0);
  return (
    <section aria-labelledby="inbox-stats-title">
      <h2 id="inbox-stats-title" className="sr-only">
        {t('leads.stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label={t('leads.stats.pending')}
          query={stats.readStatus}
          value={() => formatNumber(stats.readStatus.data?.infoRequests.pending ?? 0)}
          detail={t('leads.stats.pendingHint')}
          action={
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-start whitespace-normal"
              onClick={onShowUnanswered}
            >
              {t('leads.stats.showPending')}
            </Button>
          }
        />
        <Figure
          label={t('leads.stats.deals')}
          query={stats.couples}
          value={() => formatNumber(stats.couples.data?.byStatus.deal ?? 0)}
          detail={t('leads.stats.dealRate', { rate: formatPercent(stats.couples.data?.dealRate ?? 0) })}
        />
        <Figure
          label={t('leads.stats.responseTime')}
          query={stats.responseTime}
          value={(fallback) =>
            stats.responseTime.data?.averageSeconds == null
              ? fallback
              : formatDuration(stats.responseTime.data.averageSeconds)
          }
          detail={
            stats.responseTime.data?.averageSeconds == null
              ? t('leads.stats.responseTimeNone')
              : t('leads.stats.responseTimeHint', { count: stats.responseTime.data.sampleSize })
          }
        />
        <Figure
          label={t('leads.stats.calls')}
          query={stats.calls}
          value={() => formatNumber(stats.calls.data?.total ?? 0)}
          detail={t('leads.stats.callsTalked', { count: stats.calls.data?.TALKED ?? 0 })}
        />
      </dl>
    </section>
  );
}
