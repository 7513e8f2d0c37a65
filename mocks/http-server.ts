// The mock backend as a real HTTP server (Pact provider verification, any HTTP client):
//   npm run mock:serve        -> http://127.0.0.1:4010 (MOCK_PORT), scenario from MOCK_SCENARIO (default "default")
// The API is served at the root (`/leads`, `/access-tokens`, …); `/__mock/*` is the control surface.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { db, resetDatabase } from './db';
import { addDays, addMinutes, isoDate, isoDateTime, now, startOfDay } from './lib/clock';
import { isMediaPath, mediaPlaceholderResponse } from './lib/media-placeholder';
import { setStandInPortalOrigin } from './lib/stand-in-origin';
import { isScenario } from './db/seed-context';
import { missingRequiredFields } from './db/provider-forms';
import {
  clearFault,
  clearFaults,
  injectFault,
  latestQuickLoginCode,
  mockState,
  parseControlBody,
  switchScenario,
} from './control';
import { createHandlers } from './handlers';
import { BASIC_PLAN_LEADS_PER_MONTH, createIncomingLead, hiddenByPlan } from './db/leads';
import { plain } from './db/collection';
import { countsAgainstImageCap, planGates, setImageUploadMaxSizeKb } from './db/provider-media';

import { berlinMonth } from './lib/response-time';
import { LOGIN_FAILURE_LIMIT, loginLockSecondsLeft, recordLoginFailure } from './lib/login-throttle';
import { isVisibleToCouples } from '../src/lib/product-visibility';

/** The basic plan's gallery image cap (the provider 201 is on it). */
const BASIC_GALLERY_IMAGE_CAP = planGates('basic').galleryImageCap ?? 0;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept-Language, X-Access-Token, X-Consumer-Key, X-Switch-User',
  // Not a CORS-safelisted answer header: without this a portal on another origin cannot read the login lock's wait.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** The error reports (Sentry envelopes, as sent) this server's ingest has received. */
const errorReports: string[] = [];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS });
  res.end(JSON.stringify(body));
}

/**
 * Error format of 422 answers. The handlers answer version 1 (field errors); the provider state "validation
 * failures are answered in error format version 2" switches the server to version 2 (only a generic message),
 * as some API endpoints answer, until the next state that starts from a fresh database.
 */
let validationErrorFormat: 1 | 2 = 1;

/** A fresh default database for a provider state (and error format version 1 again). */
async function freshDatabase(): Promise<void> {
  validationErrorFormat = 1;
  setImageUploadMaxSizeKb();
  await resetDatabase();
}

/** Creates the access token a logged-in state promises (fixed values, so pacts can record them). */
async function logIn(params: Record<string, unknown>, fallbackUsername: string) {
  const username = String(params.username ?? fallbackUsername);
  const credential = db.credentials.findFirst((q) => q.where({ username }));
  if (!credential) throw new Error(`The seed has no user ${username}.`);
  const created = now();
  const token = await db.accessTokens.create({
    id: Number(params.accessTokenId ?? 1),
    token: String(params.accessToken),
    consumerKey: String(params.consumerKey),
    credentialId: credential.id,
    createdAt: isoDateTime(created),
    expiresAt: isoDateTime(addDays(created, 30)),
    deleted: false,
  });
  return { credential, session: { accessTokenId: token.id, accessToken: token.token, consumerKey: token.consumerKey } };
}

/** A one-time code of a user, as POST /auth/quick/request would have stored it. */
async function storeQuickLoginCode(input: {
  username: string;
  code: string;
  issuedSecondsAgo: number;
  attempts: number;
}) {
  const issued = new Date(now().getTime() - input.issuedSecondsAgo * 1000);
  await db.quickLoginCodes.deleteMany((q) => q.where({ username: input.username }));
  await db.quickLoginCodes.create({
    id: 1,
    username: input.username,
    code: input.code,
    issuedAt: issued.toISOString(),
    expiresAt: addMinutes(issued, 2).toISOString(),
    attempts: input.attempts,
    used: false,
  });
}

/** The two-factor record of the user demo, as the set-up (and its confirmation) would have stored it. */
async function storeTwoFactor(state: {
  pendingSecret: string | null;
  secret: string | null;
  enabledAt: string | null;
}) {
  const userId = db.credentials.findFirst((q) => q.where({ username: 'demo' }))?.customerUserId;
  if (!userId) throw new Error('The seed has no user demo.');
  await db.twoFactors.deleteMany((q) => q.where({ customerUserId: userId }));
  await db.twoFactors.create({
    id: 1,
    customerUserId: userId,
    ...state,
    lastUsedStep: null,
    failures: 0,
    failureWindowStartedAt: null,
    lockedUntil: null,
  });
}

/**
 * Pact provider states (contracts/, `npm run contract:verify`): each name states a fact, its setup puts the
 * database into it. States that need a fresh database reset it first; states about seeded records only check
 * them (so they combine with a reset in any order). Answers the session values the state created, if any.
 */
