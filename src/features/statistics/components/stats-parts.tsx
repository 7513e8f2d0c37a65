import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { type StatsKind, type StatsLockReason, UPGRADE_FEATURE } from '@/lib/stats-access';
import type { ResolvedPeriod } from '../lib/period';

/** The server's code when the plan (or a hold) does not include the statistics. */
export const STATS_ACCESS_REQUIRED = 'STATS_ACCESS_REQUIRED';

export function isStatsAccessError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'forbidden' && error.code === STATS_ACCESS_REQUIRED;
}

/**
 * No provider of the user may see this page (or the server says so), and why. For a plan without the statistics:
 * the upgrade dialog with the page's campaign, opened at once as the spec asks, and again from the button. With no
 * active provider or only paused ones an upgrade would not help: the page says the real reason and offers none.
 */
export function StatsLocked({
  kind,
  reason = 'plan',
  providerId,
}: {
  kind: StatsKind;
  reason?: StatsLockReason;
  providerId?: number | undefined;
}) {
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  const opened = useRef(false);
  const feature = UPGRADE_FEATURE[kind];
  const offersUpgrade = reason === 'plan';
  useEffect(() => {
    if (!offersUpgrade || opened.current) return;
    opened.current = true;
    upgrade.open(feature, { providerId });
  }, [upgrade, feature, providerId, offersUpgrade]);
  if (!offersUpgrade) {
    return (
      <Card className="grid gap-3">
        <CardTitle>{t(`statistics.locked.${reason}.title`)}</CardTitle>
        <p className="text-sm text-muted-foreground">{t(`statistics.locked.${reason}.body`)}</p>
      </Card>
    );
  }
  return (
    <Card className="grid gap-3">
      <CardTitle>{t(`statistics.locked.${kind}.title`)}</CardTitle>
      <p className="text-sm text-muted-foreground">{t(`statistics.locked.${kind}.body`)}</p>
      <div>
        <Button onClick={() => upgrade.open(feature, { providerId })}>{t('statistics.locked.upgrade')}</Button>
      </div>
    </Card>
  );
}

/** A failed statistics call: the upgrade for a plan that lacks them, otherwise the server's words. */
export function StatsError({ error, kind, providerId }: { error: unknown; kind: StatsKind; providerId: number }) {
  const failureText = useFailureText();
  if (isStatsAccessError(error)) return <StatsLocked kind={kind} providerId={providerId} />;
  return <Alert>{failureText(error)}</Alert>;
}

export function Section({
  title,
  children,
  description,
}: {
  title: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <Card className="mb-4 grid gap-3" aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </Card>
  );
}

/** A section that holds one line of text: nothing to show, or why not. */
export function SectionNote({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Section title={title}>
      <p className="text-sm text-muted-foreground" data-testid={testId}>
        {children}
      </p>
    </Section>
  );
}

/** A section whose data did not load: the server's words in its place. */
export function SectionFailure({ title, error }: { title: string; error: unknown }) {
  const failureText = useFailureText();
  return (
    <Section title={title}>
      <Alert>{failureText(error)}</Alert>
    </Section>
  );
}

/** The line shown while a page's first figures load. */
export function StatsLoading() {
  const { t } = useTranslation();
  return <p className="mb-4 text-sm text-muted-foreground">{t('app.loading')}</p>;
}

/** Figures side by side (`Kpi`s): two a row on a phone, `columns` on a wider screen. */
export function FigureGrid({ columns, children }: { columns: 3 | 4; children: ReactNode }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${columns === 3 ? 'md:grid-cols-3' : 'md:grid-cols-4'}`}>{children}</dl>
  );
}

/**
 * The period's totals as figures, each with its change against the same number of calendar months just before
 * (the figures are monthly); the description names those months and says when the last month is still running.
 */
export function ComparedTotals({
  title,
  period,
  definitions,
  children,
}: {
  title: string;
  period: ResolvedPeriod;
  /** What each figure counts, when a word could be read two ways. */
  definitions?: string;
  /** The `Kpi`s. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { current, previous, endsInRunningMonth } = period;
  const basis = t('statistics.compare.basis', {
    count: previous.monthList.length,
    months: f.monthRange(previous.months.startMonth, previous.months.endMonth),
    current: f.monthRange(current.months.startMonth, current.months.endMonth),
  });
  return (
    <Section
      title={title}
      description={endsInRunningMonth ? `${basis} ${t('statistics.compare.runningMonth')}` : basis}
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">{children}</dl>
      {definitions ? <p className="text-xs text-muted-foreground">{definitions}</p> : null}
    </Section>
  );
}

/**
 * A figure of the window with its change against the previous window: counts change in per cent, a rate (a share
 * from 0 to 1, `rate`) in percentage points ("+1 Prozentpunkt gegenüber 19 %"), never a per cent of a per cent.
 */
export function Kpi({
  label,
  value,
  previous,
  format,
  rate = false,
}: {
  label: string;
  value: number;
  previous: number | undefined;
  format?: (value: number) => string;
  rate?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const show = format ?? (rate ? (ratio: number) => f.percent(ratio, 1) : f.number);
  let change: string;
  if (previous === undefined) change = '';
  else if (rate) {
    // From the rates as shown (to a tenth of a per cent), so the change is their difference: 20,4 % against 18,7 %
    // is +1,7 points.
    const points = (Math.round(value * 1000) - Math.round(previous * 1000)) / 10;
    change =
      points === 0
        ? t('statistics.compare.same', { previous: show(previous) })
        : t(points > 0 ? 'statistics.compare.upPoints' : 'statistics.compare.downPoints', {
            count: Math.abs(points),
            points: f.decimal(Math.abs(points), 1),
            previous: show(previous),
          });
  } else if (previous === 0) change = t('statistics.compare.noPrevious');
  else {
    const ratio = (value - previous) / previous;
    // A change that rounds to 0 % is no change ("−0 %" read as a fall).
    change =
      Math.round(Math.abs(ratio) * 100) === 0
        ? t('statistics.compare.same', { previous: show(previous) })
        : t(ratio > 0 ? 'statistics.compare.up' : 'statistics.compare.down', {
            percent: f.percent(Math.abs(ratio)),
            previous: show(previous),
          });
  }
  return (
    <div className="rounded-md border border-border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{show(value)}</dd>
      {change ? <dd className="text-xs text-muted-foreground">{change}</dd> : null}
    </div>
  );
}

/** Colours of the charts: each passes 3:1 against white (WCAG 1.4.11); dashes tell the previous period apart. */
export const CHART_COLORS = {
  current: '#9a325c',
  previous: '#57534e',
  second: '#0369a1',
  third: '#b45309',
} as const;
