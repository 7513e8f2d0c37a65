import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { StatsWindow } from '../lib/period';
import { SectionNote } from './stats-parts';

export type KeptCoverage = 'all' | 'part' | 'none';

/**
 * How much of the window the single requests cover: all of it, the part from `keptSince` on, or none (the window
 * ended before; its requests count only in the monthly figures).
 */
export function keptCoverage(window: StatsWindow, keptSince: string): KeptCoverage {
  if (keptSince > window.days.createdAtEnd) return 'none';
  return keptSince > window.days.createdAtStart ? 'part' : 'all';
}

/** A section of single requests when the window ended before they were kept: only the line that says so. */
export function KeptNone({ title, keptSince }: { title: string; keptSince: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return <SectionNote title={title}>{t('statistics.kept.none', { date: f.date(keptSince) })}</SectionNote>;
}

/** The line above figures that cover only the part of the window from `keptSince` on (nothing otherwise). */
export function KeptPart({ coverage, keptSince }: { coverage: KeptCoverage; keptSince: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (coverage !== 'part') return null;
  return <p className="text-sm text-muted-foreground">{t('statistics.kept.part', { date: f.date(keptSince) })}</p>;
}
