// Leads: a lead created on the marketplace (POST /dugun-leads).
import { zCreateMarketplaceLeadBody } from '../../../src/api/generated/zod/zod.gen';
import type { MockHttp } from '../../lib/http';
import { languageOf } from '../../lib/views';
import { parseJsonBody } from '../../lib/validate';
import { createManualLead, leadView } from './support';

export function marketplaceLeadsHandlers(http: MockHttp) {
  return [
    http.post('/dugun-leads', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateMarketplaceLeadBody, request);
      const lead = await createManualLead(session, body);
      return response(201).json({ data: leadView(lead.id, languageOf(request)) });
    }),
  ];
}
