import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAverageResponseTime, useLeadReadStatusCounts } from '@/api/queries/lead-counts';
import { LeadStatusBadge, PrepaidLeadBadge } from '@/components/domain/lead-status-badge';
import { href } from '@/config/paths';
import { useLatestLeads, type Lead } from '../api/get-latest-leads';
import type { LeadWindow } from '../api/lead-window';
import { useDashboardFormat } from '../lib/format';
import { DashboardBlock, QueryContent } from './dashboard-block';

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
      <QueryContent query={query} rows={2}>
        {({ infoRequests: counts }) => (
          <div className="flex flex-col gap-1">
            <p className="text-4xl font-semibold text-brand-700">{format.number(counts.pending)}</p>
            <p className="text-sm text-muted">
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
        rows={5}
        empty={t('dashboard.latestLeads.empty')}
        isEmpty={(leads) => leads.length === 0}
      >
        {(leads) => (
          <ul className="flex flex-col divide-y divide-line">
            {leads.map((lead) => (
              <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <div className="flex min-w-0 flex-col">
                  <Link
                    to={href.lead(lead.id)}
                    className="truncate font-medium text-ink hover:text-brand-700"
                    dir="auto"
                  >
                    {coupleLabel(lead, t)}
                  </Link>
                  <span className="text-sm text-muted">
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
            ))}
          </ul>
        )}
      </QueryContent>
    </DashboardBlock>
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
        rows={2}
        empty={t('dashboard.responseTime.empty')}
        isEmpty={(result) => result.averageSeconds === null}
      >
        {(result) => (
          <div className="flex flex-col gap-1">
            <p className="text-3xl font-semibold text-brand-700">{format.duration(result.averageSeconds ?? 0)}</p>
            <p className="text-sm text-muted">
              {t('dashboard.responseTime.sample', { answered: format.number(result.sampleSize) })}
            </p>
          </div>
        )}
      </QueryContent>
      <p className="text-xs text-muted">{t('dashboard.responseTime.note')}</p>
    </DashboardBlock>
  );
}
