import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { PROVIDER_CONTENT_SEED } from '../db/provider-content';
import { missingRequiredFields } from '../db/provider-forms';
import { WIZARD_IMAGE_MAX_KB } from '../db/provider-wizards';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

async function demo(): Promise<string> {
  return (await login('demo')).accessToken;
}

function answerId(providerId: number, fieldName: string): number {
  const answer = db.providerData.findFirst((q) => q.where({ providerId, fieldName }));
  if (!answer) throw new Error(`no answer ${providerId}/${fieldName}`);
  return answer.id;
}

/** Takes edit rights for a provider away from Jonas (role staff) and logs him in. */
async function jonasWithoutManage(providerId: number): Promise<string> {
  await db.customerUsers.update((q) => q.where({ id: 2 }), {
    data(user) {
      user.customerUserProviders = user.customerUserProviders.map((link) =>
        link.providerId === providerId ? { ...link, canManage: false } : link,
      );
    },
  });
  return (await login('jonas.albrecht', 'passwort123')).accessToken;
}

const LONG_TEXT =
  'Blumenwerk Potsdam gestaltet seit 2014 Brautsträuße, Tischdekorationen und Traubögen für Hochzeiten in Potsdam, Berlin und dem Havelland. Wir arbeiten mit saisonalen Blumen von Gärtnereien aus Brandenburg und beraten jedes Paar persönlich in unserem Atelier in der Brandenburger Vorstadt. Auf Wunsch übernehmen wir Aufbau und Abbau am Hochzeitstag.';

