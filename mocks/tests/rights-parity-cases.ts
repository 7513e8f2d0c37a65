// The table of mocks/tests/rights-parity.test.ts: for every operation of the API document that a logged-in user
// calls, which right it needs (docs/security.md, "Rights inside one account") and how to build a valid request for
// one provider from the database as it is at that moment. An operation that is about no provider says why.
//
// Rights:
//   read    a provider-scoped read: allowed exactly with an active link (GET /providers/{id}/permissions answers 200)
//   link    a write that is work with couples (answering, notes, adding a couple): an active link is enough
//   manage  a change of the provider's data: allowed exactly when the permissions answer says canManage
//   admin   users, links, company data, saved cards, account-wide templates: the account administrators' (role 1)
//   filter  a list or count filtered by provider: always 200, and without an active link no record of the provider
//
// A builder returns undefined when the database holds no record it could address for that provider (the test
// then starts again from the seed, and a provider whose seed has none is not applicable).
import type { Database } from '../db';
import { hiddenByPlan } from '../db/leads/rules';
import { addDays, isoDate, isoDateTime, now, startOfDay } from '../lib/clock';
import { reviewRequestBlock } from '../../src/lib/review-request';

export interface RightsRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON body, or FormData for multipart operations. */
  body?: unknown;
}

export interface RightsContext {
  db: Database;
  /** The provider the case is about. */
  providerId: number;
  /** The customer (account) of the provider and of the caller. */
  customerId: number;
  /** The caller's customer-user id. */
  userId: number;
  /** A number unique to the case, for names that must not repeat (usernames, coupon codes). */
  seq: number;
}

export type Right = 'read' | 'link' | 'manage' | 'admin' | 'filter';

export interface RightsCase {
  right: Right;
  /** What the case does, when an operation has more than one (e.g. a template for one provider or for all). */
  name?: string;
  /** Admin operations that are about the account, not one provider, run once per user. */
  perAccount?: boolean;
  /** The builder changes the database itself (puts a record into the state the call needs). */
  prepares?: boolean;
  build: (ctx: RightsContext) => RightsRequest | undefined | Promise<RightsRequest | undefined>;
}

export type RightsEntry = RightsCase[] | { notScoped: string };

// ---------------------------------------------------------------- helpers reading the database

const day = (offset: number) => isoDate(addDays(startOfDay(now()), offset));

function basicProviderIds(db: Database): Set<number> {
  return new Set(
    db.providers
      .all()
      .filter((p) => p.productFeatures.planTier === 'basic')
      .map((p) => p.id),
  );
}

type LeadRow = ReturnType<Database['leads']['all']>[number];

/** A lead of the provider that its users can open (not deleted, not withheld by the basic plan). */
function leadOf(db: Database, providerId: number, predicate: (lead: LeadRow) => boolean = () => true) {
  const hidden = hiddenByPlan(db.leads.all(), basicProviderIds(db));
  return db.leads
    .all()
    .find((l) => l.providerId === providerId && l.deletedAt === null && !hidden.has(l.id) && predicate(l));
}

function leadParams(db: Database, providerId: number, predicate?: (lead: LeadRow) => boolean) {
  const lead = leadOf(db, providerId, predicate);
  return lead ? { params: { id: lead.id } } : undefined;
}

function relationOf(
  db: Database,
  providerId: number,
  predicate: (r: ReturnType<Database['coupleProviders']['all']>[number]) => boolean = () => true,
) {
  return db.coupleProviders.all().find((r) => r.providerId === providerId && predicate(r));
}

/** Another user of the account that no test logs in as (mocks/tests/rights-parity.test.ts adds them). */
function spareUser(db: Database, customerId: number, kind: 'linked' | 'unlinked') {
  return db.customerUsers
    .all()
    .find((u) => u.customerId === customerId && u.username === `ersatz.${kind}.${customerId}`);
}

function templateOf(db: Database, customerId: number, providerId: number | null) {
  return db.mailTemplates.all().find((t) => t.customerId === customerId && t.providerId === providerId);
}

function attachmentOf(db: Database, customerId: number, providerId: number | null) {
  return db.attachments.all().find((a) => a.customerId === customerId && a.providerId === providerId);
}

function pdf(): File {
  return new File([new TextEncoder().encode('%PDF-1.4\n%Rechte\n')], 'Preisliste.pdf', { type: 'application/pdf' });
}

