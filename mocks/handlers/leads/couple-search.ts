// Leads: the couple search across a user's leads and a couple's last activity.
import { type z } from 'zod';
import {
  zGetCoupleLastActivityPath,
  type zLeadDetail,
  zSearchCouplesQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { fieldError, forbidden, messages, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { RIGHTS_CODES } from '../../lib/rights';
import { languageOf, providerSummary } from '../../lib/views';
import { parsePathParams, parseQuery } from '../../lib/validate';
import { matchesCouple, PLAN_LIMIT_MESSAGE, planHiddenLeadIds, sortLeads, visibleLeads } from './support';

export function coupleSearchHandlers(http: MockHttp) {
  return [
    http.get('/search/couple', ({ request, response, session }) => {
      const query = parseQuery(zSearchCouplesQuery, request);
      const needle = query.coupleName.trim().toLowerCase();
      if (needle.length < 2) throw fieldError('coupleName', messages.tooShort(2));
      const matches = sortLeads(
        visibleLeads(session).filter((l) => matchesCouple(l, needle)),
        '-createdAt',
      );
      const page = paginate(matches, { limit: query.limit, page: 1 });
      return response(200).json({
        data: page.data.map((l) => ({
          leadId: l.id,
          coupleName: l.couple.name,
          extensionNumber: l.extensionNumber,
          provider: providerSummary(l.providerId, languageOf(request)),
          status: l.status,
          processState: l.processState,
          dealConfirmed: l.dealConfirmed,
        })),
        paging: page.paging,
      });
    }),

    http.get('/couple/{id}/last-activity', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetCoupleLastActivityPath, params);
      const ofCustomer = db.leads
        .all()
        .filter((l) => l.couple.id === id && l.deletedAt === null && l.customerId === session.customerId);
      if (ofCustomer.length === 0) throw notFound('Das Paar wurde nicht gefunden.');
      const hidden = planHiddenLeadIds();
      const linked = ofCustomer.filter((l) => session.providerIds.includes(l.providerId));
      // The couple wrote only to providers of the account the user has no active link to (docs/security.md).
      if (linked.length === 0) throw forbidden('Sie haben keine Berechtigung für dieses Paar.', RIGHTS_CODES.notLinked);
      const leads = linked.filter((l) => !hidden.has(l.id));
      if (leads.length === 0) throw forbidden(PLAN_LIMIT_MESSAGE, 'PLAN_LIMIT');
      const leadIds = new Set(leads.map((l) => l.id));
      // What the couple did: their own interactions (request, visit, like …) and their messages.
      let lastActivityAt: string | null = null;
      let lastActivityType: z.infer<typeof zLeadDetail>['interactions'][number]['type'] | null = null;
      const consider = (at: string, type: NonNullable<typeof lastActivityType>) => {
        if (!lastActivityAt || at > lastActivityAt) {
          lastActivityAt = at;
          lastActivityType = type;
        }
      };
      for (const interaction of db.leadInteractions.all()) {
        if (leadIds.has(interaction.leadId) && interaction.customerUser === null)
          consider(interaction.occurredAt, interaction.type);
      }
      for (const message of db.leadMessages.all()) {
        if (leadIds.has(message.leadId) && message.direction === 'incoming')
          consider(message.createdAt, message.channel);
      }
      const seen = leads.map((l) => l.coupleLastSeenAt).filter((at): at is string => at !== null);
      const lastSeenAt = seen.length > 0 ? seen.reduce((a, b) => (a > b ? a : b)) : null;
      return response(200).json({ data: { coupleId: id, lastActivityAt, lastActivityType, lastSeenAt } });
    }),
  ];
}
