import { Clock, Lock } from 'lucide-react';
import { memo, useDeferredValue, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { href } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { formatDate } from '@/lib/format';
import { useListShortcuts } from './use-list-shortcuts';
import type { Lead } from '../../api/leads';
import { formatWaitingTime, waitingSeconds } from '../../lib/format';
import { countsAsUnread } from '../../lib/read-state';
import { LeadBadges } from '../lead-badges';

function eventDate(lead: Lead, t: TFunction): string {
  if (lead.couple.weddingDate) return t('leads.list.weddingDate', { date: formatDate(lead.couple.weddingDate) });
  if (lead.couple.organizationDate)
    return t('leads.list.organizationDate', { date: formatDate(lead.couple.organizationDate) });
  return t('leads.list.noWeddingDate');
}

/** The couple's name, or the request number when the couple left none (spec point 3). */
function coupleLabel(lead: Lead, t: TFunction): string {
  return lead.couple.name || lead.leadDetails.name || t('leads.list.extensionNumber', { number: lead.extensionNumber });
}

// Rows off screen skip layout and paint until scrolled near: a page of 100 rows scrolls without long tasks.
const rowContainment = '[content-visibility:auto] [contain-intrinsic-size:auto_76px]';

// The focus ring sits inside the row: the list clips what lies outside (j/k move the focus along the rows).
const rowClass =
  'grid w-full focus-visible:-outline-offset-2 grid-cols-1 gap-x-4 gap-y-1 px-4 py-3 text-start md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1.5fr)] md:items-center';

// Rows take `t` from the list instead of subscribing to i18next each: a page renders 100 of them.
const LeadRow = memo(function LeadRow({ lead, now, t }: { lead: Lead; now: number; t: TFunction }) {
  const waiting = waitingSeconds(lead, now);
  const unread = countsAsUnread(lead);
  return (
    <li className={cn('border-b border-border last:border-b-0', rowContainment, unread && 'bg-brand-50/60')}>
      <Link to={href.lead(lead.id)} className={cn(rowClass, 'hover:bg-background focus-visible:bg-background')}>
        <span className="flex min-w-0 flex-col">
          <span className={cn('truncate text-foreground', unread ? 'font-semibold' : 'font-medium')} dir="auto">
            {coupleLabel(lead, t)}
          </span>
          {/* Bold and the tinted row show it; this says it to a screen reader. */}
          {unread ? <span className="sr-only">{t('leads.list.unreadLead')}</span> : null}
          <span className="text-sm text-muted-foreground">{eventDate(lead, t)}</span>
        </span>
        <span className="flex min-w-0 flex-col text-sm">
          <span className="truncate text-foreground" dir="auto">
            {lead.provider.name}
          </span>
          <span className="text-muted-foreground">
            {t('leads.list.received', { date: formatDate(lead.createdAt) })}
          </span>
        </span>
        <span className="flex flex-col gap-1">
          <LeadBadges lead={lead} />
          {waiting !== null ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
              <Clock aria-hidden="true" className="size-3.5" />
              {t('leads.list.waiting', { duration: formatWaitingTime(waiting, t) })}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
});

function LockedRow({ lead, t }: { lead: Lead; t: TFunction }) {
  const upgrade = useUpgradeDialog();
  return (
    <li className={cn('border-b border-border last:border-b-0', rowContainment)}>
      <button
        type="button"
        className={cn(rowClass, 'bg-stone-50 hover:bg-stone-100')}
        onClick={() => upgrade.open('leads', { providerId: lead.provider.id })}
        aria-describedby={`locked-${lead.id}`}
      >
        <span className="flex min-w-0 items-center gap-2">
          <Lock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium text-foreground">{t('leads.list.lockedTitle')}</span>
            <span className="text-sm text-muted-foreground">{eventDate(lead, t)}</span>
          </span>
        </span>
        <span className="flex min-w-0 flex-col text-sm">
          <span className="truncate text-foreground" dir="auto">
            {lead.provider.name}
          </span>
          <span className="text-muted-foreground">
            {t('leads.list.received', { date: formatDate(lead.createdAt) })}
          </span>
        </span>
        <span id={`locked-${lead.id}`} className="text-sm text-muted-foreground">
          {t('leads.list.lockedBody')}
        </span>
      </button>
    </li>
  );
}

/**
 * Rows of the first render: enough to fill a screen (eight rows are taller than a phone's or a laptop's view
 * below the figures and filters). The rest follow in an interruptible render, so the list's first paint is not one
 * long task (issue 23: the inbox's total blocking time on a phone); rows added below the screen shift nothing seen.
 */
const FIRST_ROWS = 8;

/**
 * One page of the inbox. Unread leads stand out; leads beyond the basic plan's quota are locked rows. A new page
 * renders as a deferred, interruptible update, so paging through 100-row pages never blocks input; the first page
 * shows its first rows at once and the others in the same way.
 */
export const LeadList = memo(function LeadList({ leads, label }: { leads: readonly Lead[]; label: string }) {
  const { t } = useTranslation();
  const shown = useDeferredValue(leads, leads.slice(0, FIRST_ROWS));
  // One clock for all rows keeps their waiting times consistent; it ticks each minute.
  const now = useNow();
  const list = useRef<HTMLUListElement>(null);
  useListShortcuts(list);
  return (
    <ul ref={list} className="overflow-hidden rounded-lg border border-border bg-card" aria-label={label}>
      {shown.map((lead) =>
        lead.isLocked ? (
          <LockedRow key={lead.id} lead={lead} t={t} />
        ) : (
          <LeadRow key={lead.id} lead={lead} now={now} t={t} />
        ),
      )}
    </ul>
  );
});