/** Payments (issue 19): puts payment 880 of provider 101 (349 EUR) in place with the given changes. */
async function putPayment880(changes: Partial<ReturnType<typeof db.payments.all>[number]>): Promise<void> {
  const source = db.payments.all().find((p) => p.providerId === 101 && p.customerId === 1 && p.status === 'pending');
  if (!source && !db.payments.findFirst((q) => q.where({ id: 880 })))
    throw new Error('The seed has no pending payment of provider 101.');
  db.payments.delete((q) => q.where({ id: 880 }));
  const base = source ? plain(source) : undefined;
  if (!base) throw new Error('No payment to copy.');
  await db.payments.create({
    ...base,
    id: 880,
    amount: 349,
    paidAt: null,
    installments: [],
    invoiceUrl: null,
    paidWith: null,
    ...changes,
  });
}

const PROVIDER_STATES: Record<string, (params: Record<string, unknown>) => Promise<Record<string, unknown>>> = {
  'the user demo with password demo1234 exists': async () => {
    await freshDatabase();
    if (!db.credentials.findFirst((q) => q.where({ username: 'demo', password: 'demo1234' })))
      throw new Error('The seed has no user demo with password demo1234.');
    return {};
  },
  'the user demo is logged in with access token 1': async (params) => {
    await freshDatabase();
    return (await logIn(params, 'demo')).session;
  },
  'no access token is valid': async () => {
    await freshDatabase();
    for (const token of db.accessTokens.all()) {
      await db.accessTokens.update((q) => q.where({ id: token.id }), {
        data(record) {
          record.deleted = true;
        },
      });
    }
    return {};
  },
  'a lead 42 of the couple "Anna Schmidt & Lukas Becker" at provider 101 exists': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    if (lead?.couple.name !== 'Anna Schmidt & Lukas Becker' || lead.providerId !== 101)
      throw new Error('Lead 42 of "Anna Schmidt & Lukas Becker" at provider 101 is missing from the seed.');
    return {};
  },

  // ------------------------------------------------------------ auth recovery (contracts/consumer/auth-recovery)
  'the user renew must change the password and is logged in with access token 1': async (params) => {
    await freshDatabase();
    const { credential, session } = await logIn(params, 'renew');
    if (!credential.passwordChangeRequired || credential.password !== 'renew1234' || credential.customerUserId !== 6)
      throw new Error('The seed has no user renew (customer user 6, password renew1234) that must change it.');
    return session;
  },
  'the recovery key wiederherstellung-demo-2026 of the user demo is valid': async () => {
    await freshDatabase();
    const key = db.recoveryKeys.findFirst((q) => q.where({ key: 'wiederherstellung-demo-2026', used: false }));
    const credential = key ? db.credentials.findFirst((q) => q.where({ id: key.credentialId })) : undefined;
    if (credential?.username !== 'demo') throw new Error('The seed has no recovery key of demo.');
    return {};
  },
  'no recovery key abgelaufen-0000-0000 is valid': async () => {
    await freshDatabase();
    if (db.recoveryKeys.findFirst((q) => q.where({ key: 'abgelaufen-0000-0000' })))
      throw new Error('The seed has a recovery key abgelaufen-0000-0000.');
    return {};
  },
  'the user demo has the one-time code 246810, sent a minute ago': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 60, attempts: 0 });
    return {};
  },
  'the user demo asked for a one-time code 10 seconds ago': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 10, attempts: 0 });
    return {};
  },
  'the one-time code 246810 of the user demo expired': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 300, attempts: 0 });
    return {};
  },
  'the one-time code of the user demo was entered wrongly 5 times': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 60, attempts: 5 });
    return {};
  },
  'the login of the user demo is locked after 5 wrong passwords': async () => {
    await freshDatabase();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) await recordLoginFailure('demo');
    if (loginLockSecondsLeft('demo') === 0) throw new Error('The login of demo did not lock.');
    return {};
  },
  // ------------------------------------------------------------ two-factor (contracts/consumer/team)
  // Only after a state that starts from a fresh database (demo logged in). The secret is the state's parameter;
  // the verification runs at CONTRACT_NOW, so the pact's codes are this secret's codes of that instant.
  'the user demo started a two-factor set-up with the secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP': async (params) => {
    await storeTwoFactor({ pendingSecret: String(params.secret), secret: null, enabledAt: null });
    return {};
  },
  'the user demo has two-factor login on since 2026-11-20T09:30:00Z with the secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP':
    async (params) => {
      await storeTwoFactor({ pendingSecret: null, secret: String(params.secret), enabledAt: String(params.enabledAt) });
      return {};
    },
  'no user unbekannt exists': async () => {
    await freshDatabase();
    if (db.credentials.findFirst((q) => q.where({ username: 'unbekannt' })))
      throw new Error('The seed has a user unbekannt.');
    return {};
  },
  // The mock takes Google authorization codes of the form google:<username> (README).
  'the Google authorization code google:demo belongs to the user demo': async () => {
    await freshDatabase();
    if (!db.credentials.findFirst((q) => q.where({ username: 'demo' }))) throw new Error('The seed has no user demo.');
    return {};
  },
  'an invitation for customer user 5 of customer 1 with hash einladung-lena-hoffmann-2026 exists': async () => {
    await freshDatabase();
    const invitation = db.invitations.findFirst((q) =>
      q.where({ customerId: 1, customerUserId: 5, hash: 'einladung-lena-hoffmann-2026', used: false }),
    );
    if (!invitation) throw new Error('The seed has no open invitation einladung-lena-hoffmann-2026.');
    return {};
  },
  'no invitation with hash ungueltig-0000 exists': async () => {
    await freshDatabase();
    if (db.invitations.findFirst((q) => q.where({ hash: 'ungueltig-0000' })))
      throw new Error('The seed has an invitation ungueltig-0000.');
    return {};
  },
  // Combined with a state that starts from a fresh database; name it after that one.
  'validation failures are answered in error format version 2': async () => {
    validationErrorFormat = 2;
    return {};
  },

  // ------------------------------------------------------------ prompts and dashboard (contracts/consumer/*)
  'an open to-do 4900 of provider 101 exists': async () => {
    await db.providerPrompts.deleteMany((q) => q.where({ id: 4900 }));
    await db.providerPrompts.create({
      id: 4900,
      providerId: 101,
      type: 'todo',
      title: 'Mehr Fotos hochladen',
      body: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen.',
      createdAt: isoDateTime(addDays(now(), -2)),
      completedAt: null,
      linkData: { path: '/anbieter/schlossgut-havelblick/fotos', text: 'Galerie ansehen' },
      texts: {
        title: {
          de: 'Mehr Fotos hochladen',
          en: 'Upload more photos',
          tr: 'Daha fazla fotoğraf yükleyin',
          ar: 'ارفعوا المزيد من الصور',
        },
        body: {
          de: 'Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen.',
          en: 'Profiles with 30 or more pictures receive noticeably more requests.',
          tr: '30 veya daha fazla fotoğrafı olan profiller belirgin şekilde daha fazla talep alır.',
          ar: 'تتلقى الملفات التي تضم 30 صورة أو أكثر طلبات أكثر بكثير.',
        },
        linkText: { de: 'Galerie ansehen', en: 'View gallery', tr: 'Galeriyi görüntüle', ar: 'عرض المعرض' },
      },
    });
    return {};
  },
  'no prompt 4999 exists': async () => {
    if (db.providerPrompts.findFirst((q) => q.where({ id: 4999 }))) throw new Error('The seed has a prompt 4999.');
    return {};
  },
  'the providers of the user demo have open and completed to-dos and notifications': async () => {
    const prompts = db.providerPrompts.all().filter((p) => [101, 102, 103].includes(p.providerId));
    for (const type of ['todo', 'notification'] as const) {
      const ofType = prompts.filter((p) => p.type === type);
      if (!ofType.some((p) => p.completedAt === null) || !ofType.some((p) => p.completedAt !== null))
        throw new Error(`The seed lacks open or completed ${type} prompts of the demo providers.`);
    }
    return {};
  },
  'the provider 103 of the user demo misses form data': async () => {
    const provider = db.providers.findFirst((q) => q.where({ id: 103 }));
    if (!provider?.isMissingData || missingRequiredFields(db, 103).length === 0)
      throw new Error('The seed has no missing form data of provider 103.');
    return {};
  },
  'the customer 1 has no open upgrade request for discounts': async () => {
    const open = db.proposals
      .all()
      .some((p) => p.type === 'upgrade' && p.status === 'open' && p.customerId === 1 && p.feature === 'discounts');
    if (open) throw new Error('Customer 1 already has an open upgrade request for discounts.');
    return {};
  },

  // ------------------------------------------------------------ leads (contracts/consumer/leads-*)
  'the user basic is logged in with access token 1': async (params) => {
    await freshDatabase();
    return (await logIn(params, 'basic')).session;
  },
  'the providers of the user demo have leads in the last six months': async () => {
    const since = isoDateTime(addDays(now(), -182));
    if (!db.leads.all().some((l) => [101, 102, 103].includes(l.providerId) && l.createdAt >= since))
      throw new Error('The seed has no recent leads of the demo providers.');
    return {};
  },
  'a lead 42 with two unread messages exists': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    const unread = db.leadMessages.all().filter((m) => m.leadId === 42 && m.direction === 'incoming' && !m.isRead);
    if (lead?.status !== 'new' || lead.unreadMessageCount !== 2 || unread.length !== 2)
      throw new Error('Lead 42 is not new with two unread messages of the couple.');
    return {};
  },
  'no lead 999999 exists': async () => {
    if (db.leads.findFirst((q) => q.where({ id: 999999 }))) throw new Error('The seed has a lead 999999.');
    return {};
  },
  'lead 43 has an undeliverable e-mail address': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 43 }));
    if (lead?.providerId !== 101 || !lead.contactEmail?.endsWith('@ungueltig.de'))
      throw new Error('Lead 43 of provider 101 with an address @ungueltig.de is missing from the seed.');
    return {};
  },
  // Which seeded lead lies beyond the quota depends on the day; this state makes one with a fixed id.
  'the user basic has a lead 4990 beyond the monthly quota of the basic plan': async () => {
    await createLockedLead(4990, 201);
    return {};
  },
  'lead 42 has a note 4800 of Jonas Albrecht that demo has not read': async () => {
    await db.leadComments.deleteMany((q) => q.where({ id: 4800 }));
    await db.leadComments.create({
      id: 4800,
      leadId: 42,
      createdAt: isoDateTime(addMinutes(now(), -90)),
      body: 'Paar hat angerufen: Besichtigung am Samstagvormittag gewünscht, bitte Termin vorschlagen.',
      author: { id: 2, name: 'Jonas Albrecht' },
      readByUserIds: [2],
    });
    return {};
  },
  // The seed numbers lead data in order of arrival, which depends on the day; the contract needs a fixed id.
  'the lead data of lead 42 is record 4242 with 90 guests and a budget of 18000 EUR': async () => {
    const record = db.leadData.findFirst((q) => q.where({ leadId: 42 }));
    if (record?.capacity !== 90 || record.budget?.amount !== 18000)
      throw new Error('The seed has no lead data of lead 42 with 90 guests and a budget of 18000 EUR.');
    await db.leadData.deleteMany((q) => q.where({ leadId: 42 }));
    await db.leadData.create({ ...plain(record), id: 4242 });
    return {};
  },
  'the couple 1042 of lead 42 was active and seen on the website': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    const active = db.leadMessages.all().some((m) => m.leadId === 42 && m.direction === 'incoming');
    if (lead?.couple.id !== 1042 || !lead.coupleLastSeenAt || !active)
      throw new Error('The couple 1042 of lead 42 has no activity or was never seen.');
    return {};
  },
  'the customer 1 has mail templates': async () => {
    if (!db.mailTemplates.all().some((t) => t.customerId === 1)) throw new Error('Customer 1 has no mail templates.');
    return {};
  },
  'the customer 1 has attachments': async () => {
    if (!db.attachments.all().some((a) => a.customerId === 1)) throw new Error('Customer 1 has no attachments.');
    return {};
  },
  'the user demo has a signature for provider 101 only': async () => {
    const links = db.customerUsers.findFirst((q) => q.where({ id: 1 }))?.customerUserProviders ?? [];
    const signed = links.filter((l) => l.signatureContent).map((l) => l.providerId);
    if (links.length !== 3 || signed.length !== 1 || signed[0] !== 101)
      throw new Error('The user demo does not have exactly one signature, for provider 101, among three links.');
    return {};
  },
  'the colleague Jonas Albrecht has a signature for provider 101 with link id 4': async () => {
    const jonas = db.customerUsers.findFirst((q) => q.where({ id: 2, customerId: 1 }));
    const link = jonas?.customerUserProviders.find((l) => l.id === 4);
    if (jonas?.username !== 'jonas.albrecht' || link?.providerId !== 101 || !link.signatureContent)
      throw new Error('The seed has no signature of Jonas Albrecht (customer user 2) for provider 101 with link id 4.');
    return {};
  },
  'the link of the user demo to provider 101 has no edit rights': async () => {
    // Taken away by an administrator (docs/security.md, "Rights inside one account"); the rest of the seed stays.
    await db.customerUsers.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.customerUserProviders = user.customerUserProviders.map((link) =>
          link.providerId === 101 ? { ...link, canManage: false } : link,
        );
      },
    });
    return {};
  },
  'the provider 101 has a call-tracking number': async () => {
    if (!db.redirectNumbers.findFirst((q) => q.where({ providerId: 101 })))
      throw new Error('The seed has no call-tracking number of provider 101.');
    return {};
  },
  // ------------------------------------------------------------ listing (contracts/consumer/listing)
  /** Only after a state that starts from a fresh database. */
  'the required minBudget answer of provider 103 is record 5300 and empty': async () => {
    const answer = db.providerData.findFirst((q) => q.where({ providerId: 103, fieldName: 'minBudget' }));
    if (!answer || answer.value !== null) throw new Error('The seed has no empty minBudget answer of provider 103.');
    db.providerData.delete((q) => q.where({ id: answer.id }));
    await db.providerData.create({ ...plain(answer), id: 5300 });
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  'the phone number change 7400 of provider 101 waits for approval': async () => {
    const provider = db.providers.findFirst((q) => q.where({ id: 101 }));
    if (!provider) throw new Error('The seed has no provider 101.');
    await db.providerDataUpdates.create({
      id: 7400,
      providerId: 101,
      fieldName: 'phone',
      oldValue: provider.phone,
      newValue: '+4933120045699',
      status: 'pending',
      requestedBy: { id: 1, name: 'Katharina Vogt' },
      createdAt: isoDateTime(addMinutes(now(), -30)),
    });
    return {};
  },
  // ------------------------------------------------------------ listing: halls and references
  // (contracts/consumer/listing-halls-references)
  'the halls of provider 101 are records 1 to 4, hall 4 without meal and cocktail capacity': async () => {
    const halls = db.customerSpaces
      .all()
      .filter((s) => s.providerId === 101)
      .map((s) => s.id)
      .sort((a, b) => a - b);
    const fourth = db.customerSpaces.findFirst((q) => q.where({ id: 4 }));
    if (halls.join() !== '1,2,3,4' || fourth?.mealCapacity !== null || fourth.cocktailCapacity !== null)
      throw new Error('The seed does not have the halls 1 to 4 of provider 101 with hall 4 incomplete.');
    return {};
  },
  'the reference gallery of provider 101 holds provider 151 but not provider 156': async () => {
    const related = db.relatedProviders
      .all()
      .filter((r) => r.providerId === 101)
      .map((r) => r.relatedProvider.id);
    if (
      !related.includes(151) ||
      related.includes(156) ||
      !db.marketplaceProviders.findFirst((q) => q.where({ id: 156 }))
    )
      throw new Error('The seed does not link 151 and not 156 (a listed provider) to provider 101.');
    return {};
  },
  'the provider 201 has no call-tracking number': async () => {
    if (db.redirectNumbers.findFirst((q) => q.where({ providerId: 201 })))
      throw new Error('The seed has a call-tracking number of provider 201.');
    return {};
  },

  // ------------------------------------------------------------ catalogues (issue 14, contracts/consumer/catalogues)
  // The seed's catalogues 1 (current), 2 and 3 (expired) of provider 101. `expireAt` is a valid expiry date of
  // today (the window moves with the day), injected into the requests that send one.
  'the provider 101 has the catalogue 1 and the expired catalogues 2 and 3': async () => {
    const ours = db.catalogs.all().filter((c) => c.providerId === 101 && c.customerId === 1);
    const byId = (id: number) => ours.find((c) => c.id === id);
    if (!byId(1) || byId(1)?.needsPriceUpdate || !byId(2)?.needsPriceUpdate || !byId(3)?.needsPriceUpdate)
      throw new Error('The seed has not the catalogues 1, 2 and 3 of provider 101.');
    return { expireAt: isoDate(addDays(startOfDay(now()), 30)) };
  },
  'no catalogue 999999 exists': async () => {
    if (db.catalogs.findFirst((q) => q.where({ id: 999999 }))) throw new Error('The seed has a catalogue 999999.');
    return {};
  },

  // ------------------------------------------------------------ products (contracts/consumer/products)
  /** Only after a state that starts from a fresh database. */
  'the photographer 102 has the products 3901, 3902 and 3903, and provider 201 the product 3950': async () => {
    const products: Array<[number, number, string, number]> = [
      [3901, 102, 'Ganztagesreportage', 2450],
      [3902, 102, 'Fotobox für die Feier', 390],
      [3903, 102, 'Brautpaarshooting am Morgen', 690],
      [3950, 201, 'Sektempfang an der Elbe', 900],
    ];
    const orderBase = db.providerItems.all().reduce((max, item) => Math.max(max, item.orderNo), 0);
    for (const [index, [id, providerId, name, price]] of products.entries()) {
      await db.providerItems.deleteMany((q) => q.where({ id }));
      await db.providerItems.create({
        id,
        providerId,
        name,
        description: null,
        price,
        discountedPrice: null,
        currency: 'EUR',
        status: 'active',
        approvalStatus: 'approved',
        rejectReason: null,
        imagePath: null,
        orderNo: orderBase + index + 1,
        isBiddable: false,
        createdAt: isoDateTime(addMinutes(now(), -60 + index)),
      });
    }
    return {};
  },
  'the bridal shop 103 offers products on bridal-gown leads': async () => {
    if (!db.providerItems.all().some((item) => item.providerId === 103 && item.isBiddable && isVisibleToCouples(item)))
      throw new Error('The seed has no biddable product of the bridal shop 103 that couples see.');
    return {};
  },
  // ------------------------------------------------------------ reviews (issue 18, contracts/consumer/reviews)
  // Records with the ids the contracts name (the seed numbers reviews and couples in its own order).
  /** Only after a state that starts from a fresh database. */
  'the venue 101 has the pending review 8790 without a reply and the published review 8791 that is not featured':
    async () => {
      const base = {
        providerId: 101,
        weddingDate: isoDate(addDays(now(), -20)),
        title: null,
        rejectCause: null,
        isFeatured: false,
        addedBy: 'couple' as const,
        gallery: [],
        reply: null,
      };
      for (const id of [8790, 8791]) await db.testimonials.deleteMany((q) => q.where({ id }));
      await db.testimonials.create({
        ...base,
        id: 8790,
        brideName: 'Sophie Weber',
        groomName: 'Felix Schneider',
        rating: 4,
        body: 'Tolle Räume und ein sehr aufmerksamer Service.',
        status: 'pending',
        createdAt: isoDateTime(addMinutes(now(), -30)),
      });
      await db.testimonials.create({
        ...base,
        id: 8791,
        brideName: 'Anna Schmidt',
        groomName: 'Lukas Becker',
        rating: 5,
        body: 'Vom ersten Gespräch bis zum letzten Tanz war alles perfekt.',
        status: 'published',
        createdAt: isoDateTime(addDays(now(), -10)),
      });
      return {};
    },
  /** Only after a state that starts from a fresh database. */
  'the venue 201 of the basic plan has the published review 8795 without a reply': async () => {
    await db.testimonials.deleteMany((q) => q.where({ id: 8795 }));
    await db.testimonials.create({
      id: 8795,
      providerId: 201,
      brideName: 'Marie Hoffmann',
      groomName: 'Paul Wagner',
      weddingDate: null,
      rating: 5,
      title: null,
      body: 'Die Terrasse an der Elbe war traumhaft.',
      status: 'published',
      rejectCause: null,
      isFeatured: false,
      addedBy: 'couple',
      gallery: [],
      reply: null,
      createdAt: isoDateTime(addDays(now(), -3)),
    });
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  'the venue 101 worked with the couple of relation 5390, not asked for a review yet, with an e-mail address and no mobile number':
    async () => {
      await db.coupleProviders.deleteMany((q) => q.where({ id: 5390 }));
      await db.coupleProviders.create({
        id: 5390,
        customerId: 1,
        couple: { id: 88390, name: 'Marie Fischer & Jonas Weber', weddingDate: isoDate(addDays(now(), -40)) },
        providerId: 101,
        leadId: null,
        workedTogether: true,
        commentRequestStatus: 'none',
        commentRequestedAt: null,
        createdAt: isoDateTime(addMinutes(now(), -5)),
        email: 'marie.fischer@example.de',
        phone: null,
      });
      return {};
    },
  /** Only after a state that starts from a fresh database. */
  'the venue 101 has the review 55990 on its connected Google channel 1, not transferred yet': async () => {
    await db.externalComments.deleteMany((q) => q.where({ id: 55990 }));
    await db.externalComments.create({
      id: 55990,
      providerId: 101,
      channelId: 1,
      authorName: 'Katharina Neumann',
      rating: 5,
      body: 'Traumhafte Hochzeit im Schlosspark.',
      postedAt: isoDateTime(addMinutes(now(), -15)),
      transferStatus: 'not_transferred',
    });
    return {};
  },
  // ------------------------------------------------------------ media (contracts/consumer/media)
  /** The seed's gallery 301 as the contracts name it (the seed numbers media in a fixed order). */
  'the venue 101 has the photo gallery 301 with the images 5531 to 5540: 5531 the active main image, 5532 active, 5538 passive, 5539 pending approval':
    async () => {
      const media = (id: number) => db.medias.findFirst((q) => q.where({ id }));
      const ok =
        db.galleries.findFirst((q) => q.where({ id: 301 }))?.providerId === 101 &&
        media(5531)?.isMain === true &&
        media(5531)?.status === 'active' &&
        media(5532)?.status === 'active' &&
        media(5538)?.status === 'passive' &&
        media(5539)?.status === 'pending_approval' &&
        media(5540)?.galleryId === 301 &&
        db.galleries.findFirst((q) => q.where({ id: 302 }))?.isDefault === false;
      if (!ok) throw new Error('The seed of gallery 301 of provider 101 differs from what the media contracts name.');
      return {};
    },
  /** Only after a state that starts from a fresh database (which puts the limit back). */
  'gallery uploads above 1 KB exceed the maximum file size': async () => {
    setImageUploadMaxSizeKb(1);
    return {};
  },
  /** Only after a state that starts from a fresh database. Copies of a seeded image fill the plan's cap. */
  'the provider 201 has as many gallery images as its plan allows': async () => {
    const template = db.medias.all().find((m) => m.providerId === 201 && m.type === 'image' && !m.isMain);
    if (!template) throw new Error('The seed has no image of provider 201.');
    const counted = () => db.medias.all().filter((m) => m.providerId === 201 && countsAgainstImageCap(m)).length;
    let id = Math.max(...db.medias.all().map((m) => m.id)) + 1;
    let orderNo = Math.max(
      ...db.medias
        .all()
        .filter((m) => m.galleryId === template.galleryId)
        .map((m) => m.orderNo),
    );
    while (counted() < BASIC_GALLERY_IMAGE_CAP) {
      await db.medias.create({ ...plain(template), id: id++, status: 'active', orderNo: ++orderNo });
    }
    return {};
  },
  // ------------------------------------------------------------ signup wizard and agreements (contracts/consumer/signup)
  'the registration link antrag-blumenwerk-2026 is open and has the photo 601': async () => {
    const wizard = db.providerWizards.findFirst((q) => q.where({ hash: 'antrag-blumenwerk-2026' }));
    if (wizard?.status !== null || !wizard.images.some((image) => image.id === 601))
      throw new Error('The seed has no open registration link antrag-blumenwerk-2026 with photo 601.');
    return {};
  },
  'the application of the registration link antrag-gut-sonnenhof-2026 was sent and is pending': async () => {
    const wizard = db.providerWizards.findFirst((q) => q.where({ hash: 'antrag-gut-sonnenhof-2026' }));
    if (wizard?.status !== 'pending') throw new Error('The seed has no pending application antrag-gut-sonnenhof-2026.');
    return {};
  },
  'the user neu is logged in with access token 1 and has signed no agreement text': async (params) => {
    await freshDatabase();
    const { credential, session } = await logIn({ ...params, username: 'neu' }, 'neu');
    if (db.agreementSigns.all().some((sign) => sign.customerUserId === credential.customerUserId))
      throw new Error('The seed has signatures of the user neu.');
    return session;
  },

  // ------------------------------------------------------------ referral and calendar (issue 21 points 2-4,
  // contracts/consumer/referral, contracts/consumer/calendar)
  'the referral campaign 502 and the category 7 (wedding planners) are active': async () => {
    const active = (type: string, itemId: number) =>
      db.configEntries.all().some((e) => e.type === type && e.itemId === itemId && e.status === 1);
    if (!active('campaign_id', 502) || !active('allowed_provider_category_ids', 7))
      throw new Error('The seed has not the referral campaign 502 and the category 7.');
    return {};
  },
  /** Only after a state that starts from a fresh database. */
  // The seed's events move with the day; the month view of May 2027 (2027-04-26 to 2027-06-06) holds this one only.
  'the calendar event 9500 "Option Familie Weber" on 2027-05-22 is the only event of provider 101 in May 2027':
    async () => {
      const inWindow = db.calendarEvents
        .all()
        .filter(
          (e) => e.id === 9500 || (e.providerId === 101 && e.startDate <= '2027-06-06' && e.endDate >= '2027-04-26'),
        );
      for (const event of inWindow) await db.calendarEvents.deleteMany((q) => q.where({ id: event.id }));
      await db.calendarEvents.create({
        id: 9500,
        providerId: 101,
        title: 'Option Familie Weber',
        startDate: '2027-05-22',
        endDate: '2027-05-22',
        allDay: true,
        availability: 'tentative',
        note: 'Besichtigung vereinbart',
        leadId: null,
        customerSpaceId: null,
        createdAt: isoDateTime(addDays(now(), -3)),
      });
      return {};
    },

  // ------------------------------------------------------------ payments (issue 19, contracts/consumer/payments)
  // Payment 880: a pending payment of provider 101 over 349 EUR (a copy of the seed's open subscription payment).
  'the provider 101 has a pending payment 880 of 349 EUR': async () => {
    await putPayment880({ status: 'pending', threeDSecure: null });
    return {};
  },
  'the payment 880 is paid already': async () => {
    await putPayment880({ status: 'paid', paidAt: isoDateTime(now()), paidAmount: 349, threeDSecure: null });
    return {};
  },
  'the payment 880 waits for 3-D Secure with the token 3ds_pact000000000001': async () => {
    await putPayment880({
      status: 'pending',
      threeDSecure: {
        token: '3ds_pact000000000001',
        installmentCount: 1,
        totalAmount: 349,
        paidWith: { brand: 'visa', maskedNumber: '**** **** **** 3220' },
        cardToSave: null,
      },
    });
    return {};
  },
  'the customer 1 has 10 saved cards': async () => {
    const template = db.creditCards.findFirst((q) => q.where({ id: 2 }));
    if (!template) throw new Error('The seed has no card 2 of customer 1.');
    for (let id = 3; id <= 10; id += 1) {
      // Ten different cards: the same card is never saved twice (CARD_ALREADY_SAVED).
      const maskedNumber = `**** **** **** 51${String(id).padStart(2, '0')}`;
      if (!db.creditCards.findFirst((q) => q.where({ id })))
        await db.creditCards.create({ ...plain(template), id, name: `Karte ${id}`, maskedNumber, isPrimary: false });
    }
    return {};
  },
  'the customer 1 has saved the Visa card ending 4242 that expires 12/2039 as card 3 "Reisekarte"': async () => {
    await db.creditCards.deleteMany((q) => q.where({ id: 3 }));
    await db.creditCards.create({
      id: 3,
      customerId: 1,
      name: 'Reisekarte',
      holderName: 'Katharina Vogt',
      maskedNumber: '**** **** **** 4242',
      brand: 'visa',
      expiryMonth: 12,
      expiryYear: 2039,
      isPrimary: false,
      behaviour: 'approve',
      createdAt: isoDateTime(addMinutes(now(), -30)),
    });
    return {};
  },
};

/**
 * A lead `id` of a basic-plan provider that arrives now, after as many couples of this month as the plan shows
 * (earlier ones are added when the month has fewer), so the plan withholds it (403 PLAN_LIMIT).
 */
async function createLockedLead(id: number, providerId: number): Promise<void> {
  const at = now();
  const month = berlinMonth(at);
  const counted = db.leads
    .all()
    .filter(
      (l) =>
        l.providerId === providerId && l.firstLeadType !== 'manual' && berlinMonth(new Date(l.createdAt)) === month,
    ).length;
  for (let missing = BASIC_PLAN_LEADS_PER_MONTH - counted; missing > 0; missing--)
    await createIncomingLead({ providerId, at: new Date(at.getTime() - missing * 1000) });
  const template = db.leads.all().find((l) => l.providerId === providerId && l.firstLeadType !== 'manual');
  if (!template) throw new Error(`The seed has no lead of provider ${providerId}.`);
  const created = isoDateTime(at);
  await db.leads.deleteMany((q) => q.where({ id }));
  await db.leads.create({
    ...plain(template),
    id,
    createdAt: created,
    updatedAt: created,
    lastActivityAt: created,
    couple: { ...plain(template.couple), id: 1000 + id },
    status: 'new',
    processState: null,
    rejectReasonId: null,
    dealConfirmed: false,
    firstLeadType: 'infoRequest',
    isRead: false,
    // No messages, items or reminders are copied along.
    unreadMessageCount: 0,
    itemCount: 0,
    reminderAt: null,
    appointmentAt: null,
    appointmentNeedsConfirmation: false,
    firstResponseAt: null,
    reportedReasonId: null,
    reportedAt: null,
    deletedAt: null,
  });
  await db.leadData.create({
    id: Math.max(0, ...db.leadData.all().map((d) => d.id)) + 1,
    leadId: id,
    budget: null,
    capacity: null,
    organizationType: 1,
    extraServices: [],
  });
  if (!hiddenByPlan(db.leads.all(), new Set([providerId])).has(id))
    throw new Error(`Lead ${id} is not beyond the monthly quota of provider ${providerId}.`);
}

async function providerState(input: Record<string, unknown>): Promise<Record<string, unknown>> {
  // The Pact verifier also calls with action "teardown": nothing to undo, the next setup resets.
  if (input.action === 'teardown') return {};
  const state = String(input.state ?? '');
  const setup = PROVIDER_STATES[state];
  if (!setup) throw new Error(`Unknown provider state "${state}". Known: ${Object.keys(PROVIDER_STATES).join('; ')}.`);
  return setup((input.params ?? {}) as Record<string, unknown>);
}

async function control(
  path: string,
  method: string,
  input: Record<string, unknown>,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  try {
    if (path === '/__mock/state' && method === 'GET') return sendJson(res, 200, mockState());
    if (path === '/__mock/reset' && method === 'POST') {
      await switchScenario(input.scenario ?? mockState().scenario);
      return sendJson(res, 200, mockState());
    }
    if (path === '/__mock/faults' && method === 'DELETE') {
      clearFaults();
      return sendJson(res, 200, mockState().faults);
    }
    const fault = path.match(/^\/__mock\/faults\/([A-Za-z0-9*]+)$/);
    if (fault && method === 'PUT') {
      injectFault(fault[1] as string, input as never);
      return sendJson(res, 200, mockState().faults);
    }
    if (fault && method === 'DELETE') {
      clearFault(fault[1] as string);
      return sendJson(res, 200, mockState().faults);
    }
    if (path === '/__mock/provider-states' && method === 'POST') return sendJson(res, 200, await providerState(input));
    if (path === '/__mock/incoming-lead' && method === 'POST') {
      // A couple's new request, as the developer panel simulates it (no realtime channel on this server).
      const { lead } = await createIncomingLead({
        ...(typeof input.providerId === 'number' ? { providerId: input.providerId } : {}),
        ...(typeof input.coupleName === 'string' || input.coupleName === null ? { coupleName: input.coupleName } : {}),
        ...(typeof input.weddingDate === 'string' ? { weddingDate: input.weddingDate } : {}),
        ...(typeof input.message === 'string' ? { message: input.message } : {}),
      });
      return sendJson(res, 201, { id: lead.id, providerId: lead.providerId, coupleName: lead.couple.name });
    }
    if (path === '/__mock/quick-login-code' && method === 'GET') {
      return sendJson(res, 200, { code: latestQuickLoginCode(url.searchParams.get('username') ?? '') });
    }
    return sendJson(res, 404, { message: `Unknown control endpoint ${method} ${path}` });
  } catch (error) {
    return sendJson(res, 400, { message: (error as Error).message });
  }
}

export async function startMockHttpServer(
  options: {
    port?: number;
    host?: string;
    scenario?: string;
    /**
     * The portal this server answers for, when that portal's server also serves the mock's stand-in pages (the
     * production preview, scripts/serve-production.ts): answers that send the browser to one (Google's consent, the
     * bank's 3-D Secure page) name that origin. Without it they name Google's address and this server's own.
     */
    portalOrigin?: string;
  } = {},
) {
  const host = options.host ?? '127.0.0.1';
  setStandInPortalOrigin(options.portalOrigin ?? null);
  const port = options.port ?? 4010;
  const scenario = options.scenario ?? 'default';
  if (!isScenario(scenario)) throw new Error(`Unknown MOCK_SCENARIO "${scenario}".`);
  await resetDatabase(scenario);
  const origin = `http://${host}:${port}`;
  const handlers = createHandlers(origin);

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        return res.end();
      }
      const raw = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      // The media store of a deployment (the production preview forwards `/media/*` here).
      if (method === 'GET' && isMediaPath(url.pathname)) {
        const image = mediaPlaceholderResponse(url.pathname);
        const imageHeaders: Record<string, string> = { ...CORS_HEADERS };
        image.headers.forEach((value, key) => (imageHeaders[key] = value));
        res.writeHead(200, imageHeaders);
        return res.end(await image.text());
      }
      // Error reporting's ingest (a Sentry DSN on this server: the production preview's stand-in, issue 36.6): each
      // envelope is kept, for `GET /__mock/error-reports`, and accepted like Sentry accepts it.
      if (method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
        errorReports.push(raw?.toString('utf8') ?? '');
        return sendJson(res, 200, { id: String(errorReports.length) });
      }
      if (method === 'GET' && url.pathname === '/__mock/error-reports') return sendJson(res, 200, errorReports);
      if (url.pathname.startsWith('/__mock/')) {
        let body: Record<string, unknown>;
        try {
          body = parseControlBody(raw?.toString('utf8'));
        } catch (error) {
          return sendJson(res, 400, { message: (error as Error).message });
        }
        return await control(url.pathname, method, body, res, url);
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const request = new Request(url, {
        method,
        headers,
        body: raw && raw.length > 0 ? new Uint8Array(raw) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response)
        return sendJson(res, 404, {
          message: `No operation ${method} ${url.pathname} in the API document.`,
          code: 'NOT_FOUND',
        });
      if (response.type === 'error') {
        // An injected network error: drop the connection without an answer.
        req.socket.destroy();
        return;
      }
      if (validationErrorFormat === 2 && response.status === 422) {
        const { message } = (await response.json()) as { message?: string };
        return sendJson(res, 422, { version: 2, message: message ?? 'Das Formular enthält ungültige Angaben.' });
      }
      const outHeaders: Record<string, string> = { ...CORS_HEADERS };
      response.headers.forEach((value, key) => (outHeaders[key] = value));
      res.writeHead(response.status, outHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      sendJson(res, 500, { message: `Mock server failure: ${(error as Error).message}`, code: 'INTERNAL_ERROR' });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const close = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        if (options.portalOrigin) setStandInPortalOrigin(null);
        resolve();
      }),
    );
  return { server, url: origin, close };
}
