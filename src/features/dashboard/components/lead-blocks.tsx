import type { TFunction } from 'i18next';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAverageResponseTime, useLeadReadStatusCounts } from '@/api/queries/lead-counts';
import { LeadStatusBadge, PrepaidLeadBadge } from '@/components/domain/lead-status-badge';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { href } from '@/config/paths';
import { LATEST_LEADS_LIMIT, useLatestLeads, type Lead } from '../api/get-latest-leads';
import type { LeadWindow } from '../api/lead-window';
import { useDashboardFormat } from '../lib/format';
import { Bone, DashboardBlock, FigureSkeleton, QueryContent, ShapedSkeleton } from './dashboard-block';

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-4 hover:underline';

export function PendingLeadsBlock({ window }: { window: LeadWindow }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const query = useLeadReadStatusCounts(window);
  return (
    <DashboardBlock
      title={t('dashboard.pendingLeads.title')}
      action={
        <Link to={href.leads()} className={linkClass}>
          {t('dashboard.pendingLeads.link')}
        </Link>
      }
    >
      <QueryContent
        query={query}
        skeleton={<FigureSkeleton size="text-4xl" text={t('dashboard.pendingLeads.body', { unread: 0 })} />}
      >
        {({ infoRequests: counts }) => (
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-semibold text-brand-700">{format.number(counts.pending)}</p>
            <p className="text-sm text-muted-foreground">
              {t('dashboard.pendingLeads.body', { unread: format.number(counts.unread) })}
            </p>
          </div>
        )}
      </QueryContent>
    </DashboardBlock>
  );
}

function coupleLabel(lead: Lead, t: TFunction): string {
  const name = lead.couple.name?.trim() || lead.leadDetails.name.trim();
  return name || t('dashboard.latestLeads.extensionNumber', { number: lead.extensionNumber });
}

function eventDateLabel(lead: Lead, t: TFunction, date: (value: string) => string): string {
  if (lead.couple.weddingDate) return t('dashboard.latestLeads.weddingDate', { date: date(lead.couple.weddingDate) });
  if (lead.couple.organizationDate) {
    return t('dashboard.latestLeads.organizationDate', { date: date(lead.couple.organizationDate) });
  }
  return t('dashboard.latestLeads.noWeddingDate');
}

export function LatestLeadsBlock({ window, className }: { window: LeadWindow; className?: string }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const query = useLatestLeads(window);
  return (
    <DashboardBlock
      title={t('dashboard.latestLeads.title')}
      className={className}
      action={
        <Link to={href.leads()} className={linkClass}>
          {t('dashboard.latestLeads.link')}
        </Link>
      }
    >
      <QueryContent
        query={query}
        skeleton={<LatestLeadsSkeleton />}
        empty={t('dashboard.latestLeads.empty')}
        isEmpty={(leads) => leads.length === 0}
      >
        {(leads) => (
          <ul className="flex flex-col divide-y divide-border">
            {leads.map((lead) =>
              lead.isLocked ? (
                <LockedLeadRow key={lead.id} lead={lead} eventDate={eventDateLabel(lead, t, format.date)} />
              ) : (
                <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                  <div className="flex min-w-0 flex-col">
                    {/* The name keeps its own direction inside a line aligned as the page: a Latin name stands at
                        the right in Arabic, as the locked rows do (final walk of issue 38). */}
                    <Link to={href.lead(lead.id)} className="truncate font-medium text-foreground hover:text-brand-700">
                      <bdi>{coupleLabel(lead, t)}</bdi>
                    </Link>
                    <span className="text-sm text-muted-foreground">
                      {eventDateLabel(lead, t, format.date)}
                      {' · '}
                      {lead.provider.name}
                    </span>
                  </div>
                  <span className="flex flex-wrap gap-1">
                    <LeadStatusBadge lead={lead} />
                    {lead.isPrepaid ? <PrepaidLeadBadge /> : null}
                  </span>
                </li>
              ),
            )}
          </ul>
        )}
      </QueryContent>
    </DashboardBlock>
  );
}

/**
 * A lead beyond the basic plan's monthly quota, as the inbox shows it: locked, without the couple's data or a status
 * (the server hides both), and a click offers the upgrade that would open it.
 */
function LockedLeadRow({ lead, eventDate }: { lead: Lead; eventDate: string }) {
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  const hintId = `latest-locked-${lead.id}`;
  return (
    <li className="flex flex-col gap-1 py-2">
      <button
        type="button"
        className="flex w-full min-w-0 items-center gap-2 text-start"
        onClick={() => upgrade.open('leads', { providerId: lead.provider.id })}
        aria-describedby={hintId}
      >
        <Lock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-foreground hover:text-brand-700">{t('dashboard.latestLeads.locked')}</span>
          <span className="text-sm text-muted-foreground">
            {eventDate}
            {' · '}
            {lead.provider.name}
          </span>
        </span>
      </button>
      <p id={hintId} className="ps-6 text-sm text-muted-foreground">
        {t('dashboard.latestLeads.lockedHint')}
      </p>
    </li>
  );
}

/** The latest leads' rows while they load: as many as the block shows, each with a name, a date and a badge. */
function LatestLeadsSkeleton() {
  const { t } = useTranslation();
  return (
    <ShapedSkeleton>
      <ul className="flex flex-col divide-y divide-border">
        {Array.from({ length: LATEST_LEADS_LIMIT }, (_, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <div className="flex min-w-0 flex-col">
              <span className="truncate font-medium">
                <Bone>{t('dashboard.latestLeads.title')}</Bone>
              </span>
              <span className="text-sm">
                <Bone>{t('dashboard.latestLeads.noWeddingDate')}</Bone>
              </span>
            </div>
            <span className="rounded-full px-2 py-0.5 text-xs font-medium">
              <Bone>{t('leadStatus.new')}</Bone>
            </span>
          </li>
        ))}
      </ul>
    </ShapedSkeleton>
  );
}

export function ResponseTimeBlock({ window }: { window: LeadWindow }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const query = useAverageResponseTime(window);
  return (
    <DashboardBlock title={t('dashboard.responseTime.title')}>
      <QueryContent
        query={query}
        skeleton={<FigureSkeleton size="text-3xl" text={t('dashboard.responseTime.sample', { answered: 0 })} />}
        empty={t('dashboard.responseTime.empty')}
        isEmpty={(result) => result.averageSeconds === null}
      >
        {(result) => (
          <div className="flex flex-col gap-1">
            <p className="text-3xl font-semibold text-brand-700">{format.duration(result.averageSeconds ?? 0)}</p>
            <p className="text-sm text-muted-foreground">
              {t('dashboard.responseTime.sample', { answered: format.number(result.sampleSize) })}
            </p>
          </div>
        )}
      </QueryContent>
      <p className="text-xs text-muted-foreground">{t('dashboard.responseTime.note')}</p>
    </DashboardBlock>
  );
}