describe('provider prompts', () => {
  it('pages notifications 25 at a time, newest first, only for the user’s providers', async () => {
    const token = await demo();
    const first = await call('GET', '/provider-prompts?type=notification&limit=25&page=1', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.paging.total).toBeGreaterThanOrEqual(30);
    expect(first.body.paging.pageCount).toBe(2);
    const second = await call('GET', '/provider-prompts?type=notification&limit=25&page=2', { token });
    expect(second.body.data).toHaveLength(first.body.paging.total - 25);
    const all = [...first.body.data, ...second.body.data];
    const dates = all.map((p: { createdAt: string }) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((p: { type: string }) => p.type))).toEqual(new Set(['notification']));
    expect(all.every((p: { provider: { id: number } }) => [101, 102, 103].includes(p.provider.id))).toBe(true);
    expect(
      all.some(
        (p: { linkData: { path: string } }) => p.linkData.path === '/anbieter/schlossgut-havelblick/bewertungen',
      ),
    ).toBe(true);

    const basic = (await login('basic')).accessToken;
    const other = await call('GET', '/provider-prompts', { token: basic });
    expect(other.body.data.length).toBeGreaterThan(0);
    expect(other.body.data.every((p: { provider: { id: number } }) => p.provider.id === PROVIDER.elbblick)).toBe(true);
  });

  it('counts open prompts per type and drops the count when one is completed (idempotently)', async () => {
    const token = await demo();
    const meta = await call('GET', '/provider-prompts/meta', { token });
    const open = await call('GET', '/provider-prompts?type=notification&completed=false&limit=100', { token });
    const openTodos = await call('GET', '/provider-prompts?type=todo&completed=false&limit=100', { token });
    expect(meta.body.data).toEqual({ notification: open.body.paging.total, todo: openTodos.body.paging.total });
    expect(meta.body.data.notification).toBeGreaterThanOrEqual(3);
    expect(meta.body.data.todo).toBeGreaterThan(0);

    const target = open.body.data[0];
    const done = await call('POST', `/provider-prompts/${target.id}/actions`, { token, body: { type: 'completed' } });
    expect(done.status).toBe(200);
    expect(done.body.data.completedAt).not.toBeNull();
    const after = await call('GET', '/provider-prompts/meta', { token });
    expect(after.body.data.notification).toBe(meta.body.data.notification - 1);
    expect(after.body.data.todo).toBe(meta.body.data.todo);

    const again = await call('POST', `/provider-prompts/${target.id}/actions`, { token, body: { type: 'completed' } });
    expect(again.status).toBe(200);
    expect(again.body.data.completedAt).toBe(done.body.data.completedAt);
    expect((await call('GET', '/provider-prompts/meta', { token })).body.data.notification).toBe(
      after.body.data.notification,
    );

    const completed = await call('GET', '/provider-prompts?completed=true&limit=100', { token });
    expect(completed.body.data.some((p: { id: number }) => p.id === target.id)).toBe(true);
    expect(completed.body.data.every((p: { completedAt: string | null }) => p.completedAt !== null)).toBe(true);
  });

  it('refuses another customer’s prompt (404) and an unknown action (422)', async () => {
    const token = await demo();
    const foreign = db.providerPrompts.findFirst((q) => q.where({ providerId: PROVIDER.elbblick }));
    expect(foreign).toBeDefined();
    expect(
      (await call('POST', `/provider-prompts/${foreign?.id}/actions`, { token, body: { type: 'completed' } })).status,
    ).toBe(404);
    const own = db.providerPrompts.findFirst((q) => q.where({ providerId: PROVIDER.havelblick }));
    const bad = await call('POST', `/provider-prompts/${own?.id}/actions`, { token, body: { type: 'read' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.type).toBeTruthy();
    expect((await call('GET', '/provider-prompts?limit=500', { token })).status).toBe(422);
  });
});

describe('testimonials', () => {
  it('lists by status with counts that match, only for the user’s providers', async () => {
    const token = await demo();
    const counts = await call('GET', '/provider-testimonials/counts', { token });
    expect(counts.status).toBe(200);
    const { published, pending, rejected, total } = counts.body.data;
    expect(published).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
    expect(published + pending + rejected).toBe(total);
    for (const status of ['published', 'pending', 'rejected']) {
      const list = await call('GET', `/provider-testimonials?status=${status}&limit=100`, { token });
      expect(list.body.paging.total).toBe(counts.body.data[status]);
      expect(list.body.data.every((t: { status: string }) => t.status === status)).toBe(true);
    }
    const rejectedList = await call('GET', '/provider-testimonials?status=rejected', { token });
    expect(rejectedList.body.data.every((t: { rejectCause: string | null }) => t.rejectCause !== null)).toBe(true);

    const all = await call('GET', '/provider-testimonials?limit=100', { token });
    const replies = all.body.data
      .map((t: { reply: { status: string; rejectReason: string | null } | null }) => t.reply)
      .filter(Boolean);
    expect(new Set(replies.map((r: { status: string }) => r.status))).toEqual(
      new Set(['pending', 'published', 'rejected']),
    );
    expect(replies.find((r: { status: string }) => r.status === 'rejected').rejectReason).toMatch(/Link/);
    expect(all.body.data.some((t: { isFeatured: boolean }) => t.isFeatured)).toBe(true);
    expect(all.body.data.some((t: { gallery: unknown[] }) => t.gallery.length > 0)).toBe(true);
    expect(all.body.data.every((t: { providerId: number }) => t.providerId !== PROVIDER.elbblick)).toBe(true);

    const only102 = await call('GET', '/provider-testimonials?providerIds=102,201', { token });
    expect(only102.body.data.length).toBeGreaterThan(0);
    expect(only102.body.data.every((t: { providerId: number }) => t.providerId === PROVIDER.lichtwerk)).toBe(true);
  });

  it('saves a pending reply once, and refuses the basic plan', async () => {
    const token = await demo();
    const target = db.testimonials
      .all()
      .find((t) => t.providerId === PROVIDER.havelblick && t.status === 'published' && t.reply === null);
    expect(target).toBeDefined();
    const short = await call('POST', `/provider-testimonials/${target?.id}/replies`, {
      token,
      body: { body: 'Danke!' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.body).toBeTruthy();
    const reply = await call('POST', `/provider-testimonials/${target?.id}/replies`, {
      token,
      body: { body: 'Vielen Dank für Ihre schöne Bewertung, es war uns eine Freude!' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.status).toBe('pending');
    const read = await call('GET', `/provider-testimonials/${target?.id}`, { token });
    expect(read.body.data.reply.id).toBe(reply.body.data.id);
    const twice = await call('POST', `/provider-testimonials/${target?.id}/replies`, {
      token,
      body: { body: 'Noch einmal vielen herzlichen Dank!' },
    });
    expect(twice.status).toBe(409);

    const basic = (await login('basic')).accessToken;
    const own = db.testimonials.all().find((t) => t.providerId === PROVIDER.elbblick && t.reply === null);
    const gated = await call('POST', `/provider-testimonials/${own?.id}/replies`, {
      token: basic,
      body: { body: 'Vielen Dank für die schöne Bewertung!' },
    });
    expect(gated.status).toBe(403);
    expect(gated.body.code).toBe('PLAN_FEATURE_REQUIRED');
    expect(db.testimonials.findFirst((q) => q.where({ id: own?.id as number }))?.reply).toBeNull();
    // Another customer's review does not exist for the demo user.
    expect((await call('GET', `/provider-testimonials/${own?.id}`, { token })).status).toBe(404);
  });

  it('features a published review and refuses to feature a pending one', async () => {
    const token = await demo();
    const published = db.testimonials
      .all()
      .find((t) => t.status === 'published' && !t.isFeatured && t.providerId === PROVIDER.lichtwerk);
    const put = await call('PUT', `/provider-testimonials/${published?.id}`, { token, body: { isFeatured: true } });
    expect(put.status).toBe(200);
    expect((await call('GET', `/provider-testimonials/${published?.id}`, { token })).body.data.isFeatured).toBe(true);
    const pending = db.testimonials.all().find((t) => t.status === 'pending' && t.providerId === PROVIDER.lichtwerk);
    const refused = await call('PUT', `/provider-testimonials/${pending?.id}`, { token, body: { isFeatured: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.isFeatured).toBeTruthy();
  });

  it('lists review channels and transfers external reviews', async () => {
    const token = await demo();
    const channels = await call('GET', `/providers/${PROVIDER.havelblick}/review-channels`, { token });
    expect(channels.status).toBe(200);
    const google = channels.body.data.find((c: { name: string }) => c.name === 'Google');
    const facebook = channels.body.data.find((c: { name: string }) => c.name === 'Facebook');
    expect(google.isConnected).toBe(true);
    expect(facebook.isConnected).toBe(false);
    const googleComments = await call(
      'GET',
      `/providers/${PROVIDER.havelblick}/external-comments?channelId=1&limit=100`,
      { token },
    );
    expect(googleComments.body.paging.total).toBe(google.reviewCount);
    const statuses = new Set(googleComments.body.data.map((c: { transferStatus: string }) => c.transferStatus));
    expect(statuses).toEqual(new Set(['not_transferred', 'pending', 'transferred']));

    const open = googleComments.body.data.filter(
      (c: { transferStatus: string }) => c.transferStatus === 'not_transferred',
    );
    const transferred = googleComments.body.data.find(
      (c: { transferStatus: string }) => c.transferStatus === 'transferred',
    );
    const imported = await call('POST', `/providers/${PROVIDER.havelblick}/external-comments`, {
      token,
      body: { channelId: 1, externalCommentIds: [open[0].id, open[1].id, transferred.id] },
    });
    expect(imported.status).toBe(202);
    expect(imported.body.data.queued).toBe(2);
    const pending = await call(
      'GET',
      `/providers/${PROVIDER.havelblick}/external-comments?transferStatus=pending&limit=100`,
      { token },
    );
    expect(pending.body.data.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([open[0].id, open[1].id]),
    );

    const weddingWire = await call('GET', `/providers/${PROVIDER.havelblick}/external-comments?channelId=3`, { token });
    const wrongChannel = await call('POST', `/providers/${PROVIDER.havelblick}/external-comments`, {
      token,
      body: { channelId: 1, externalCommentIds: [weddingWire.body.data[0].id] },
    });
    expect(wrongChannel.status).toBe(422);
    expect(wrongChannel.body.errors['externalCommentIds.0']).toBeTruthy();
    const notConnected = await call('POST', `/providers/${PROVIDER.havelblick}/external-comments`, {
      token,
      body: { channelId: 2, externalCommentIds: [1] },
    });
    expect(notConnected.status).toBe(422);
    expect(notConnected.body.errors.channelId).toBeTruthy();

    const filters = await call('GET', `/providers/${PROVIDER.havelblick}/external-comments/filters`, { token });
    const all = await call('GET', `/providers/${PROVIDER.havelblick}/external-comments?limit=100`, { token });
    expect(filters.body.data.ratings.map((r: { rating: number }) => r.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(filters.body.data.ratings.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(
      all.body.paging.total,
    );

    expect((await call('GET', `/providers/${PROVIDER.elbblick}/review-channels`, { token })).status).toBe(404);
  });
});

describe('provider forms and data', () => {
  it('answers the form definitions by group, with the 300-character description, in the request language', async () => {
    const token = await demo();
    const forms = await call('GET', `/provider-forms?providerId=${PROVIDER.havelblick}`, { token });
    expect(forms.status).toBe(200);
    expect(new Set(forms.body.data.map((f: { group: string }) => f.group))).toEqual(
      new Set(['general', 'budget', 'capacity', 'services']),
    );
    const description = forms.body.data.find((f: { fieldName: string }) => f.fieldName === 'description');
    expect(description).toMatchObject({ label: 'Beschreibung', required: true, minLength: 300, type: 'textarea' });
    const budget = await call('GET', `/provider-forms?providerId=${PROVIDER.havelblick}&group=budget`, {
      token,
      headers: { 'Accept-Language': 'en-US' },
    });
    expect(budget.body.data.every((f: { group: string }) => f.group === 'budget')).toBe(true);
    expect(budget.body.data.find((f: { fieldName: string }) => f.fieldName === 'minBudget').label).toBe(
      'Minimum budget (EUR)',
    );
    expect((await call('GET', `/provider-forms?providerId=${PROVIDER.elbblick}`, { token })).status).toBe(403);
    expect((await call('GET', `/provider-data?providerId=${PROVIDER.elbblick}`, { token })).status).toBe(403);
  });

  it('queues a change (202), shows it pending, and applies it on approval (then 409)', async () => {
    const token = await demo();
    const id = answerId(PROVIDER.havelblick, 'maxGuests');
    const queued = await call('PUT', `/provider-data/${id}`, { token, body: { value: 200 } });
    expect(queued.status).toBe(202);
    expect(queued.body.data).toMatchObject({
      fieldName: 'maxGuests',
      oldValue: 180,
      newValue: 200,
      status: 'pending',
      requestedBy: { id: 1 },
    });

    const data = await call('GET', `/provider-data?providerId=${PROVIDER.havelblick}&group=capacity`, { token });
    expect(data.body.data.find((d: { id: number }) => d.id === id)).toMatchObject({
      value: 180,
      status: 'pending_approval',
    });
    const queue = await call('GET', '/provider-data-update-queue?status=pending', { token });
    expect(queue.body.data[0].id).toBe(queued.body.data.id);
    const changes = await call('GET', `/change-requests/pending?providerIds=${PROVIDER.havelblick}`, { token });
    expect(changes.body.data[0]).toMatchObject({
      type: 'text',
      summary: 'Änderung von „Maximale Gästezahl“ wartet auf Freigabe.',
    });

    const corrected = await call('PUT', `/provider-data-update-queue/${queued.body.data.id}`, {
      token,
      body: { newValue: 190 },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.newValue).toBe(190);

    const approved = await call('POST', `/provider-data-update-queue/${queued.body.data.id}/approve`, { token });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const after = await call('GET', `/provider-data?providerId=${PROVIDER.havelblick}&group=capacity`, { token });
    expect(after.body.data.find((d: { id: number }) => d.id === id)).toMatchObject({ value: 190, status: 'approved' });
    expect(
      (await call('GET', '/change-requests/pending', { token })).body.data.some(
        (c: { id: number }) => c.id === changes.body.data[0].id,
      ),
    ).toBe(false);

    expect((await call('POST', `/provider-data-update-queue/${queued.body.data.id}/approve`, { token })).status).toBe(
      409,
    );
    expect((await call('DELETE', `/provider-data-update-queue/${queued.body.data.id}`, { token })).status).toBe(409);
    expect(
      (await call('PUT', `/provider-data-update-queue/${queued.body.data.id}`, { token, body: { newValue: 170 } }))
        .status,
    ).toBe(409);
  });

  it('withdraws a pending change so the answer is approved again', async () => {
    const token = await demo();
    const pending = db.providerDataUpdates
      .all()
      .find((u) => u.providerId === PROVIDER.havelblick && u.status === 'pending');
    expect(pending).toBeDefined();
    expect((await call('DELETE', `/provider-data-update-queue/${pending?.id}`, { token })).status).toBe(204);
    const data = await call('GET', `/provider-data?providerId=${PROVIDER.havelblick}`, { token });
    expect(data.body.data.find((d: { fieldName: string }) => d.fieldName === pending?.fieldName).status).toBe(
      'approved',
    );
    expect((await call('DELETE', `/provider-data-update-queue/${pending?.id}`, { token })).status).toBe(404);
  });

  it('checks values against the form definition', async () => {
    const token = await demo();
    const short = await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'description')}`, {
      token,
      body: { value: 'Zu kurz.' },
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.value).toBe('Bitte geben Sie mindestens 300 Zeichen ein.');
    const emptied = await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'minBudget')}`, {
      token,
      body: { value: null },
    });
    expect(emptied.body.errors.value).toBe('Dies ist ein Pflichtfeld!');
    const option = await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'services')}`, {
      token,
      body: { value: ['Catering', 'Feuerwerk'] },
    });
    expect(option.status).toBe(422);
    expect(option.body.errors['value.1']).toBeTruthy();
    const type = await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'hasParking')}`, {
      token,
      body: { value: 'ja' },
    });
    expect(type.status).toBe(422);
    const url = await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'website')}`, {
      token,
      body: { value: 'schlossgut' },
    });
    expect(url.status).toBe(422);
    expect(db.providerDataUpdates.all().filter((u) => u.status === 'pending')).toHaveLength(4);
    expect(
      (await call('PUT', `/provider-data/${answerId(PROVIDER.elbblick, 'maxGuests')}`, { token, body: { value: 90 } }))
        .status,
    ).toBe(404);
  });

  it('refuses queue decisions to users without edit rights (403)', async () => {
    const jonas = await jonasWithoutManage(PROVIDER.havelblick);
    const pending = db.providerDataUpdates
      .all()
      .find((u) => u.providerId === PROVIDER.havelblick && u.status === 'pending');
    expect((await call('POST', `/provider-data-update-queue/${pending?.id}/approve`, { token: jonas })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/provider-data-update-queue/${pending?.id}`, { token: jonas })).status).toBe(403);
    expect(
      (
        await call('PUT', `/provider-data/${answerId(PROVIDER.havelblick, 'rooms')}`, {
          token: jonas,
          body: { value: 20 },
        })
      ).status,
    ).toBe(403);
    expect(db.providerDataUpdates.findFirst((q) => q.where({ id: pending?.id as number }))?.status).toBe('pending');
  });

  it('clears isMissingData once the bridal shop’s required budget answers are approved', async () => {
    const token = await demo();
    for (const provider of db.providers.all()) {
      expect(missingRequiredFields(db, provider.id).length > 0).toBe(provider.isMissingData);
    }
    expect(missingRequiredFields(db, PROVIDER.brautsalon).map((f) => `${f.group}.${f.fieldName}`)).toEqual([
      'budget.minBudget',
      'budget.priceFrom',
    ]);
    for (const [fieldName, value] of [
      ['minBudget', 1200],
      ['priceFrom', 990],
    ] as const) {
      const queued = await call('PUT', `/provider-data/${answerId(PROVIDER.brautsalon, fieldName)}`, {
        token,
        body: { value },
      });
      expect((await call('POST', `/provider-data-update-queue/${queued.body.data.id}/approve`, { token })).status).toBe(
        200,
      );
    }
    expect(db.providers.findFirst((q) => q.where({ id: PROVIDER.brautsalon }))?.isMissingData).toBe(false);
  });
});