/** A PNG header of 1920 x 1280 pixels (the mock reads the size from the IHDR chunk). */
function png(): File {
  const bytes = new Uint8Array(2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 1920);
  view.setUint32(20, 1280);
  return new File([bytes], 'rechte.png', { type: 'image/png' });
}

function activeImage(db: Database, providerId: number) {
  return db.medias
    .all()
    .find((m) => m.providerId === providerId && m.type === 'image' && m.status === 'active' && !m.isMain);
}

function defaultGallery(db: Database, providerId: number) {
  return db.galleries.all().find((g) => g.providerId === providerId && g.isDefault);
}

function pendingUpdate(db: Database, providerId: number) {
  return db.providerDataUpdates.all().find((u) => u.providerId === providerId && u.status === 'pending');
}

function discountOf(db: Database, providerId: number, predicate: (d: { validUntil: string }) => boolean = () => true) {
  return db.discounts.all().find((d) => d.providerId === providerId && predicate(d));
}

function couponOf(db: Database, providerId: number) {
  const discounts = new Set(
    db.discounts
      .all()
      .filter((d) => d.providerId === providerId)
      .map((d) => d.id),
  );
  return db.discountCoupons.all().find((c) => discounts.has(c.discountId));
}

function openPayment(db: Database, providerId: number) {
  return db.payments
    .all()
    .find((p) => p.providerId === providerId && (p.status === 'pending' || p.status === 'failed'));
}

/** A card to pay with or save; the expiry differs with `seq`, so no two saves are the same card. */
const NEW_CARD = (seq = 0) => ({
  holderName: 'Katharina Vogt',
  number: '4111111111111111',
  expiryMonth: 1 + (seq % 12),
  expiryYear: now().getUTCFullYear() + 2 + (Math.floor(seq / 12) % 5),
  cvv: '123',
});

const RETURN_URL = 'https://business.hochzeitsportal.de/providers/101/payments';

/** The features of the upgrade dialog (UpgradeFeature of the document). */
const UPGRADE_FEATURES = [
  'bridal_gown_lead_bidding',
  'discounts',
  'gallery_image_cap',
  'leads',
  'competitor_analysis',
  'review_replies',
  'page_visit_statistics',
  'booking_statistics',
  'whatsapp_leads',
] as const;

const withProvider = (providerId: number) => ({ query: { providerIds: String(providerId) } });

// ---------------------------------------------------------------- the table

