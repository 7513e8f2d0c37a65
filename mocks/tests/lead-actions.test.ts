// What the mock does with one lead: its messages, status changes and actions, notes, interactions, reminders,
// its data and items (the seed, the lists and the couples: leads.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { createIncomingLead, createIncomingMessage, LEAD } from '../db/leads';
import { addDays, isoDateTime, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, demoToken, login } from './api';
import { stored, leadIn, sixMonthsAgo, today } from './test-data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const STATUSES = ['new', 'pending', 'negotiating', 'offered', 'deal', 'rejected', 'spam', 'not_reached', 'unreachable'];

describe('messages', () => {
  it('sends an e-mail: stored, contact details revealed, first answer stamped, new -> pending, history written', async () => {
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
    const text = `Liebe Anna – ${'a'.repeat(58)}`;
    expect(text).toHaveLength(71);
    const sms = await call('POST', '/leads/42/messages/sms', { token, body: { body: text } });
    expect(sms.status).toBe(201);
    const logs = await call('GET', '/sms/logs?limit=100', { token });
    const row = logs.body.data.find((s: { body: string }) => s.body === text);
    expect(row).toMatchObject({ leadId: 42, segments: 2 });
  });

  it('marks one message read, then all, and the unread count follows', async () => {
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
    const items = await call('GET', '/leads/42/items', { token });
    expect(items.body.data).toEqual([expect.objectContaining({ providerItemId: 2201, currency: 'EUR', price: 8900 })]);
    expect(items.body.paging.total).toBe(1);
  });
});
