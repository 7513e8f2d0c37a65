// Customers: the customer firm (isPaid drives the upgrade banner and prime branding), its firm data, and the
// interaction and SMS logs across the customer's providers (read from the leads area's records).
import type { z } from 'zod';
import {
  type zCustomer,
  type zCustomerInteraction,
  type zSmsLog,
  zGetCustomerPath,
  zListCustomerInteractionsPath,
  zListCustomerInteractionsQuery,
  zListSmsLogsQuery,
  zUpdateCustomerBody,
  zUpdateCustomerPath,
} from '../../src/api/generated/zod/zod.gen';
import { smsCount } from '../../src/lib/sms';
import { db } from '../db';
import { marketDay } from '../lib/clock';
import { type LeadView, leadsOf } from '../db/couples';
import { collectFieldErrors, fieldError, messages, notFound, validationFailed } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate } from '../lib/paging';
import { type Session, requireOwnCustomer, visibleProviderIds } from '../lib/session';
import { requireAccountAdmin } from '../lib/rights';
import { parseJsonBody, parsePathParams, parseQuery } from '../lib/validate';

type CustomerRecord = ReturnType<typeof db.customers.all>[number];

function toCustomer(c: CustomerRecord): z.infer<typeof zCustomer> {
  return {
    id: c.id,
    name: c.name,
    crmStatus: c.crmStatus,
    isPaid: c.isPaid,
    companyType: c.companyType ?? null,
    companyExtension: c.companyExtension ?? null,
    taxNumber: c.taxNumber ?? null,
    address: c.address ?? null,
  };
}

function findOwnCustomer(session: Session, customerId: number): CustomerRecord {
  requireOwnCustomer(session, customerId);
  const customer = db.customers.findFirst((q) => q.where({ id: customerId }));
  if (!customer) throw notFound('Der Kunde wurde nicht gefunden.');
  return customer;
}

function isConfigItem(type: 'customer_company_type' | 'customer_company_extension', itemId: string): boolean {
  return db.configEntries
    .all()
    .some((entry) => entry.type === type && entry.status === 1 && String(entry.itemId) === itemId);
}

function checkWindow(query: { createdAtStart?: string; createdAtEnd?: string }): void {
  if (query.createdAtStart && query.createdAtEnd && query.createdAtStart > query.createdAtEnd) {
    throw fieldError('createdAtEnd', 'Das Enddatum darf nicht vor dem Startdatum liegen.');
  }
}

function inWindow(value: string, query: { createdAtStart?: string; createdAtEnd?: string }): boolean {
  const day = marketDay(value);
  return (!query.createdAtStart || day >= query.createdAtStart) && (!query.createdAtEnd || day <= query.createdAtEnd);
}

/** Leads of the given providers by id (one pass over the leads). */
function leadsById(providerIds: ReadonlySet<number>): Map<number, LeadView> {
  const map = new Map<number, LeadView>();
  for (const lead of leadsOf(db)) if (providerIds.has(lead.provider.id)) map.set(lead.id, lead);
  return map;
}

/** Billed SMS segments, counted as the network counts them (GSM-7 160/153, UCS-2 70/67; src/lib/sms.ts). */
function segmentsOf(body: string): number {
  return smsCount(body).parts;
}

/** The number the SMS went to: the couple's real number (the lead shows it only after the first message). */
function couplePhone(lead: LeadView): string | null {
  return lead.contactPhone ?? lead.leadDetails.phone;
}

export function customersHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}', ({ params, response, session }) => {
      const { customerId } = parsePathParams(zGetCustomerPath, params);
      return response(200).json({ data: toCustomer(findOwnCustomer(session, customerId)) });
    }),

    http.put('/customers/{customerId}', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zUpdateCustomerPath, params);
      const customer = findOwnCustomer(session, customerId);
      requireAccountAdmin(session, 'Nur Administratoren dürfen die Firmendaten ändern.');
      const body = await parseJsonBody(zUpdateCustomerBody, request);
      if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      const errors = collectFieldErrors();
      const name = body.name?.trim();
      if (body.name !== undefined && !name) errors.add('name', messages.required);
      if (body.companyType != null && !isConfigItem('customer_company_type', body.companyType)) {
        errors.add('companyType', 'Bitte wählen Sie eine Unternehmensform aus der Liste.');
      }
      if (body.companyExtension != null && !isConfigItem('customer_company_extension', body.companyExtension)) {
        errors.add('companyExtension', 'Bitte wählen Sie einen Rechtsformzusatz aus der Liste.');
      }
      errors.throwIfAny();
      const updated = await db.customers.update((q) => q.where({ id: customer.id }), {
        data(c) {
          if (name !== undefined) c.name = name;
          if (body.companyType !== undefined) c.companyType = body.companyType;
          if (body.companyExtension !== undefined) c.companyExtension = body.companyExtension;
          if (body.taxNumber !== undefined) c.taxNumber = body.taxNumber?.trim() || null;
          if (body.address !== undefined) c.address = body.address?.trim() || null;
        },
      });
      return response(200).json({ data: toCustomer(updated ?? customer) });
    }),

    http.get('/customers/{customerId}/interactions', ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zListCustomerInteractionsPath, params);
      findOwnCustomer(session, customerId);
      const query = parseQuery(zListCustomerInteractionsQuery, request);
      checkWindow(query);
      const leads = leadsById(new Set(visibleProviderIds(session, query.providerIds)));
      const rows: Array<z.infer<typeof zCustomerInteraction>> = [];
      for (const interaction of db.leadInteractions.all()) {
        const lead = leads.get(interaction.leadId);
        if (!lead || (query.type && interaction.type !== query.type) || !inWindow(interaction.createdAt, query))
          continue;
        rows.push({
          id: interaction.id,
          leadId: lead.id,
          coupleName: lead.couple.name || null,
          providerId: lead.provider.id,
          type: interaction.type,
          callResult: interaction.callResult,
          createdAt: interaction.createdAt,
          customerUser: interaction.customerUser?.name
            ? { id: interaction.customerUser.id, name: interaction.customerUser.name }
            : null,
        });
      }
      rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return response(200).json(paginate(rows, query));
    }),

    http.get('/sms/logs', ({ request, response, session }) => {
      const query = parseQuery(zListSmsLogsQuery, request);
      checkWindow(query);
      const leads = leadsById(new Set(visibleProviderIds(session, query.providerIds)));
      const rows: Array<z.infer<typeof zSmsLog>> = [];
      for (const message of db.leadMessages.all()) {
        if (message.channel !== 'sms' || message.direction !== 'outgoing' || !message.body) continue;
        const lead = leads.get(message.leadId);
        const phone = lead ? couplePhone(lead) : null;
        if (!lead || !phone || !inWindow(message.createdAt, query)) continue;
        rows.push({
          id: message.id,
          leadId: lead.id,
          providerId: lead.provider.id,
          phone,
          body: message.body,
          status: message.deliveryStatus,
          segments: segmentsOf(message.body),
          sentAt: message.createdAt,
        });
      }
      rows.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id - a.id);
      return response(200).json(paginate(rows, query));
    }),
  ];
}