describe('provider items', () => {
  it('lists the bridal shop’s gowns in every state, filtered and paged', async () => {
    const token = await demo();
    const all = await call('GET', `/provider-items?providerId=${PROVIDER.brautsalon}&limit=100`, { token });
    expect(all.status).toBe(200);
    expect(all.body.paging.total).toBeGreaterThan(25);
    const states = new Set(
      all.body.data.map((i: { status: string; approvalStatus: string }) => `${i.status}/${i.approvalStatus}`),
    );
    for (const status of ['active', 'passive']) {
      for (const approval of ['approval_waiting', 'approved', 'rejected'])
        expect(states).toContain(`${status}/${approval}`);
    }
    const elbe = all.body.data.find((i: { name: string }) => i.name === PROVIDER_CONTENT_SEED.elbeGownName);
    expect(elbe).toMatchObject({ price: 1890, currency: 'EUR', isBiddable: true });
    expect(
      all.body.data
        .filter((i: { approvalStatus: string }) => i.approvalStatus === 'rejected')
        .every((i: { rejectReason: string }) => i.rejectReason.length > 0),
    ).toBe(true);
    expect(
      all.body.data
        .filter((i: { discountedPrice: number | null }) => i.discountedPrice !== null)
        .every((i: { discountedPrice: number; price: number }) => i.discountedPrice < i.price),
    ).toBe(true);

    const bid = await call('GET', '/provider-items?isBiddable=true&sort=-createdAt&limit=25&page=1', { token });
    expect(bid.body.data.length).toBeGreaterThan(0);
    expect(
      bid.body.data.every(
        (i: { isBiddable: boolean; providerId: number }) => i.isBiddable && i.providerId === PROVIDER.brautsalon,
      ),
    ).toBe(true);
    const dates = bid.body.data.map((i: { createdAt: string }) => i.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const basic = (await login('basic')).accessToken;
    const foreign = await call('GET', `/provider-items?providerId=${PROVIDER.brautsalon}`, { token: basic });
    expect(foreign.body.data).toEqual([]);
  });

  it('creates a product waiting for approval and checks prices and the bidding plan', async () => {
    const token = await demo();
    const tooCheap = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.brautsalon, name: 'Brautkleid Test', price: 1000, discountedPrice: 1000 },
    });
    expect(tooCheap.status).toBe(422);
    expect(tooCheap.body.errors.discountedPrice).toBeTruthy();
    const noPrice = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.brautsalon, name: 'Brautkleid Test', discountedPrice: 800 },
    });
    expect(noPrice.body.errors.discountedPrice).toBeTruthy();
    const venueBid = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.havelblick, name: 'Sommerpaket', price: 9000, isBiddable: true },
    });
    expect(venueBid.status).toBe(403);
    expect(venueBid.body.code).toBe('PLAN_FEATURE_REQUIRED');
    expect(
      (await call('POST', '/provider-items', { token, body: { providerId: PROVIDER.elbblick, name: 'Paket' } })).status,
    ).toBe(422);

    const created = await call('POST', '/provider-items', {
      token,
      body: {
        providerId: PROVIDER.brautsalon,
        name: "Brautkleid 'Moorwerder' Etui",
        price: 1490,
        discountedPrice: 1290,
        isBiddable: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      approvalStatus: 'approval_waiting',
      status: 'active',
      isBiddable: true,
      rejectReason: null,
    });
    const count = db.providerItems.all().filter((i) => i.providerId === PROVIDER.brautsalon).length;
    expect(created.body.data.orderNo).toBe(count);
    const changes = await call('GET', `/change-requests/pending?providerIds=${PROVIDER.brautsalon}`, { token });
    expect(changes.body.data[0]).toMatchObject({
      type: 'product',
      summary: "Produkt „Brautkleid 'Moorwerder' Etui“ wird geprüft.",
    });
  });

  it('sends changed content back to approval, but not a status switch', async () => {
    const token = await demo();
    const approved = db.providerItems
      .all()
      .find(
        (i) => i.providerId === PROVIDER.havelblick && i.approvalStatus === 'approved' && i.discountedPrice === null,
      );
    const status = await call('PUT', `/provider-items/${approved?.id}`, { token, body: { status: 'passive' } });
    expect(status.body.data).toMatchObject({ status: 'passive', approvalStatus: 'approved' });
    const price = await call('PUT', `/provider-items/${approved?.id}`, {
      token,
      body: { price: (approved?.price ?? 0) + 100 },
    });
    expect(price.status).toBe(200);
    expect(price.body.data.approvalStatus).toBe('approval_waiting');

    const rejected = db.providerItems
      .all()
      .find((i) => i.approvalStatus === 'rejected' && i.providerId === PROVIDER.brautsalon);
    const renamed = await call('PUT', `/provider-items/${rejected?.id}`, { token, body: { name: 'Brautkleid Neu' } });
    expect(renamed.body.data).toMatchObject({ approvalStatus: 'approval_waiting', rejectReason: null });

    const discounted = db.providerItems
      .all()
      .find((i) => i.discountedPrice !== null && i.providerId === PROVIDER.havelblick);
    const below = await call('PUT', `/provider-items/${discounted?.id}`, {
      token,
      body: { price: discounted?.discountedPrice },
    });
    expect(below.status).toBe(422);
    expect(below.body.errors.discountedPrice).toBeTruthy();
    expect((await call('PUT', `/provider-items/${discounted?.id}`, { token, body: {} })).status).toBe(422);
  });

  it('reorders and deletes products', async () => {
    const token = await demo();
    const items = db.providerItems
      .all()
      .filter((i) => i.providerId === PROVIDER.lichtwerk)
      .sort((a, b) => a.orderNo - b.orderNo);
    const reversed = items.map((i) => i.id).reverse();
    expect(
      (
        await call('POST', '/provider-items/move-order', {
          token,
          body: { providerId: PROVIDER.lichtwerk, itemIds: reversed },
        })
      ).status,
    ).toBe(204);
    const list = await call('GET', `/provider-items?providerId=${PROVIDER.lichtwerk}&sort=orderNo`, { token });
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual(reversed);

    const dup = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [reversed[0], reversed[0]] },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors['itemIds.1']).toBeTruthy();
    const gown = db.providerItems.findFirst((q) => q.where({ providerId: PROVIDER.brautsalon }));
    const foreign = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [gown?.id] },
    });
    expect(foreign.body.errors['itemIds.0']).toBeTruthy();

    expect((await call('DELETE', `/provider-items/${reversed[0]}`, { token })).status).toBe(204);
    expect((await call('DELETE', `/provider-items/${reversed[0]}`, { token })).status).toBe(404);
    const basicItem = db.providerItems.findFirst((q) => q.where({ providerId: PROVIDER.elbblick }));
    expect((await call('PUT', `/provider-items/${basicItem?.id}`, { token, body: { status: 'passive' } })).status).toBe(
      404,
    );
  });
});

