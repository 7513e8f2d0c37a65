// Leads: the lead data (tab "call data") of leads.
import { zListLeadDataQuery, zUpdateLeadDataBody, zUpdateLeadDataPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { collectFieldErrors, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';
import { accessLead, configLabels, nowIso } from './support';

export function leadDataHandlers(http: MockHttp) {
  return [
    http.get('/lead-data', ({ request, response, session }) => {
      const { leadId } = parseQuery(zListLeadDataQuery, request);
      const lead = db.leads.findFirst((q) => q.where({ id: leadId }));
      // A lead that does not exist for this user simply has no data; one of an unlinked provider is forbidden.
      if (!lead || lead.deletedAt !== null || lead.customerId !== session.customerId)
        return response(200).json(singlePage([]));
      accessLead(session, leadId);
      const records = db.leadData
        .all()
        .filter((d) => d.leadId === leadId)
        .map((d) => structuredClone(d));
      return response(200).json(singlePage(records));
    }),

    http.put('/lead-data/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateLeadDataPath, params);
      const existing = db.leadData.findFirst((q) => q.where({ id }));
      if (!existing) throw notFound('Die Anfragedaten wurden nicht gefunden.');
      accessLead(session, existing.leadId);
      const body = await parseJsonBody(zUpdateLeadDataBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      const errors = collectFieldErrors();
      if (
        body.organizationType !== undefined &&
        body.organizationType !== null &&
        !configLabels('organization_type', body.organizationType)
      ) {
        errors.add('organizationType', 'Diese Art der Feier gibt es nicht.');
      }
      const services = body.extraServices?.map((s) => s.trim());
      services?.forEach((service, index) => {
        if (!service) errors.add(`extraServices.${index}`, messages.required);
        else if (services.findIndex((other) => other.toLowerCase() === service.toLowerCase()) !== index) {
          errors.add(`extraServices.${index}`, 'Diese Leistung ist bereits eingetragen.');
        }
      });
      errors.throwIfAny();
      const updated = await db.leadData.update((q) => q.where({ id }), {
        data(record) {
          if (body.budget !== undefined) record.budget = body.budget;
          if (body.capacity !== undefined) record.capacity = body.capacity;
          if (body.organizationType !== undefined) record.organizationType = body.organizationType;
          if (services !== undefined) record.extraServices = services;
        },
      });
      const organizationType = body.organizationType;
      await db.leads.update((q) => q.where({ id: existing.leadId }), {
        data(record) {
          // Wedding and civil ceremony are weddings; engagement and pre-wedding party are not.
          if (organizationType !== undefined && organizationType !== null) record.isWedding = organizationType <= 2;
          record.updatedAt = nowIso();
        },
      });
      return response(200).json({ data: structuredClone(updated ?? existing) });
    }),
  ];
}
