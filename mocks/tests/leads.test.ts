import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { COUPLE, createIncomingLead, createIncomingMessage, LEAD } from '../db/leads';
import { addDays, isoDate, isoDateTime, marketDay, now } from '../lib/clock';
import { businessSecondsBetween } from '../lib/response-time';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const STATUSES = ['new', 'pending', 'negotiating', 'offered', 'deal', 'rejected', 'spam', 'not_reached', 'unreachable'];
const PROCESS_STATES = ['first_contact', 'appointment_planned', 'appointment_done', 'offer_preparing', 'contract_sent'];

async function demo(): Promise<string> {
  return (await login('demo')).accessToken;
}

function stored(id: number) {
  const lead = db.leads.findFirst((q) => q.where({ id }));
  if (!lead) throw new Error(`lead ${id} missing`);
  return lead;
}

/** A lead of the demo customer in a given status (not one of the well-known ones). */
function leadIn(status: string, providerId = 101) {
  const lead = db.leads.all().find((l) => l.status === status && l.providerId === providerId && l.id > 43);
  if (!lead) throw new Error(`no ${status} lead of ${providerId}`);
  return lead;
}

const sixMonthsAgo = () => marketDay(addDays(now(), -183));
/** Today in the market's calendar (Europe/Berlin), as the API's day windows count (docs/dates.md). */
const today = () => marketDay(now());

describe('leads seed', () => {
  it('seeds about 400 leads for the demo customer (most for the venue) and 30 for the basic-plan provider', () => {
    const leads = db.leads.all();
    const per = (id: number) => leads.filter((l) => l.providerId === id).length;
    expect(per(101) + per(102) + per(103)).toBe(400);
    expect(per(101)).toBeGreaterThan(per(102) + per(103));
    expect(per(201)).toBe(30);
    expect(new Set(leads.map((l) => l.id)).size).toBe(leads.length);
    const oldest = leads.reduce((min, l) => (l.createdAt < min ? l.createdAt : min), leads[0]?.createdAt ?? '');
    expect(oldest >= isoDateTime(addDays(now(), -184))).toBe(true);
  });

  it('covers every status, process state, lead type, prepaid and plus leads, and leads without a name', () => {
    const leads = db.leads.all();
    expect(new Set(leads.map((l) => l.status))).toEqual(new Set(STATUSES));
    expect(new Set(leads.map((l) => l.processState).filter(Boolean))).toEqual(new Set(PROCESS_STATES));
    expect(new Set(leads.map((l) => l.firstLeadType))).toEqual(
      new Set(['infoRequest', 'plusLead', 'call', 'whatsapp', 'manual']),
    );
    expect(leads.some((l) => l.isPrepaid)).toBe(true);
    expect(leads.some((l) => !l.isPrepaid && l.firstLeadType === 'plusLead')).toBe(true);
    const unnamed = leads.filter((l) => l.couple.name === null);
    expect(unnamed.length).toBeGreaterThan(5);
    expect(unnamed.every((l) => l.leadDetails.name === '' && /^\d{5}$/.test(l.extensionNumber))).toBe(true);
    expect(leads.filter((l) => l.processState !== null).every((l) => l.status === 'negotiating')).toBe(true);
    expect(leads.filter((l) => l.status === 'rejected').every((l) => l.rejectReasonId !== null)).toBe(true);
    // The history of a rejection names its reason, as the label of the lead's rejectReasonId.
    const rejections = db.leadHistories.all().filter((h) => h.type === 'status_changed' && h.toStatus === 'rejected');
    expect(rejections.length).toBeGreaterThan(0);
    expect(rejections.every((h) => / Grund: .+\./.test(h.text))).toBe(true);
  });

  it('keeps unread counts, item counts and contact visibility consistent with the stored records', () => {
    const messages = db.leadMessages.all();
    const items = db.leadItems.all();
    for (const lead of db.leads.all()) {
      const own = messages.filter((m) => m.leadId === lead.id);
      expect(lead.unreadMessageCount).toBe(own.filter((m) => m.direction === 'incoming' && !m.isRead).length);
      expect(lead.itemCount).toBe(items.filter((i) => i.leadId === lead.id).length);
      const wroteToCouple = own.some((m) => m.direction === 'outgoing');
      expect(lead.leadDetails.contactVisible).toBe(wroteToCouple || lead.firstLeadType === 'manual');
      if (!lead.leadDetails.contactVisible)
        expect([lead.leadDetails.email, lead.leadDetails.phone]).toEqual([null, null]);
      if (lead.firstResponseAt) expect(lead.firstResponseAt >= lead.createdAt).toBe(true);
      if (own[0] && ['infoRequest', 'plusLead', 'whatsapp'].includes(lead.firstLeadType)) {
        expect(own[0].direction).toBe('incoming');
        expect(own[0].createdAt).toBe(lead.createdAt);
      }
      for (const m of own) expect(m.createdAt <= isoDateTime(now())).toBe(true);
    }
    expect(new Set(messages.map((m) => m.channel))).toEqual(new Set(['email', 'sms', 'whatsapp']));
    expect(new Set(db.leadInteractions.all().map((i) => i.type))).toEqual(
      new Set(['phone_call', 'manual_add', 'info_request', 'visit', 'like', 'sms', 'email', 'whatsapp', 'facebook']),
    );
    const calls = db.leadInteractions.all().filter((i) => i.type === 'phone_call');
    expect(new Set(calls.map((i) => i.callResult))).toEqual(
      new Set(['BUSY', 'LINE_CLOSED', 'NO_ANSWER', 'TALKED', 'WAITING']),
    );
    expect(
      db.leadInteractions
        .all()
        .filter((i) => i.type !== 'phone_call')
        .every((i) => i.callResult === null),
    ).toBe(true);
    expect(db.leadData.count()).toBe(db.leads.count());
  });

  it('seeds lead 42 (Anna Schmidt & Lukas Becker, new, two unread messages) and the undeliverable lead 43', async () => {
    const token = await demo();
    const { status, body } = await call('GET', `/leads/${LEAD.wellKnown}`, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 42,
      status: 'new',
      unreadMessageCount: 2,
      isRead: false,
      couple: { id: COUPLE.annaUndLukas, name: 'Anna Schmidt & Lukas Becker' },
      leadDetails: { name: 'Anna Schmidt & Lukas Becker', email: null, phone: null, contactVisible: false },
      provider: { id: 101, name: 'Schlossgut Havelblick' },
      itemCount: 1,
      firstResponseAt: null,
    });
    const messages = await call('GET', '/leads/42/messages', { token });
    expect(messages.body.data).toHaveLength(2);
    expect(
      messages.body.data.every((m: { direction: string; isRead: boolean }) => m.direction === 'incoming' && !m.isRead),
    ).toBe(true);
    expect(messages.body.data[0].body).toContain('90 Gäste');
    expect(stored(LEAD.undeliverable).contactEmail).toMatch(/@ungueltig\.de$/);
  });

  it('seeds no leads in the empty scenario', async () => {
    await resetDatabase('empty');
    const token = await demo();
    const list = await call('GET', '/leads', { token });
    expect(list.body.paging.total).toBe(0);
    const stats = await call('GET', '/leads/average-response-time', { token });
    expect(stats.body.data).toEqual({ averageSeconds: null, sampleSize: 0 });
    expect(db.leadMessages.count() + db.leadHistories.count() + db.leadInteractions.count()).toBe(0);
  });

  // How long the seed takes is measured by `npm run bench:mocks`, not here: a busy machine is not a failure.
  it('seeds 10,000 leads in the large scenario, messages for the newest only, and goes back to the default', async () => {
    await resetDatabase('large');
    expect(db.leads.count()).toBe(10000);
    const withMessages = new Set(db.leadMessages.all().map((m) => m.leadId));
    expect(withMessages.size).toBeLessThanOrEqual(500);
    const token = await demo();
    const page = await call('GET', `/leads?createdAtStart=${sixMonthsAgo()}&createdAtEnd=${today()}&limit=100`, {
      token,
    });
    expect(page.status).toBe(200);
    expect(page.body.paging.total).toBeGreaterThan(9000);
    await resetDatabase('default');
    const back = await call('GET', '/leads?limit=1', { token: await demo() });
    expect(back.body.paging.total).toBe(400);
  }, 60_000);
});

