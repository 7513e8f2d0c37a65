import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { missingRequiredFields } from '../db/provider-forms';
import { createMockServer } from '../node';
import { call, demoToken, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

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

describe('provider prompts', () => {
  it('pages notifications 25 at a time, newest first, only for the user’s providers', async () => {
    const token = await demoToken();
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
    const token = await demoToken();
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

  it('marks every notification of the caller read at once, idempotently, leaving to-dos and other accounts', async () => {
    const token = await demoToken();
    const basic = (await login('basic')).accessToken;
    const before = (await call('GET', '/provider-prompts/meta', { token })).body.data;
    const basicBefore = (await call('GET', '/provider-prompts/meta', { token: basic })).body.data;
    expect(before.notification).toBeGreaterThan(0);
    expect(basicBefore.notification).toBeGreaterThan(0);

    const body = { type: 'completed', promptType: 'notification' };
    const done = await call('POST', '/provider-prompts/actions', { token, body });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ completed: before.notification });
    expect((await call('GET', '/provider-prompts/meta', { token })).body.data).toEqual({
      notification: 0,
      todo: before.todo,
    });
    expect((await call('GET', '/provider-prompts/meta', { token: basic })).body.data).toEqual(basicBefore);

    const again = await call('POST', '/provider-prompts/actions', { token, body });
    expect(again.body.data).toEqual({ completed: 0 });
    // To-dos are completed one by one, by doing them; no session, no action.
    const todos = await call('POST', '/provider-prompts/actions', {
      token,
      body: { type: 'completed', promptType: 'todo' },
    });
    expect(todos.status).toBe(422);
    expect((await call('POST', '/provider-prompts/actions', { body })).status).toBe(401);
  });

  it('refuses another customer’s prompt (404) and an unknown action (422)', async () => {
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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
    const token = await demoToken();
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

describe('scenarios', () => {
  it('keeps forms and channels but no history in the empty scenario', async () => {
    await resetDatabase('empty');
    const token = await demoToken();
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
    const token = await demoToken();
    expect((await call('GET', '/provider-items?isBiddable=true', { token })).body.paging.total).toBe(0);
    const gown = db.providerItems.findFirst((q) => q.where({ providerId: PROVIDER.brautsalon }));
    const refused = await call('PUT', `/provider-items/${gown?.id}`, { token, body: { isBiddable: true } });
    expect(refused.status).toBe(403);
  });
});