export const RIGHTS_CASES: Record<string, RightsEntry> = {
  // ---- the caller's own session, login and second factor
  getAccessToken: { notScoped: "the caller's own session" },
  deleteAccessToken: { notScoped: "the caller's own session" },
  startTwoFactorSetup: { notScoped: "the caller's own second factor" },
  getTwoFactorStatus: { notScoped: "the caller's own second factor" },
  enableTwoFactor: { notScoped: "the caller's own second factor" },
  disableTwoFactor: { notScoped: "the caller's own second factor" },
  connectSocialAccount: { notScoped: 'connects a social login to the caller only (403 for another user)' },
  connectInstagram: [
    {
      right: 'manage',
      build: ({ providerId }) => ({
        body: { accessToken: 'IGQVJ-mock-code', userType: 'provider', providerId },
      }),
    },
  ],

  // ---- the marketplace team's reference data
  updateCity: { notScoped: "the marketplace team's cities (http.admin), not a customer's" },
  swapCityOrder: { notScoped: "the marketplace team's cities (http.admin), not a customer's" },
  createDistrict: { notScoped: "the marketplace team's districts (http.admin), not a customer's" },
  updateDistrict: { notScoped: "the marketplace team's districts (http.admin), not a customer's" },
  deleteDistrict: { notScoped: "the marketplace team's districts (http.admin), not a customer's" },

  // ---- leads: reading and answering couples needs an active link
  listLeads: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  createLead: [
    {
      right: 'link',
      build: ({ providerId, seq }) => ({
        body: {
          providerId,
          coupleName: `Julia Wagner & Tim Hoffmann ${seq}`,
          weddingDate: day(180),
          email: 'julia.wagner@beispiel.de',
          phone: '+4917623456789',
        },
      }),
    },
  ],
  getLead: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  updateLead: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { isRead: true } };
      },
    },
  ],
  deleteLead: [{ right: 'link', build: ({ db, providerId }) => leadParams(db, providerId) }],
  listLeadItems: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  listLeadHistories: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  listLeadMessages: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  sendLeadMessage: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(
          db,
          providerId,
          (l) => l.contactEmail !== null && !l.contactEmail.endsWith('@ungueltig.de'),
        );
        return found && { ...found, body: { body: '<p>Vielen Dank für Ihre Anfrage!</p>' } };
      },
    },
  ],
  updateLeadMessage: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId, (l) => db.leadMessages.all().some((m) => m.leadId === l.id));
        const message = lead && db.leadMessages.all().find((m) => m.leadId === lead.id);
        return lead && message ? { params: { id: lead.id, messageId: message.id }, body: { isRead: true } } : undefined;
      },
    },
  ],
  sendLeadSms: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId, (l) => l.contactPhone !== null);
        return found && { ...found, body: { body: 'Guten Tag, Ihr Wunschtermin ist bei uns noch frei.' } };
      },
    },
  ],
  applyLeadMessageAction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { type: 'mark_all_read' } };
      },
    },
  ],
  listLeadComments: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  createLeadComment: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { body: 'Paar wünscht ein vegetarisches Menü.' } };
      },
    },
  ],
  markCommentRead: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId, (l) => db.leadComments.all().some((c) => c.leadId === l.id));
        const comment = lead && db.leadComments.all().find((c) => c.leadId === lead.id);
        return comment ? { params: { id: comment.id } } : undefined;
      },
    },
  ],
  createLeadInteraction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return (
          found && {
            ...found,
            body: {
              type: 'phone_call',
              callResult: 'TALKED',
              note: 'Besichtigung vereinbart.',
              occurredAt: isoDateTime(addDays(now(), -1)),
            },
          }
        );
      },
    },
  ],
  createLeadReminder: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { remindAt: isoDateTime(addDays(now(), 3)), note: 'Angebot nachfassen.' } };
      },
    },
  ],
  applyLeadAction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId, (l) => l.status === 'new' || l.status === 'pending');
        return found && { ...found, body: { type: 'mark_negotiating' } };
      },
    },
  ],
  getLeadCountsByCalls: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getLeadCountsByReadStatus: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getCoupleStats: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getAverageResponseTime: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getProviderAverageResponseTime: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  listLeadData: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId);
        return lead && { query: { leadId: String(lead.id) } };
      },
    },
  ],
  updateLeadData: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId, (l) => db.leadData.all().some((d) => d.leadId === l.id));
        const data = lead && db.leadData.all().find((d) => d.leadId === lead.id);
        return data ? { params: { id: data.id }, body: { capacity: 90 } } : undefined;
      },
    },
  ],
  searchCouples: { notScoped: "searches the couples of the caller's active providers only; takes no provider" },
  getCoupleLastActivity: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        // A couple that wrote to this provider only, so no other link of the caller opens it.
        const lead = leadOf(db, providerId, (l) =>
          db.leads.all().every((other) => other.couple.id !== l.couple.id || other.providerId === providerId),
        );
        return lead && { params: { id: lead.couple.id } };
      },
    },
  ],
  createMarketplaceLead: [
    {
      right: 'link',
      build: ({ providerId, seq }) => ({
        body: {
          providerId,
          coupleName: `Lena Fischer & Jan Schulz ${seq}`,
          phone: '+4916098765432',
          weddingDate: day(260),
          source: 'fair',
        },
      }),
    },
  ],

  // ---- couples of a provider and review requests: work with couples, an active link is enough
  listCoupleProviders: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  createCoupleProvider: [
    {
      right: 'link',
      build: ({ providerId, seq }) => ({
        body: { providerId, coupleName: `Hannah Kaiser & Paul Werner ${seq}`, weddingDate: day(-30) },
      }),
    },
  ],
  getCoupleProvider: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const relation = relationOf(db, providerId);
        return relation && { params: { id: relation.id } };
      },
    },
  ],
  updateCoupleProvider: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const relation = relationOf(db, providerId);
        return relation && { params: { id: relation.id }, body: { workedTogether: true } };
      },
    },
  ],
  deleteCoupleProvider: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const relation = relationOf(db, providerId);
        return relation && { params: { id: relation.id } };
      },
    },
  ],
  requestCoupleComment: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const today = isoDate(now());
        const relation = relationOf(db, providerId, (r) => r.email !== null && reviewRequestBlock(r, today) === null);
        return (
          relation && {
            params: { id: relation.id },
            body: { channel: 'email', agreedWithCouple: true },
          }
        );
      },
    },
  ],
  getCountsByCommentRequest: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getCoupleProvidersStatsEstimate: [
    { right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) },
  ],
  listCouplesNotWorkedTogether: [
    { right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) },
  ],
  listCoupleVisitLog: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],

  // ---- the account: everyone in it reads; administrators change
  getCustomer: { notScoped: 'the account itself: every user of the account reads it' },
  updateCustomer: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ customerId }) => ({ params: { customerId }, body: { taxNumber: '046/999/00000' } }),
    },
  ],
  listCustomerUsers: { notScoped: "the account's users: every user of the account reads them" },
  getCustomerUser: { notScoped: "the account's users: every user of the account reads them" },
  listCustomerUserContacts: { notScoped: "the account's users: every user of the account reads them" },
  createCustomerUser: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ customerId, seq }) => ({
        params: { customerId },
        body: {
          name: 'Thomas Richter',
          username: `t.richter.${seq}`,
          password: 'Hochzeit2026',
          passwordMatch: 'Hochzeit2026',
        },
      }),
    },
  ],
  updateCustomerUser: [
    {
      right: 'admin',
      name: "another user's profile",
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        return spare && { params: { customerId, userId: spare.id }, body: { bio: 'Geändert von einem Kollegen.' } };
      },
    },
    {
      right: 'admin',
      name: "another user's role",
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        return spare && { params: { customerId, userId: spare.id }, body: { roleId: spare.roleId === 3 ? 2 : 3 } };
      },
    },
  ],
  deleteCustomerUser: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'unlinked');
        return spare && { params: { customerId, userId: spare.id } };
      },
    },
  ],
  uploadCustomerUserImage: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        if (!spare) return undefined;
        const form = new FormData();
        form.append('image', png());
        return { params: { customerId, userId: spare.id }, body: form };
      },
    },
  ],
  addCustomerUserProvider: [
    {
      right: 'admin',
      build: ({ db, customerId, providerId }) => {
        const spare = spareUser(db, customerId, 'unlinked');
        if (!spare || spare.customerUserProviders.some((link) => link.providerId === providerId)) return undefined;
        return { params: { customerId, userId: spare.id }, body: { providerId, canManage: true } };
      },
    },
  ],
  updateCustomerUserProvider: [
    {
      right: 'admin',
      build: ({ db, customerId, providerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        const link = spare?.customerUserProviders.find((l) => l.providerId === providerId);
        return (
          spare &&
          link && {
            params: { customerId, userId: spare.id, linkId: link.id },
            body: { canManage: !link.canManage, hasLeftJob: false },
          }
        );
      },
    },
  ],
  deleteCustomerUserProvider: [
    {
      right: 'admin',
      build: ({ db, customerId, providerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        const link = spare?.customerUserProviders.find((l) => l.providerId === providerId);
        return spare && link && { params: { customerId, userId: spare.id, linkId: link.id } };
      },
    },
  ],
  replaceCustomerUserContacts: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        return (
          spare && {
            params: { customerId, userId: spare.id },
            body: { contacts: [{ type: 'email', value: 'ersatz@schlossgut-havelblick.de' }] },
          }
        );
      },
    },
  ],
  getInvitation: { notScoped: 'public (no login)' },
  acceptInvitation: { notScoped: 'public (no login)' },

  // ---- templates and attachments: one provider's need can-manage, account-wide ones an administrator
  listMailTemplates: [
    {
      right: 'read',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerId: String(providerId) } }),
    },
  ],
  createMailTemplate: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ customerId, providerId, seq }) => ({
        params: { customerId },
        body: { providerId, name: `Angebot ${seq}`, subject: 'Ihr Angebot', content: '<p>Anbei Ihr Angebot.</p>' },
      }),
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ customerId, seq }) => ({
        params: { customerId },
        body: { providerId: null, name: `Angebot für alle ${seq}`, subject: 'Ihr Angebot', content: '<p>Anbei.</p>' },
      }),
    },
  ],
  updateMailTemplate: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ db, customerId, providerId }) => {
        const template = templateOf(db, customerId, providerId);
        return template && { params: { customerId, templateId: template.id }, body: { subject: 'Neuer Betreff' } };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ db, customerId }) => {
        const template = templateOf(db, customerId, null);
        return template && { params: { customerId, templateId: template.id }, body: { subject: 'Neuer Betreff' } };
      },
    },
  ],
  deleteMailTemplate: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ db, customerId, providerId }) => {
        const template = templateOf(db, customerId, providerId);
        return template && { params: { customerId, templateId: template.id } };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ db, customerId }) => {
        const template = templateOf(db, customerId, null);
        return template && { params: { customerId, templateId: template.id } };
      },
    },
  ],
  listAttachments: [
    {
      right: 'read',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerId: String(providerId) } }),
    },
  ],
  uploadAttachment: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ customerId, providerId }) => {
        const form = new FormData();
        form.append('file', pdf());
        form.append('providerId', String(providerId));
        return { params: { customerId }, body: form };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ customerId }) => {
        const form = new FormData();
        form.append('file', pdf());
        return { params: { customerId }, body: form };
      },
    },
  ],
  deleteAttachment: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ db, customerId, providerId }) => {
        const attachment = attachmentOf(db, customerId, providerId);
        return attachment && { params: { customerId, attachmentId: attachment.id } };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ db, customerId }) => {
        const attachment = attachmentOf(db, customerId, null);
        return attachment && { params: { customerId, attachmentId: attachment.id } };
      },
    },
  ],

  // ---- catalogues and halls
  listCatalogs: [
    {
      right: 'read',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerIds: String(providerId) } }),
    },
  ],
  createCatalog: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        // A copy of one of the provider's catalogues: its type and price rows fit the provider's category.
        const model = db.catalogs.all().find((c) => c.providerId === providerId);
        if (!model) return undefined;
        return {
          params: { customerId },
          body: {
            providerId,
            name: `${model.name} (Kopie)`,
            catalogTypeId: model.catalogType.id,
            pricingType: model.pricingType,
            isMain: false,
            expireAt: day(60),
            prices: model.prices.map((p) => ({
              weekPeriod: p.weekPeriod,
              price: p.price,
              catalogItemOptionId: p.catalogItemOption.id,
              currency: 1,
              unit: 1,
            })),
          },
        };
      },
    },
  ],
  getCatalog: [
    {
      right: 'read',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return catalog && { params: { customerId, catalogId: catalog.id } };
      },
    },
  ],
  updateCatalog: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return (
          catalog && {
            params: { customerId, catalogId: catalog.id },
            body: {
              expireAt: day(60),
              prices: catalog.prices.map((p) => ({
                weekPeriod: p.weekPeriod,
                price: p.price + 100,
                catalogItemOptionId: p.catalogItemOption.id,
              })),
            },
          }
        );
      },
    },
  ],
  deleteCatalog: [
    {
      right: 'manage',
      build: ({ db, customerId, providerId }) => {
        const catalog = db.catalogs.all().find((c) => c.providerId === providerId);
        return catalog && { params: { customerId, catalogId: catalog.id } };
      },
    },
  ],
  listCatalogItems: { notScoped: 'reference data: the price rows of a catalogue type and category' },
  listCustomerSpaces: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  createCustomerSpace: [
    {
      right: 'manage',
      build: ({ db, providerId, seq }) =>
        // Halls belong to venues; another category answers 422 on providerId whatever the rights.
        db.providers.findFirst((q) => q.where({ id: providerId }))?.category.categoryType === 'venue'
          ? {
              body: {
                providerId,
                name: `Gartensaal ${seq}`,
                areaType: 'both',
                minCapacity: 15,
                maxCapacity: 80,
                mealCapacity: 60,
              },
            }
          : undefined,
    },
  ],
  updateCustomerSpace: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const space = db.customerSpaces.all().find((s) => s.providerId === providerId);
        return space && { params: { id: space.id }, body: { maxCapacity: space.maxCapacity + 10 } };
      },
    },
  ],
  deleteCustomerSpace: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const space = db.customerSpaces.all().find((s) => s.providerId === providerId);
        return space && { params: { id: space.id } };
      },
    },
  ],

  // ---- payments and saved cards
  listCreditCards: { notScoped: "the account's saved cards: every user of the account reads and pays with them" },
  createCreditCard: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ customerId, seq }) => ({ params: { customerId }, body: { name: 'Geschäftskonto', ...NEW_CARD(seq) } }),
    },
  ],
  updateCreditCard: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const card = db.creditCards.all().find((c) => c.customerId === customerId);
        return card && { params: { customerId, cardId: card.id }, body: { name: 'Hauptkarte' } };
      },
    },
  ],
  deleteCreditCard: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const card = db.creditCards.all().find((c) => c.customerId === customerId && !c.isPrimary);
        return card && { params: { customerId, cardId: card.id } };
      },
    },
  ],
  getSubscription: { notScoped: "the account's plan: every user of the account reads it" },
  listCustomerInteractions: [
    {
      right: 'filter',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerIds: String(providerId) } }),
    },
  ],
  listSmsLogs: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  listPayments: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  getPayment: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const payment = db.payments.all().find((p) => p.providerId === providerId);
        return payment && { params: { id: payment.id } };
      },
    },
  ],
  payPayment: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const payment = openPayment(db, providerId);
        return (
          payment && {
            params: { id: payment.id },
            body: { card: NEW_CARD(), installmentCount: 1, returnUrl: RETURN_URL },
          }
        );
      },
    },
  ],
  completePaymentThreeDSecure: [
    {
      right: 'manage',
      prepares: true,
      build: async ({ db, providerId, seq }) => {
        // The state the bank page returns to: a payment of the provider waiting for its 3-D Secure verdict.
        const payment = openPayment(db, providerId);
        if (!payment) return undefined;
        const token = `3ds_rechte${String(seq).padStart(6, '0')}`;
        await db.payments.update((q) => q.where({ id: payment.id }), {
          data(stored) {
            stored.threeDSecure = {
              token,
              installmentCount: 1,
              totalAmount: stored.amount,
              paidWith: { brand: 'visa', maskedNumber: '**** **** **** 3220' },
              cardToSave: null,
            };
          },
        });
        return { params: { id: payment.id }, body: { redirectResult: `${token}.approved` } };
      },
    },
  ],
  listPaymentInstallments: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const payment = openPayment(db, providerId);
        return payment && { query: { paymentId: String(payment.id) } };
      },
    },
  ],

  // ---- the provider and its listing
  listProviders: { notScoped: "lists the caller's active providers only; takes no provider" },
  getProvider: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  updateProvider: [
    { right: 'manage', build: ({ providerId }) => ({ params: { id: providerId }, body: { address: 'Am Ufer 1' } }) },
  ],
  getProviderPermissions: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  setProviderMainImage: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = activeImage(db, providerId);
        return media && { params: { id: providerId }, body: { mediaId: media.id } };
      },
    },
  ],
  getProviderActiveProduct: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  getProviderRedirectNumber: [
    {
      right: 'read',
      // A provider without a redirect number answers 404 NO_REDIRECT_NUMBER to everyone.
      build: ({ db, providerId }) =>
        db.redirectNumbers.findFirst((q) => q.where({ providerId })) ? { params: { id: providerId } } : undefined,
    },
  ],
  getProviderMissingData: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  listInfoRequestForms: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],

  // ---- galleries and media
  listProviderGalleries: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  createProviderGallery: [
    {
      right: 'manage',
      build: ({ providerId, seq }) => ({
        params: { id: providerId },
        body: { name: `Probeaufnahmen ${seq}`, type: 'photo' },
      }),
    },
  ],
  getProviderGallery: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const gallery = defaultGallery(db, providerId);
        return gallery && { params: { id: providerId, galleryId: gallery.id } };
      },
    },
  ],
  updateProviderGallery: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const gallery = defaultGallery(db, providerId);
        return gallery && { params: { id: providerId, galleryId: gallery.id }, body: { name: 'Location & Garten' } };
      },
    },
  ],
  deleteProviderGallery: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const gallery = db.galleries.all().find((g) => g.providerId === providerId && !g.isDefault);
        return gallery && { params: { id: providerId, galleryId: gallery.id } };
      },
    },
  ],
  listProviderMedias: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  uploadProviderMedia: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const gallery = defaultGallery(db, providerId);
        if (!gallery) return undefined;
        const form = new FormData();
        form.append('image', png());
        form.append('galleryId', String(gallery.id));
        return { params: { id: providerId }, body: form };
      },
    },
  ],
  updateProviderMedia: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = activeImage(db, providerId);
        return media && { params: { id: providerId, mediaId: media.id }, body: { status: 'passive' } };
      },
    },
  ],
  deleteProviderMedia: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId && !m.isMain);
        return media && { params: { id: providerId, mediaId: media.id } };
      },
    },
  ],
  listGalleries: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getMediaItemData: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId);
        return media && { params: { id: media.id } };
      },
    },
  ],
  updateMediaItemData: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const media = db.medias.all().find((m) => m.providerId === providerId);
        return (
          media && {
            params: { id: media.id },
            body: { caption: 'Der Festsaal', altText: 'Festsaal mit gedeckten Tafeln', providerItemIds: [] },
          }
        );
      },
    },
  ],

  // ---- partners (related providers)
  listRelatedProviders: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  addRelatedProvider: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const related = new Set(
          db.relatedProviders
            .all()
            .filter((r) => r.providerId === providerId)
            .map((r) => r.relatedProvider.id),
        );
        const candidate = db.marketplaceProviders.all().find((p) => !related.has(p.id));
        return candidate && { params: { id: providerId }, body: { relatedProviderId: candidate.id } };
      },
    },
  ],
  removeRelatedProvider: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const related = db.relatedProviders.all().find((r) => r.providerId === providerId);
        return related && { params: { id: providerId, relatedProviderId: related.relatedProvider.id } };
      },
    },
  ],
  listRelatedProviderCandidates: [
    { right: 'read', build: ({ providerId }) => ({ params: { id: providerId }, query: { name: 'Ha' } }) },
  ],

  // ---- availability calendar
  listCalendarEvents: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  createCalendarEvent: [
    {
      right: 'manage',
      build: ({ providerId }) => ({
        params: { id: providerId },
        body: { title: 'Privatfeier', startDate: day(200), endDate: day(200), availability: 'blocked' },
      }),
    },
  ],
  updateCalendarEvent: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const event = db.calendarEvents.all().find((e) => e.providerId === providerId);
        return event && { params: { id: providerId, eventId: event.id }, body: { note: 'Vertrag unterschrieben' } };
      },
    },
  ],
  deleteCalendarEvent: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const event = db.calendarEvents.all().find((e) => e.providerId === providerId);
        return event && { params: { id: providerId, eventId: event.id } };
      },
    },
  ],

  // ---- listing information, products and the approval queue
  listProviderData: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  updateProviderData: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const answer = db.providerData.all().find((a) => a.providerId === providerId && a.value !== null);
        return answer && { params: { id: answer.id }, body: { value: answer.value } };
      },
    },
  ],
  listProviderForms: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  listProviderItems: [{ right: 'filter', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  createProviderItem: [
    {
      right: 'manage',
      build: ({ providerId }) => ({ body: { providerId, name: 'Sektempfang im Park', price: 900 } }),
    },
  ],
  updateProviderItem: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const item = db.providerItems.all().find((i) => i.providerId === providerId);
        return item && { params: { id: item.id }, body: { description: 'Mit Anpassung im Atelier.' } };
      },
    },
  ],
  deleteProviderItem: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const item = db.providerItems.all().find((i) => i.providerId === providerId);
        return item && { params: { id: item.id } };
      },
    },
  ],
  moveProviderItems: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const ids = db.providerItems
          .all()
          .filter((i) => i.providerId === providerId)
          .map((i) => i.id);
        return ids.length > 0 ? { body: { providerId, itemIds: ids.reverse() } } : undefined;
      },
    },
  ],
  listProviderDataUpdates: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  approveProviderDataUpdate: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const update = pendingUpdate(db, providerId);
        return update && { params: { id: update.id } };
      },
    },
  ],
  updateProviderDataUpdate: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const update = pendingUpdate(db, providerId);
        return update && { params: { id: update.id }, body: { newValue: update.newValue } };
      },
    },
  ],
  deleteProviderDataUpdate: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const update = pendingUpdate(db, providerId);
        return update && { params: { id: update.id } };
      },
    },
  ],
  listPendingChangeRequests: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],

  // ---- to-dos of the caller's providers
  listProviderPrompts: { notScoped: "the caller's to-dos, of the active providers only; takes no provider" },
  getProviderPromptCounts: { notScoped: "the caller's to-dos, of the active providers only; takes no provider" },
  applyProviderPromptAction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const prompt = db.providerPrompts.all().find((p) => p.providerId === providerId);
        return prompt && { params: { id: prompt.id }, body: { type: 'completed' } };
      },
    },
  ],

  // ---- reviews
  listProviderTestimonials: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getProviderTestimonialCounts: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getProviderTestimonial: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const testimonial = db.testimonials.all().find((t) => t.providerId === providerId);
        return testimonial && { params: { id: testimonial.id } };
      },
    },
  ],
  updateProviderTestimonial: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const testimonial = db.testimonials.all().find((t) => t.providerId === providerId && t.status === 'published');
        return testimonial && { params: { id: testimonial.id }, body: { isFeatured: !testimonial.isFeatured } };
      },
    },
  ],
  replyToProviderTestimonial: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const testimonial = db.testimonials
          .all()
          .find((t) => t.providerId === providerId && t.status === 'published' && t.reply === null);
        return (
          testimonial && {
            params: { id: testimonial.id },
            body: { body: 'Herzlichen Dank für Ihre Bewertung und alles Gute!' },
          }
        );
      },
    },
  ],
  listReviewChannels: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  listExternalComments: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  importExternalComments: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const channel = db.reviewChannels.all().find((c) => c.providerId === providerId && c.isConnected);
        const comment =
          channel &&
          db.externalComments
            .all()
            .find(
              (c) =>
                c.providerId === providerId && c.channelId === channel.id && c.transferStatus === 'not_transferred',
            );
        return (
          channel &&
          comment && { params: { id: providerId }, body: { channelId: channel.id, externalCommentIds: [comment.id] } }
        );
      },
    },
  ],
  getExternalCommentFilters: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],

  // ---- discounts
  listDiscounts: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  createDiscount: [
    {
      right: 'manage',
      build: ({ providerId }) => ({
        body: {
          providerId,
          discountType: 'discount',
          discountRatio: 10,
          intro: '10 % auf Hochzeiten an Freitagen.',
          isPrimary: false,
          validFrom: day(1),
          validUntil: day(90),
        },
      }),
    },
  ],
  getDiscount: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId);
        return discount && { params: { id: discount.id } };
      },
    },
  ],
  updateDiscount: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId, (d) => d.validUntil >= day(1));
        return discount && { params: { id: discount.id }, body: { intro: 'Neu: 10 % auf Freitage im Winter.' } };
      },
    },
  ],
  deleteDiscount: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId);
        return discount && { params: { id: discount.id } };
      },
    },
  ],
  listDiscountCoupons: [
    {
      right: 'filter',
      build: ({ db, providerId }) => {
        const discount = discountOf(db, providerId);
        return discount && { query: { discountId: String(discount.id) } };
      },
    },
  ],
  createDiscountCoupon: [
    {
      right: 'manage',
      build: ({ db, providerId, seq }) => {
        const discount = discountOf(db, providerId, (d) => d.validUntil >= day(1));
        return discount && { body: { discountId: discount.id, code: `RECHTE${seq}`, maxUsage: 5, validUntil: null } };
      },
    },
  ],
  deleteDiscountCoupon: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const coupon = couponOf(db, providerId);
        return coupon && { params: { id: coupon.id } };
      },
    },
  ],

  // ---- agreements and upgrade requests
  listAgreementTexts: { notScoped: 'texts every user signs for themselves' },
  listAgreementSigns: { notScoped: "the caller's own signatures" },
  signAgreement: { notScoped: "the caller's own signature" },
  createProposal: [
    {
      right: 'link',
      build: ({ db, customerId, userId, providerId }) => {
        // One open request per account and feature: a feature the account has not asked for yet.
        const asked = new Set(
          db.proposals
            .all()
            .filter((p) => p.type === 'upgrade' && p.status === 'open' && p.customerId === customerId)
            .map((p) => p.feature),
        );
        const feature = UPGRADE_FEATURES.find((f) => !asked.has(f));
        return (
          feature && {
            body: {
              type: 'upgrade',
              campaign: { id: 501 },
              companyName: 'Schlossgut Havelblick GmbH',
              customer: { id: customerId },
              customerUser: { id: userId },
              name: 'Katharina Vogt',
              feature,
              providerId,
            },
          }
        );
      },
    },
  ],

  // ---- statistics
  getProviderVisitStats: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  getProviderBookingStats: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  getProviderRivalStats: [{ right: 'read', build: ({ providerId }) => ({ params: { id: providerId } }) }],
  listVisitLogs: [{ right: 'read', build: ({ providerId }) => withProvider(providerId) }],
  getProviderAdStats: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
};