describe('GET /leads', () => {
  it('lists the demo user’s leads newest first, paged, never another customer’s', async () => {
    const token = await demo();
    const { status, body } = await call('GET', '/leads?limit=25&page=2', { token });
    expect(status).toBe(200);
    expect(body.paging).toMatchObject({ page: 2, limit: 25, total: 400, pageCount: 16 });
    expect(body.data).toHaveLength(25);
    const dates = body.data.map((l: { createdAt: string }) => l.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data.every((l: { provider: { id: number } }) => [101, 102, 103].includes(l.provider.id))).toBe(true);
  });

  it('intersects providerIds with the user’s providers', async () => {
    const token = await demo();
    const only102 = await call('GET', '/leads?providerIds=102&limit=100', { token });
    expect(only102.body.paging.total).toBe(db.leads.all().filter((l) => l.providerId === 102).length);
    const foreign = await call('GET', '/leads?providerIds=201', { token });
    expect(foreign.body.paging.total).toBe(0);
    const mixed = await call('GET', '/leads?providerIds=103,201&limit=100', { token });
    expect(mixed.body.data.every((l: { provider: { id: number } }) => l.provider.id === 103)).toBe(true);
  });

  it('filters by status, couple name or extension number, unread, prepaid and the creation window', async () => {
    const token = await demo();
    const statuses = await call('GET', '/leads?status=new,pending&limit=100', { token });
    const expected = db.leads.all().filter((l) => l.customerId === 1 && ['new', 'pending'].includes(l.status));
    expect(statuses.body.paging.total).toBe(expected.length);

    const byName = await call('GET', '/leads?coupleName=anna%20schmidt', { token });
    expect(byName.body.data.map((l: { id: number }) => l.id)).toContain(42);
    expect(
      byName.body.data.every((l: { couple: { name: string } }) => l.couple.name.toLowerCase().includes('anna schmidt')),
    ).toBe(true);

    const unnamed = db.leads.all().find((l) => l.customerId === 1 && l.couple.name === null);
    const byExtension = await call('GET', `/leads?coupleName=${unnamed?.extensionNumber}`, { token });
    expect(byExtension.body.data.map((l: { id: number }) => l.id)).toEqual([unnamed?.id]);

    const unread = await call('GET', '/leads?unread=true&limit=100', { token });
    expect(
      unread.body.data.every(
        (l: { isRead: boolean; unreadMessageCount: number }) => !l.isRead || l.unreadMessageCount > 0,
      ),
    ).toBe(true);
    expect(unread.body.data.map((l: { id: number }) => l.id)).toContain(42);
    const read = await call('GET', '/leads?unread=false&limit=100', { token });
    expect(read.body.paging.total + unread.body.paging.total).toBe(400);

    const prepaid = await call('GET', '/leads?isPrepaid=true&limit=100', { token });
    expect(prepaid.body.paging.total).toBe(db.leads.all().filter((l) => l.customerId === 1 && l.isPrepaid).length);

    const start = marketDay(addDays(now(), -7));
    const recent = await call('GET', `/leads?createdAtStart=${start}&createdAtEnd=${today()}&limit=100`, { token });
    expect(recent.body.paging.total).toBe(
      db.leads.all().filter((l) => l.customerId === 1 && marketDay(l.createdAt) >= start).length,
    );
    expect(recent.body.paging.total).toBeGreaterThan(0);
  });

  it('sorts by wedding date and last activity', async () => {
    const token = await demo();
    const byWedding = await call('GET', '/leads?sort=weddingDate&limit=100', { token });
    const dates = byWedding.body.data
      .map((l: { couple: { weddingDate: string | null } }) => l.couple.weddingDate)
      .filter(Boolean);
    expect([...dates].sort()).toEqual(dates);
    const byActivity = await call('GET', '/leads?sort=-lastActivityAt&limit=100', { token });
    const activity = byActivity.body.data.map((l: { lastActivityAt: string }) => l.lastActivityAt);
    expect([...activity].sort().reverse()).toEqual(activity);
  });

  it('rejects an unknown sort field, status or a window that ends before it starts (422 with field paths)', async () => {
    const token = await demo();
    expect((await call('GET', '/leads?sort=name', { token })).body.errors).toHaveProperty('sort');
    const badStatus = await call('GET', '/leads?status=new,verlobt', { token });
    expect(badStatus.status).toBe(422);
    expect(Object.keys(badStatus.body.errors)[0]).toMatch(/^status/);
    const window = await call('GET', '/leads?createdAtStart=2026-06-01&createdAtEnd=2026-05-01', { token });
    expect(window.status).toBe(422);
    expect(window.body.errors).toHaveProperty('createdAtEnd');
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/leads')).status).toBe(401);
  });
});