describe('provider wizard', () => {
  const hash = PROVIDER_CONTENT_SEED.openWizardHash;
  const submission = (imageIds: number[]) => ({
    companyName: 'Blumenwerk Potsdam',
    contactName: 'Johanna Richter',
    email: 'johanna.richter@blumenwerk-potsdam.de',
    phone: '+4933112345678',
    categoryId: 6,
    cityId: 2,
    districtId: 21,
    address: 'Brandenburger Straße 31, 14467 Potsdam',
    description: LONG_TEXT,
    imageIds,
    acceptedPreliminaryInformation: true,
  });

  it('reads the application publicly and applies the submission rules', async () => {
    const read = await call('GET', `/provider-wizard/${hash}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: null, minImageCount: 1, processingHours: 48 });
    expect((await call('GET', '/provider-wizard/unbekannter-link-1234')).status).toBe(404);

    const notUploaded = await call('POST', `/provider-wizard/${hash}`, { body: submission([999]) });
    expect(notUploaded.status).toBe(422);
    expect(notUploaded.body.errors['imageIds.0']).toBeTruthy();
    const noPhotos = await call('POST', `/provider-wizard/${hash}`, { body: submission([]) });
    expect(noPhotos.body.errors.imageIds).toBe('Bitte laden Sie mindestens ein Foto hoch.');
    const notAccepted = await call('POST', `/provider-wizard/${hash}`, {
      body: { ...submission([601]), acceptedPreliminaryInformation: false },
    });
    expect(notAccepted.body.errors.acceptedPreliminaryInformation).toBeTruthy();
    const short = await call('POST', `/provider-wizard/${hash}`, {
      body: { ...submission([601]), description: 'Kurz und knapp.' },
    });
    expect(short.body.errors.description).toBe('Bitte geben Sie mindestens 300 Zeichen ein.');
    const { companyName: _omitted, ...missing } = submission([601]);
    expect((await call('POST', `/provider-wizard/${hash}`, { body: missing })).body.errors.companyName).toBe(
      'Dies ist ein Pflichtfeld!',
    );
    const district = await call('POST', `/provider-wizard/${hash}`, { body: { ...submission([601]), districtId: 11 } });
    expect(district.body.errors.districtId).toBeTruthy();
    expect(db.providerWizards.findFirst((q) => q.where({ hash }))?.status).toBeNull();
  });

  it('uploads photos (images only) and submits once', async () => {
    const text = new FormData();
    text.append('image', new File(['%PDF-1.4'], 'preisliste.pdf', { type: 'application/pdf' }));
    const refused = await call('POST', `/provider-wizard/${hash}/images`, { body: text });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image).toBeTruthy();

    const photo = new FormData();
    photo.append(
      'image',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'Tischdeko Sommer.PNG', { type: 'image/png' }),
    );
    const uploaded = await call('POST', `/provider-wizard/${hash}/images`, { body: photo });
    expect(uploaded.status).toBe(201);
    // Under the one media prefix (mocks/lib/media-placeholder.ts), so the photo loads.
    expect(uploaded.body.data.path).toMatch(new RegExp(`^/media/wizard/${hash}/`));

    const submitted = await call('POST', `/provider-wizard/${hash}`, { body: submission([uploaded.body.data.id]) });
    expect(submitted.status).toBe(201);
    expect(submitted.body.data).toMatchObject({ status: 'pending', images: [uploaded.body.data] });
    expect(submitted.body.data.submittedAt).not.toBeNull();
    expect((await call('GET', `/provider-wizard/${hash}`)).body.data.status).toBe('pending');
    expect((await call('POST', `/provider-wizard/${hash}`, { body: submission([uploaded.body.data.id]) })).status).toBe(
      409,
    );
    const late = new FormData();
    late.append('image', new File([new Uint8Array([1, 2, 3])], 'nachtrag.jpg', { type: 'image/jpeg' }));
    expect((await call('POST', `/provider-wizard/${hash}/images`, { body: late })).status).toBe(409);
    expect((await call('GET', `/provider-wizard/${PROVIDER_CONTENT_SEED.submittedWizardHash}`)).body.data.status).toBe(
      'pending',
    );
  });
});

describe('provider wizard: link states and upload rules (signup)', () => {
  const hash = PROVIDER_CONTENT_SEED.openWizardHash;
  /** A PNG header of the given size (the server reads the dimensions from it), then padding up to `size` bytes. */
  const png = (name: string, width: number, height: number, size = 64) => {
    const bytes = new Uint8Array(Math.max(33, size));
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    const form = new FormData();
    form.append('image', new File([bytes], name, { type: 'image/png' }));
    return form;
  };

  it('answers each seeded link in its state and refuses unknown ones', async () => {
    const states = await Promise.all(
      [
        PROVIDER_CONTENT_SEED.openWizardHash,
        PROVIDER_CONTENT_SEED.emptyWizardHash,
        PROVIDER_CONTENT_SEED.submittedWizardHash,
        PROVIDER_CONTENT_SEED.approvedWizardHash,
        PROVIDER_CONTENT_SEED.rejectedWizardHash,
      ].map(async (link) => (await call('GET', `/provider-wizard/${link}`)).body.data.status),
    );
    expect(states).toEqual([null, null, 'pending', 'approved', 'rejected']);
    expect((await call('GET', '/provider-wizard/antrag-unbekannt-2026')).status).toBe(404);
    expect(
      (await call('POST', '/provider-wizard/antrag-unbekannt-2026/images', { body: png('a.png', 1200, 800) })).status,
    ).toBe(404);
    // A decided application takes no more photos either.
    const late = await call('POST', `/provider-wizard/${PROVIDER_CONTENT_SEED.approvedWizardHash}/images`, {
      body: png('a.png', 1200, 800),
    });
    expect(late.status).toBe(409);
  });

  it('checks the photo dimensions and size of the category rules', async () => {
    const narrow = await call('POST', `/provider-wizard/${hash}/images`, { body: png('schmal.png', 799, 600) });
    expect(narrow.status).toBe(422);
    expect(narrow.body.errors.image).toBe('Das Foto muss mindestens 800 Pixel breit sein.');
    const wide = await call('POST', `/provider-wizard/${hash}/images`, { body: png('breit.png', 6001, 600) });
    expect(wide.body.errors.image).toBe('Das Foto darf höchstens 6000 Pixel breit sein.');
    const high = await call('POST', `/provider-wizard/${hash}/images`, { body: png('hoch.png', 1200, 6001) });
    expect(high.body.errors.image).toBe('Das Foto darf höchstens 6000 Pixel hoch sein.');
    const large = await call('POST', `/provider-wizard/${hash}/images`, {
      body: png('gross.png', 1200, 800, WIZARD_IMAGE_MAX_KB * 1024 + 1),
    });
    expect(large.status).toBe(413);
    const fits = await call('POST', `/provider-wizard/${hash}/images`, { body: png('passt.png', 800, 6000) });
    expect(fits.status).toBe(201);
    expect(db.providerWizards.findFirst((q) => q.where({ hash }))?.images.map((image) => image.id)).toContain(
      fits.body.data.id,
    );
  });

  it('refuses a phone number that only looks international', async () => {
    const answer = await call('POST', `/provider-wizard/${hash}`, {
      body: {
        companyName: 'Blumenwerk Potsdam',
        contactName: 'Johanna Richter',
        email: 'johanna.richter@blumenwerk-potsdam.de',
        phone: '+4900000000',
        categoryId: 6,
        cityId: 2,
        districtId: null,
        address: 'Brandenburger Straße 31, 14467 Potsdam',
        description: LONG_TEXT,
        imageIds: [601],
        acceptedPreliminaryInformation: true,
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['phone']);
    expect(db.providerWizards.findFirst((q) => q.where({ hash }))?.status).toBeNull();
  });
});

describe('scenarios', () => {
  it('keeps forms and channels but no history in the empty scenario', async () => {
    await resetDatabase('empty');
    const token = await demo();
    expect(
      (await call('GET', `/provider-forms?providerId=${PROVIDER.havelblick}`, { token })).body.data.length,
    ).toBeGreaterThan(0);
    expect((await call('GET', `/providers/${PROVIDER.havelblick}/review-channels`, { token })).body.data).toHaveLength(
      3,
    );
    expect((await call('GET', '/provider-items', { token })).body.paging.total).toBe(0);
    expect((await call('GET', '/provider-prompts', { token })).body.paging.total).toBe(0);
    expect((await call('GET', '/provider-prompts/meta', { token })).body.data).toEqual({ todo: 0, notification: 0 });
    expect((await call('GET', '/provider-testimonials/counts', { token })).body.data.total).toBe(0);
    expect(
      (await call('GET', `/providers/${PROVIDER.havelblick}/external-comments`, { token })).body.paging.total,
    ).toBe(0);
  });

  it('takes bidding away from the bridal shop on the basic plan', async () => {
    await resetDatabase('basic-plan');
    const token = await demo();
    expect((await call('GET', '/provider-items?isBiddable=true', { token })).body.paging.total).toBe(0);
    const gown = db.providerItems.findFirst((q) => q.where({ providerId: PROVIDER.brautsalon }));
    const refused = await call('PUT', `/provider-items/${gown?.id}`, { token, body: { isBiddable: true } });
    expect(refused.status).toBe(403);
  });
});
