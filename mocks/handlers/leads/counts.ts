// Leads: counts (by calls, by read state), couple statistics and response-time statistics.
import {
  zGetAverageResponseTimeQuery,
  zGetCoupleStatsQuery,
  zGetLeadCountsByCallsQuery,
  zGetLeadCountsByReadStatusQuery,
  zGetProviderAverageResponseTimeQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import type { LeadRecord } from '../../db/leads';
import type { MockHttp } from '../../lib/http';
import { visibleProviderIds } from '../../lib/session';
import { singlePage } from '../../lib/paging';
import { averageResponseTime } from '../../lib/response-time';
import { parseQuery } from '../../lib/validate';
import { inWindow, isUnread, listedLeads, visibleLeads } from './support';

export function leadCountsHandlers(http: MockHttp) {
  return [
    http.get('/leads/counts-by-calls', ({ request, response, session }) => {
      const query = parseQuery(zGetLeadCountsByCallsQuery, request);
      const leadIds = new Set(inWindow(visibleLeads(session, query.providerIds), query).map((l) => l.id));
      const lastCall = new Map<
        number,
        { at: string; id: number; result: NonNullable<LeadRecord['status']> | string }
      >();
      for (const interaction of db.leadInteractions.all()) {
        if (interaction.type !== 'phone_call' || !interaction.callResult || !leadIds.has(interaction.leadId)) continue;
        const previous = lastCall.get(interaction.leadId);
        if (
          !previous ||
          interaction.occurredAt > previous.at ||
          (interaction.occurredAt === previous.at && interaction.id > previous.id)
        ) {
          lastCall.set(interaction.leadId, {
            at: interaction.occurredAt,
            id: interaction.id,
            result: interaction.callResult,
          });
        }
      }
      const counts = { BUSY: 0, LINE_CLOSED: 0, NO_ANSWER: 0, TALKED: 0, WAITING: 0, total: 0 };
      for (const { result } of lastCall.values()) {
        counts[result as keyof typeof counts] += 1;
        counts.total += 1;
      }
      return response(200).json({ data: counts });
    }),

    http.get('/leads/counts-by-read-status', ({ request, response, session }) => {
      const query = parseQuery(zGetLeadCountsByReadStatusQuery, request);
      // The couples of the inbox list, the ones the basic plan shows locked included: the list's "unanswered" and
      // "unread" filters show the same leads these figures count (a subset never exceeds its whole).
      const leads = inWindow(listedLeads(session, query.providerIds).leads, query);
      const pending = leads.filter((l) => l.status === 'new' || l.status === 'pending').length;
      const unread = leads.filter(isUnread).length;
      return response(200).json({
        data: { infoRequests: { pending, read: leads.length - unread, unread, total: leads.length } },
      });
    }),

    http.get('/leads/couple-stats', ({ request, response, session }) => {
      const query = parseQuery(zGetCoupleStatsQuery, request);
      const leads = inWindow(visibleLeads(session, query.providerIds), query);
      const byStatus = {
        new: 0,
        pending: 0,
        negotiating: 0,
        offered: 0,
        deal: 0,
        rejected: 0,
        spam: 0,
        not_reached: 0,
        unreachable: 0,
      };
      for (const lead of leads) byStatus[lead.status] += 1;
      const dealRate = leads.length === 0 ? 0 : Math.round((byStatus.deal / leads.length) * 10000) / 10000;
      return response(200).json({ data: { total: leads.length, byStatus, dealRate } });
    }),

    http.get('/leads/average-response-time', ({ request, response, session }) => {
      const query = parseQuery(zGetAverageResponseTimeQuery, request);
      return response(200).json({
        data: averageResponseTime(inWindow(visibleLeads(session, query.providerIds), query)),
      });
    }),

    http.get('/leads/provider-average-response-time', ({ request, response, session }) => {
      const query = parseQuery(zGetProviderAverageResponseTimeQuery, request);
      const leads = inWindow(visibleLeads(session, query.providerIds), query);
      const rows = [...visibleProviderIds(session, query.providerIds)]
        .sort((a, b) => a - b)
        .map((providerId) => ({
          providerId,
          ...averageResponseTime(leads.filter((l) => l.providerId === providerId)),
        }));
      return response(200).json(singlePage(rows));
    }),
  ];
}