describe('basic plan: at most 3 couples per month', () => {
  it('opens at most three leads per calendar month for provider 201, lists the others locked and refuses them with PLAN_LIMIT', async () => {
    const token = (await login('basic')).accessToken;
    const list = await call('GET', '/leads?limit=100', { token });
    expect(list.status).toBe(200);
    type Row = {
      id: number;
      createdAt: string;
      firstLeadType: string;
      provider: { id: number };
      isLocked: boolean;
      couple: { name: string | null };
      leadDetails: { name: string; email: string | null; phone: string | null };
      message: string;
      extensionNumber: string;
    };
    const rows = list.body.data as Row[];
    const openPerMonth = new Map<string, number>();
    for (const lead of rows) {
      expect(lead.provider.id).toBe(201);
      // Couples the provider added itself do not count against the plan (mocks/db/leads/rules.ts).
      if (lead.isLocked || lead.firstLeadType === 'manual') continue;
      const month = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
      }).format(new Date(lead.createdAt));
      openPerMonth.set(month, (openPerMonth.get(month) ?? 0) + 1);
    }
    expect(Math.max(...openPerMonth.values())).toBeLessThanOrEqual(3);

    const locked = rows.filter((l) => l.isLocked);
    expect(locked.length).toBeGreaterThan(0);
    for (const lead of locked) {
      expect(lead.couple.name).toBeNull();
      expect(lead.leadDetails).toMatchObject({ name: '', email: null, phone: null });
      expect(lead.message).toBe('');
      expect(lead.extensionNumber).toBe('*****');
    }
    const refused = await call('GET', `/leads/${locked[0]?.id}`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PLAN_LIMIT');
    const counts = await call('GET', '/leads/couple-stats', { token });
    expect(counts.body.data.total).toBe(list.body.paging.total - locked.length);
  });
});

describe('GET /leads/{id}', () => {
  it('answers the lead with its interactions newest first', async () => {
    const token = await demo();
    const lead = leadIn('negotiating');
    const { body } = await call('GET', `/leads/${lead.id}`, { token });
    const times = body.data.interactions.map((i: { occurredAt: string }) => i.occurredAt);
    expect(times.length).toBeGreaterThan(0);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.data.provider).toEqual({
      id: 101,
      name: 'Schlossgut Havelblick',
      category: { id: 1, name: 'Hochzeitslocation', categoryType: 'venue' },
      city: expect.objectContaining({ id: 2, name: 'Potsdam' }),
      district: { id: 23, name: 'Sacrow', cityId: 2 },
      listingProductName: 'Prime',
    });
  });

  it('answers 404 for another customer’s lead and for unknown ids, 403 for a provider the user is not linked to', async () => {
    const token = await demo();
    const foreign = db.leads.all().find((l) => l.providerId === 201);
    expect((await call('GET', `/leads/${foreign?.id}`, { token })).status).toBe(404);
    expect((await call('GET', '/leads/999999', { token })).status).toBe(404);
    const jonas = (await login('jonas.albrecht', 'passwort123')).accessToken;
    expect((await call('GET', `/leads/${leadIn('deal', 102).id}`, { token: jonas })).status).toBe(403);
    expect((await call('GET', '/leads/42', { token: jonas })).status).toBe(200);
  });
});

describe('messages', () => {
  it('sends an e-mail: stored, contact details revealed, first answer stamped, new -> pending, history written', async () => {
    const token = await demo();
    const sent = await call('POST', '/leads/42/messages', {
      token,
      body: {
        subject: 'Ihre Anfrage',
        body: '<p>Liebe Anna, lieber Lukas, der Termin ist noch frei.</p>',
        signatureId: 1,
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      leadId: 42,
      direction: 'outgoing',
      channel: 'email',
      senderName: 'Katharina Vogt',
      deliveryStatus: 'sent',
    });
    expect(sent.body.data.body).toContain('Mit herzlichen Grüßen');

    const lead = await call('GET', '/leads/42', { token });
    expect(lead.body.data).toMatchObject({
      status: 'pending',
      leadDetails: { email: 'anna.schmidt@web.de', phone: '+4915112345678', contactVisible: true },
    });
    expect(lead.body.data.firstResponseAt).not.toBeNull();
    const messages = await call('GET', '/leads/42/messages', { token });
    expect(messages.body.data.at(-1).id).toBe(sent.body.data.id);
    const histories = await call('GET', '/leads/42/histories', { token });
    expect(
      histories.body.data
        .slice(0, 2)
        .map((h: { type: string }) => h.type)
        .sort(),
    ).toEqual(['message_sent', 'status_changed']);
    expect(histories.body.data.find((h: { type: string }) => h.type === 'status_changed')).toMatchObject({
      fromStatus: 'new',
      toStatus: 'pending',
    });
  });

  it('answers 502 MESSAGE_NOT_SENT for an undeliverable message, stores no message and shows the contact details', async () => {
    const token = await demo();
    const before = db.leadMessages.count();
    const word = await call('POST', '/leads/42/messages', {
      token,
      body: { body: '<p>Diese Mail ist unzustellbar.</p>' },
    });
    expect(word.status).toBe(502);
    expect(word.body).toEqual({ message: 'Ihre Nachricht konnte nicht gesendet werden.', code: 'MESSAGE_NOT_SENT' });
    const mailbox = await call('POST', `/leads/${LEAD.undeliverable}/messages`, {
      token,
      body: { body: '<p>Hallo Sophie!</p>' },
    });
    expect(mailbox.status).toBe(502);
    const sms = await call('POST', '/leads/42/messages/sms', { token, body: { body: 'Test unzustellbar' } });
    expect(sms.status).toBe(502);
    expect(db.leadMessages.count()).toBe(before);
    expect(stored(42)).toMatchObject({ status: 'new', firstResponseAt: null });
    // The provider did write: the couple's contact details show, so the portal can offer their phone instead.
    expect(stored(42).leadDetails.contactVisible).toBe(true);
    expect(stored(LEAD.undeliverable).leadDetails).toMatchObject({
      contactVisible: true,
      phone: stored(LEAD.undeliverable).contactPhone,
    });
  });

  it('validates the e-mail and SMS bodies and the signature', async () => {
    const token = await demo();
    const empty = await call('POST', '/leads/42/messages', { token, body: { body: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('body');
    const foreignSignature = await call('POST', '/leads/42/messages', {
      token,
      body: { body: '<p>Hallo</p>', signatureId: 8 },
    });
    expect(foreignSignature.body.errors).toHaveProperty('signatureId');
    const unknownAttachment = await call('POST', '/leads/42/messages', {
      token,
      body: { body: '<p>Hallo</p>', attachmentIds: [987654] },
    });
    expect(unknownAttachment.body.errors).toHaveProperty(['attachmentIds.0']);
    const longSms = await call('POST', '/leads/42/messages/sms', { token, body: { body: 'x'.repeat(613) } });
    expect(longSms.status).toBe(422);
    expect(longSms.body.errors).toHaveProperty('body');
    expect(stored(42).status).toBe('new');
  });

  it('refuses an SMS to a couple without a mobile number in error format 1 and sends nothing', async () => {
    const token = await demo();
    await db.leads.update((q) => q.where({ id: 42 }), {
      data(lead) {
        lead.contactPhone = null;
      },
    });
    const before = db.leadMessages.count();
    const sms = await call('POST', '/leads/42/messages/sms', { token, body: { body: 'Hallo Anna!' } });
    expect(sms.status).toBe(422);
    expect(sms.body).toEqual({
      message: expect.any(String),
      errors: { _: 'Für dieses Paar ist keine Mobilnummer hinterlegt.' },
    });
    expect(db.leadMessages.count()).toBe(before);
    expect(stored(42).status).toBe('new');
  });

  it('sends an SMS and reveals the contact details', async () => {
    const token = await demo();
    const sms = await call('POST', '/leads/42/messages/sms', {
      token,
      body: { body: 'Hallo Anna, hallo Lukas, rufen Sie uns gern an!' },
    });
    expect(sms.status).toBe(201);
    expect(sms.body.data).toMatchObject({ channel: 'sms', subject: null, direction: 'outgoing' });
    expect(stored(42).leadDetails.contactVisible).toBe(true);
    const histories = await call('GET', '/leads/42/histories', { token });
    expect(histories.body.data.map((h: { type: string }) => h.type)).toContain('sms_sent');
  });

  it('bills an SMS as the network splits it: one dash outside the GSM alphabet makes 71 characters two parts', async () => {
    const token = await demo();
    const text = `Liebe Anna – ${'a'.repeat(58)}`;
    expect(text).toHaveLength(71);
    const sms = await call('POST', '/leads/42/messages/sms', { token, body: { body: text } });
    expect(sms.status).toBe(201);
    const logs = await call('GET', '/sms/logs?limit=100', { token });
    const row = logs.body.data.find((s: { body: string }) => s.body === text);
    expect(row).toMatchObject({ leadId: 42, segments: 2 });
  });

  it('marks one message read, then all, and the unread count follows', async () => {
    const token = await demo();
    const list = await call('GET', '/leads/42/messages', { token });
    const first = list.body.data[0].id;
    const patched = await call('PATCH', `/leads/42/messages/${first}`, { token, body: { isRead: true } });
    expect(patched.body.data.isRead).toBe(true);
    expect((await call('GET', '/leads/42', { token })).body.data.unreadMessageCount).toBe(1);
    const all = await call('POST', '/leads/42/messages/actions', { token, body: { type: 'mark_all_read' } });
    expect(all.body.data).toEqual({ unreadMessageCount: 0 });
    const lead = (await call('GET', '/leads/42', { token })).body.data;
    expect([lead.unreadMessageCount, lead.isRead]).toEqual([0, true]);
    const unread = await call('GET', '/leads?unread=true&limit=100', { token });
    expect(unread.body.data.map((l: { id: number }) => l.id)).not.toContain(42);
    expect((await call('PATCH', `/leads/42/messages/${first}`, { token, body: { isRead: 'ja' } })).status).toBe(422);
    const otherLeadMessage = db.leadMessages.all().find((m) => m.leadId !== 42);
    expect(
      (await call('PATCH', `/leads/42/messages/${otherLeadMessage?.id}`, { token, body: { isRead: true } })).status,
    ).toBe(404);
  });

  it('turns a couple’s new message into an unread message on the lead', async () => {
    const token = await demo();
    const lead = leadIn('negotiating');
    const before = lead.unreadMessageCount;
    const message = await createIncomingMessage(lead.id, 'Wir hätten noch eine Frage zur Getränkepauschale.');
    expect(message).toMatchObject({ direction: 'incoming', isRead: false, leadId: lead.id });
    const view = (await call('GET', `/leads/${lead.id}`, { token })).body.data;
    expect(view.unreadMessageCount).toBe(before + 1);
    expect(view.lastActivityAt).toBe(message.createdAt);
  });
});

describe('status changes and actions', () => {
  it('offers exactly the status changes it accepts: every status, every status action', async () => {
    const token = await demo();
    const STATUS_ACTIONS = {
      offered: { type: 'mark_offered' },
      negotiating: { type: 'mark_negotiating', processState: 'appointment_planned' },
      deal: { type: 'mark_deal' },
      rejected: { type: 'reject', reasonId: 2 },
      spam: { type: 'mark_spam' },
      not_reached: { type: 'mark_not_reached' },
      unreachable: { type: 'mark_unreachable' },
    } as const;
    for (const from of STATUSES) {
      for (const [to, action] of Object.entries(STATUS_ACTIONS)) {
        const id = leadIn('new').id;
        await db.leads.update((q) => q.where({ id }), {
          data(lead) {
            lead.status = from as typeof lead.status;
            lead.processState = from === 'negotiating' ? 'offer_preparing' : null;
          },
        });
        const detail = await call('GET', `/leads/${id}`, { token });
        const offered = (detail.body.data.nextStatuses as string[]).includes(to);
        const changed = await call('POST', `/leads/${id}/actions`, { token, body: action });
        const accepted = changed.status === 200;
        await db.leads.update((q) => q.where({ id }), {
          data(lead) {
            lead.status = 'new';
            lead.processState = null;
          },
        });
        // Staying in negotiation with another process state is a change of its own, not a status transition.
        if (from === 'negotiating' && to === 'negotiating') continue;
        expect(accepted, `${from} → ${to}: offered ${offered}, answered ${changed.status}`).toBe(offered);
      }
    }
  });

  it('requires a known reject reason and records the change', async () => {
    const token = await demo();
    const missing = await call('PUT', '/leads/42', { token, body: { status: 'rejected' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.rejectReasonId).toBe('Dies ist ein Pflichtfeld!');
    const unknown = await call('PUT', '/leads/42', { token, body: { status: 'rejected', rejectReasonId: 99 } });
    expect(unknown.body.errors).toHaveProperty('rejectReasonId');
    expect(stored(42).status).toBe('new');
    const ok = await call('PUT', '/leads/42', { token, body: { status: 'rejected', rejectReasonId: 2 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'rejected', rejectReasonId: 2 });
    expect(ok.body.data.firstResponseAt).not.toBeNull();
    const histories = await call('GET', '/leads/42/histories', { token, headers: { 'Accept-Language': 'en-US' } });
    expect(histories.body.data[0]).toMatchObject({
      type: 'status_changed',
      fromStatus: 'new',
      toStatus: 'rejected',
      customerUser: { id: 1, name: 'Katharina Vogt' },
    });
    expect(histories.body.data[0].text).toBe('Status changed from “New” to “Rejected”. Reason: Budget does not fit.');
  });

  it('refuses disallowed transitions with 409 and an empty update with 422', async () => {
    const token = await demo();
    const deal = leadIn('deal');
    const back = await call('PUT', `/leads/${deal.id}`, { token, body: { status: 'new' } });
    expect(back.status).toBe(409);
    expect(back.body.code).toBe('LEAD_TRANSITION_NOT_ALLOWED');
    expect((await call('PUT', `/leads/${deal.id}`, { token, body: { status: 'negotiating' } })).status).toBe(409);
    expect(
      (await call('POST', `/leads/${leadIn('spam').id}/actions`, { token, body: { type: 'mark_deal' } })).status,
    ).toBe(409);
    expect((await call('PUT', '/leads/42', { token, body: {} })).status).toBe(422);
    const processOutside = await call('PUT', '/leads/42', { token, body: { processState: 'contract_sent' } });
    expect(processOutside.body.errors).toHaveProperty('processState');
    expect(stored(deal.id).status).toBe('deal');
  });

  it('moves a lead through negotiating, deal and confirm_deal; confirm_deal before mark_deal is 409', async () => {
    const token = await demo();
    expect((await call('POST', '/leads/42/actions', { token, body: { type: 'confirm_deal' } })).status).toBe(409);
    const negotiating = await call('POST', '/leads/42/actions', {
      token,
      body: { type: 'mark_negotiating', processState: 'appointment_planned' },
    });
    expect(negotiating.body.data).toMatchObject({
      status: 'negotiating',
      processState: 'appointment_planned',
      isRead: true,
    });
    const again = await call('POST', '/leads/42/actions', {
      token,
      body: { type: 'mark_negotiating', processState: 'offer_preparing' },
    });
    expect(again.body.data.processState).toBe('offer_preparing');
    expect((await call('POST', '/leads/42/actions', { token, body: { type: 'mark_negotiating' } })).status).toBe(409);
    const offered = await call('POST', '/leads/42/actions', { token, body: { type: 'mark_offered' } });
    expect(offered.body.data).toMatchObject({ status: 'offered', processState: null });
    await call('POST', '/leads/42/actions', { token, body: { type: 'mark_deal', note: 'Vertrag unterschrieben.' } });
    const confirmed = await call('POST', '/leads/42/actions', { token, body: { type: 'confirm_deal' } });
    expect(confirmed.body.data).toMatchObject({ status: 'deal', dealConfirmed: true });
    const types = (await call('GET', '/leads/42/histories', { token })).body.data.map(
      (h: { type: string; text: string }) => h.type,
    );
    expect(types.slice(0, 5)).toEqual([
      'deal_confirmed',
      'status_changed',
      'status_changed',
      'status_changed',
      'status_changed',
    ]);
    const texts = (await call('GET', '/leads/42/histories', { token })).body.data.map((h: { text: string }) => h.text);
    expect(texts).toContain('Status von „Angebot gesendet“ auf „Zusage“ geändert. Notiz: Vertrag unterschrieben.');
  });

  it('rejects with a reason of the reject config, reports once with a report reason', async () => {
    const token = await demo();
    const noReason = await call('POST', '/leads/42/actions', { token, body: { type: 'reject' } });
    expect(noReason.body.errors.reasonId).toBe('Dies ist ein Pflichtfeld!');
    expect(
      (await call('POST', '/leads/42/actions', { token, body: { type: 'reject', reasonId: 6 } })).body.errors,
    ).toHaveProperty('reasonId');
    expect(
      (await call('POST', '/leads/42/actions', { token, body: { type: 'mark_spam', reasonId: 1 } })).body.errors,
    ).toHaveProperty('reasonId');
    const report = await call('POST', '/leads/42/actions', { token, body: { type: 'report', reasonId: 3 } });
    expect(report.status).toBe(200);
    expect(report.body.data.status).toBe('new');
    expect(stored(42).reportedReasonId).toBe(3);
    expect((await call('POST', '/leads/42/actions', { token, body: { type: 'report', reasonId: 1 } })).status).toBe(
      409,
    );
    const rejected = await call('POST', '/leads/42/actions', { token, body: { type: 'reject', reasonId: 1 } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReasonId: 1 });
  });

  it('confirms an appointment only when there is one to confirm', async () => {
    const token = await demo();
    expect((await call('POST', '/leads/42/actions', { token, body: { type: 'confirm_appointment' } })).status).toBe(
      409,
    );
    const appointmentAt = isoDateTime(addDays(now(), 6));
    const set = await call('PUT', '/leads/42', {
      token,
      body: { status: 'negotiating', processState: 'appointment_planned', appointmentAt },
    });
    expect(set.body.data).toMatchObject({ appointmentAt, appointmentNeedsConfirmation: true });
    const confirmed = await call('POST', '/leads/42/actions', { token, body: { type: 'confirm_appointment' } });
    expect(confirmed.body.data).toMatchObject({ appointmentAt, appointmentNeedsConfirmation: false });
    expect((await call('POST', '/leads/42/actions', { token, body: { type: 'confirm_appointment' } })).status).toBe(
      409,
    );
    const past = await call('POST', '/leads/42/actions', {
      token,
      body: { type: 'confirm_appointment', appointmentAt: isoDateTime(addDays(now(), -1)) },
    });
    expect(past.body.errors).toHaveProperty('appointmentAt');
  });

  it('changes the counts: couple stats and the sidebar badge', async () => {
    const token = await demo();
    const window = `createdAtStart=${sixMonthsAgo()}&createdAtEnd=${today()}`;
    const stats = (await call('GET', `/leads/couple-stats?${window}`, { token })).body.data;
    const badge = (await call('GET', `/leads/counts-by-read-status?${window}`, { token })).body.data.infoRequests;
    const demoLeads = db.leads.all().filter((l) => l.customerId === 1);
    expect(stats.total).toBe(400);
    expect(stats.byStatus.new).toBe(demoLeads.filter((l) => l.status === 'new').length);
    expect(stats.dealRate).toBeCloseTo(stats.byStatus.deal / 400, 3);
    expect(badge.pending).toBe(stats.byStatus.new + stats.byStatus.pending);
    expect(badge.read + badge.unread).toBe(badge.total);

    await call('POST', '/leads/42/actions', { token, body: { type: 'reject', reasonId: 1 } });
    const after = (await call('GET', `/leads/couple-stats?${window}`, { token })).body.data;
    expect(after.byStatus.new).toBe(stats.byStatus.new - 1);
    expect(after.byStatus.rejected).toBe(stats.byStatus.rejected + 1);
    const badgeAfter = (await call('GET', `/leads/counts-by-read-status?${window}`, { token })).body.data.infoRequests;
    expect(badgeAfter.pending).toBe(badge.pending - 1);
    expect(badgeAfter.unread).toBe(badge.unread);

    await createIncomingLead({ coupleName: 'Marie Wolf & Jan Scholz' });
    const badgeNew = (await call('GET', `/leads/counts-by-read-status?${window}`, { token })).body.data.infoRequests;
    expect([badgeNew.pending, badgeNew.unread, badgeNew.total]).toEqual([
      badgeAfter.pending + 1,
      badgeAfter.unread + 1,
      badgeAfter.total + 1,
    ]);
  });
});

describe('notes, interactions, reminders', () => {
  it('adds a note that is read for its author and unread for a colleague until marked read', async () => {
    const token = await demo();
    const created = await call('POST', '/leads/42/comments', {
      token,
      body: { body: 'Paar wünscht ein vegetarisches Menü.' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ isRead: true, author: { id: 1, name: 'Katharina Vogt' } });
    const jonas = (await login('jonas.albrecht', 'passwort123')).accessToken;
    const forJonas = await call('GET', '/leads/42/comments', { token: jonas });
    expect(forJonas.body.data[0]).toMatchObject({ id: created.body.data.id, isRead: false });
    expect((await call('PUT', `/comments/${created.body.data.id}/read`, { token: jonas })).status).toBe(204);
    expect((await call('GET', '/leads/42/comments', { token: jonas })).body.data[0].isRead).toBe(true);
    expect((await call('PUT', '/comments/999999/read', { token })).status).toBe(404);
    expect(
      (await call('POST', '/leads/42/comments', { token, body: { body: 'x'.repeat(2001) } })).body.errors,
    ).toHaveProperty('body');
  });

  it('records a phone call (callResult required) and counts leads by their last call', async () => {
    const token = await demo();
    const missing = await call('POST', '/leads/42/interactions', { token, body: { type: 'phone_call' } });
    expect(missing.body.errors.callResult).toBe('Dies ist ein Pflichtfeld!');
    const future = await call('POST', '/leads/42/interactions', {
      token,
      body: { type: 'visit', occurredAt: isoDateTime(addDays(now(), 2)) },
    });
    expect(future.body.errors).toHaveProperty('occurredAt');
    const before = (await call('GET', '/leads/counts-by-calls', { token })).body.data;
    const call1 = await call('POST', '/leads/42/interactions', {
      token,
      body: { type: 'phone_call', callResult: 'TALKED', note: 'Besichtigung vereinbart.' },
    });
    expect(call1.status).toBe(201);
    expect(call1.body.data).toMatchObject({ type: 'phone_call', callResult: 'TALKED', customerUser: { id: 1 } });
    const visit = await call('POST', '/leads/42/interactions', { token, body: { type: 'visit', callResult: 'BUSY' } });
    expect(visit.body.data.callResult).toBeNull();
    const after = (await call('GET', '/leads/counts-by-calls', { token })).body.data;
    expect(after.TALKED).toBe(before.TALKED + 1);
    expect(after.total).toBe(before.total + 1);
    const lead = (await call('GET', '/leads/42', { token })).body.data;
    expect(lead.interactions[0].id).toBe(visit.body.data.id);
    expect(lead.status).toBe('pending');
  });

  it('sets a reminder in the future only and shows it as reminderAt', async () => {
    const token = await demo();
    const past = await call('POST', '/leads/42/remind', { token, body: { remindAt: isoDateTime(addDays(now(), -1)) } });
    expect(past.body.errors).toHaveProperty('remindAt');
    const remindAt = isoDateTime(addDays(now(), 3));
    const created = await call('POST', '/leads/42/remind', { token, body: { remindAt, note: 'Angebot nachfassen.' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ leadId: 42, remindAt, note: 'Angebot nachfassen.' });
    expect((await call('GET', '/leads/42', { token })).body.data.reminderAt).toBe(remindAt);
    const histories = (await call('GET', '/leads/42/histories', { token })).body.data;
    expect(histories[0].type).toBe('reminder_set');
  });
});

describe('lead data and items', () => {
  it('lists and updates the lead data, validating the organization type', async () => {
    const token = await demo();
    const list = await call('GET', '/lead-data?leadId=42', { token });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        leadId: 42,
        budget: { amount: 18000, currency: 'EUR' },
        capacity: 90,
        organizationType: 1,
      }),
    ]);
    const dataId = list.body.data[0].id;
    const bad = await call('PUT', `/lead-data/${dataId}`, { token, body: { organizationType: 9, capacity: 0 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity']);
    const badType = await call('PUT', `/lead-data/${dataId}`, { token, body: { organizationType: 9 } });
    expect(badType.body.errors).toHaveProperty('organizationType');
    expect((await call('PUT', `/lead-data/${dataId}`, { token, body: {} })).status).toBe(422);
    const ok = await call('PUT', `/lead-data/${dataId}`, {
      token,
      body: { budget: { amount: 21000, currency: 'EUR' }, organizationType: 4 },
    });
    expect(ok.body.data).toMatchObject({
      budget: { amount: 21000, currency: 'EUR' },
      organizationType: 4,
      capacity: 90,
    });
    expect((await call('GET', '/lead-data?leadId=42', { token })).body.data[0].budget.amount).toBe(21000);
    expect(stored(42).isWedding).toBe(false);
    expect((await call('PUT', '/lead-data/999999', { token, body: { capacity: 50 } })).status).toBe(404);
    const jonas = (await login('jonas.albrecht', 'passwort123')).accessToken;
    expect((await call('GET', `/lead-data?leadId=${leadIn('deal', 102).id}`, { token: jonas })).status).toBe(403);
  });

  it('lists the items of a lead in line with itemCount', async () => {
    const token = await demo();
    const items = await call('GET', '/leads/42/items', { token });
    expect(items.body.data).toEqual([expect.objectContaining({ providerItemId: 2201, currency: 'EUR', price: 8900 })]);
    expect(items.body.paging.total).toBe(1);
  });
});

describe('couples', () => {
  it('searches the user’s couples by name or extension number (at least 2 characters)', async () => {
    const token = await demo();
    const found = await call('GET', '/search/couple?coupleName=SCHMIDT', { token });
    expect(found.status).toBe(200);
    expect(found.body.data.map((r: { leadId: number }) => r.leadId)).toContain(42);
    expect(found.body.data.find((r: { leadId: number }) => r.leadId === 42)).toMatchObject({
      coupleName: 'Anna Schmidt & Lukas Becker',
      provider: { id: 101 },
      status: 'new',
    });
    expect((await call('GET', '/search/couple?coupleName=S', { token })).body.errors).toHaveProperty('coupleName');
    const basic = (await login('basic')).accessToken;
    const other = await call('GET', '/search/couple?coupleName=Anna%20Schmidt', { token: basic });
    expect(other.body.data.map((r: { leadId: number }) => r.leadId)).not.toContain(42);
  });

  it('answers the couple’s last activity and when they were last seen', async () => {
    const token = await demo();
    const { status, body } = await call('GET', `/couple/${COUPLE.annaUndLukas}/last-activity`, { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      coupleId: COUPLE.annaUndLukas,
      lastActivityType: 'email',
      lastActivityAt: stored(42).lastActivityAt,
    });
    expect(body.data.lastSeenAt).not.toBeNull();
    expect((await call('GET', '/couple/999999/last-activity', { token })).status).toBe(404);
    const basic = (await login('basic')).accessToken;
    expect((await call('GET', `/couple/${COUPLE.annaUndLukas}/last-activity`, { token: basic })).status).toBe(404);
  });
});

describe('adding couples', () => {
  it('creates a manual lead that the list shows first, with visible contact details', async () => {
    const token = await demo();
    const body = {
      providerId: 102,
      coupleName: 'Julia Wagner & Tim Hoffmann',
      weddingDate: isoDate(addDays(now(), 200)),
      email: 'julia.wagner@web.de',
      phone: '+4917623456789',
    };
    const created = await call('POST', '/leads', { token, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'new',
      firstLeadType: 'manual',
      provider: { id: 102 },
      leadDetails: { email: 'julia.wagner@web.de', contactVisible: true },
      couple: { name: 'Julia Wagner & Tim Hoffmann' },
    });
    const list = await call('GET', '/leads?limit=1', { token });
    expect(list.body.data[0].id).toBe(created.body.data.id);
    expect(list.body.paging.total).toBe(401);
    const histories = await call('GET', `/leads/${created.body.data.id}/histories`, { token });
    expect(histories.body.data[0]).toMatchObject({ type: 'created', toStatus: 'new' });
  });

  it('refuses foreign providers (403), bad e-mails and phones and past wedding dates (422)', async () => {
    const token = await demo();
    expect(
      (await call('POST', '/leads', { token, body: { providerId: 201, coupleName: 'Lea Roth & Paul Beck' } })).status,
    ).toBe(403);
    const bad = await call('POST', '/leads', {
      token,
      body: { providerId: 101, coupleName: 'Lea Roth & Paul Beck', email: 'lea-at-web.de', phone: '0151 123' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'phone']);
    const past = await call('POST', '/leads', {
      token,
      body: { providerId: 101, coupleName: 'Lea Roth & Paul Beck', weddingDate: '2020-05-02' },
    });
    expect(past.body.errors).toHaveProperty('weddingDate');
    const noName = await call('POST', '/leads', { token, body: { providerId: 101 } });
    expect(noName.body.errors.coupleName).toBe('Dies ist ein Pflichtfeld!');
    expect(db.leads.count()).toBe(430);
  });

  it('registers a marketplace lead (phone and source required)', async () => {
    const token = await demo();
    const missing = await call('POST', '/dugun-leads', {
      token,
      body: { providerId: 101, coupleName: 'Lena Fischer & Jan Schulz' },
    });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['phone', 'source']);
    const created = await call('POST', '/dugun-leads', {
      token,
      body: { providerId: 101, coupleName: 'Lena Fischer & Jan Schulz', phone: '+4916098765432', source: 'fair' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      firstLeadType: 'manual',
      status: 'new',
      leadDetails: { phone: '+4916098765432' },
    });
    expect(stored(created.body.data.id).source).toBe('fair');
  });

  it('simulates a couple’s new request exactly like the seed', async () => {
    const token = await demo();
    const { lead, message } = await createIncomingLead({ providerId: 103, coupleName: 'Clara Berger & Simon Vogel' });
    expect(lead).toMatchObject({ status: 'new', isRead: false, unreadMessageCount: 1, providerId: 103 });
    expect(message?.body).toContain(lead.message.slice(0, 20));
    const list = await call('GET', '/leads?limit=1', { token });
    expect(list.body.data[0]).toMatchObject({
      id: lead.id,
      couple: { name: 'Clara Berger & Simon Vogel' },
      leadDetails: { contactVisible: false, email: null },
    });
  });

  it('deletes a lead: 204, then 404 and gone from the list', async () => {
    const token = await demo();
    expect((await call('DELETE', '/leads/42', { token })).status).toBe(204);
    expect((await call('GET', '/leads/42', { token })).status).toBe(404);
    expect((await call('DELETE', '/leads/42', { token })).status).toBe(404);
    const list = await call('GET', '/leads?coupleName=Anna%20Schmidt%20%26%20Lukas', { token });
    expect(list.body.paging.total).toBe(0);
  });
});

describe('response time statistics', () => {
  it('averages business seconds to the first answer over the answered leads of the window', async () => {
    const token = await demo();
    const start = sixMonthsAgo();
    const { body } = await call(
      'GET',
      `/leads/average-response-time?createdAtStart=${start}&createdAtEnd=${today()}&providerIds=101,102`,
      { token },
    );
    const answered = db.leads
      .all()
      .filter((l) => [101, 102].includes(l.providerId) && l.firstResponseAt && marketDay(l.createdAt) >= start);
    const expected =
      answered.reduce(
        (sum, l) => sum + businessSecondsBetween(new Date(l.createdAt), new Date(l.firstResponseAt as string)),
        0,
      ) / answered.length;
    expect(body.data.sampleSize).toBe(answered.length);
    expect(body.data.averageSeconds).toBe(Math.round(expected));
    expect(body.data.averageSeconds).toBeGreaterThan(0);
  });

  it('answers one row per provider of the user, null for a provider without answered leads', async () => {
    const token = await demo();
    const { body } = await call('GET', '/leads/provider-average-response-time?providerIds=101,103,201', { token });
    expect(body.data.map((r: { providerId: number }) => r.providerId)).toEqual([101, 103]);
    expect(body.paging.total).toBe(2);
    const empty = await call(
      'GET',
      `/leads/provider-average-response-time?createdAtStart=${marketDay(addDays(now(), 1))}`,
      { token },
    );
    expect(empty.body.data).toEqual([
      { providerId: 101, averageSeconds: null, sampleSize: 0 },
      { providerId: 102, averageSeconds: null, sampleSize: 0 },
      { providerId: 103, averageSeconds: null, sampleSize: 0 },
    ]);
  });
});
