// The server rules of the reviews area (issue 18): reading needs an active link to the provider; featuring,
// replying and transferring need can-manage (docs/security.md, "Rights inside one account"); replying is
// plan-gated after the rights; the reply's length counts without surrounding blanks; review requests and couples
// added by hand need only an active link, and a request needs the couple's agreement.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { addDays, isoDate, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const token = async (username: string) =>
  (await login(username, username === 'demo' || username === 'basic' ? undefined : 'passwort123')).accessToken;

function testimonialOf(providerId: number, match: (t: ReturnType<typeof db.testimonials.all>[number]) => boolean) {
  const record = db.testimonials.all().find((t) => t.providerId === providerId && match(t));
  if (!record) throw new Error(`no matching review of provider ${providerId}`);
  return record;
}

const DEMO_MANAGED: number[] = [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon];
const REPLY = { body: 'Vielen Dank für Ihre Bewertung, es war uns eine Freude!' };

describe('reading reviews', () => {
  it('shows each user the reviews of the providers they actively work for, counted alike', async () => {
    const expected: Record<string, number[]> = {
      demo: [PROVIDER.havelblick, PROVIDER.lichtwerk, PROVIDER.brautsalon],
      'jonas.albrecht': [PROVIDER.havelblick],
      'mia.krause': [PROVIDER.lichtwerk],
      // Felix's only link is marked "left the job".
      'felix.brandt': [],
    };
    for (const [username, providerIds] of Object.entries(expected)) {
      const auth = await token(username);
      const list = await call('GET', '/provider-testimonials?limit=100', { token: auth });
      expect(list.status).toBe(200);
      const own = db.testimonials.all().filter((t) => providerIds.includes(t.providerId));
      expect(list.body.data.map((t: { id: number }) => t.id).sort()).toEqual(own.map((t) => t.id).sort());
      const counts = await call('GET', '/provider-testimonials/counts', { token: auth });
      expect(counts.body.data.total).toBe(own.length);
      expect(counts.body.data.pending).toBe(own.filter((t) => t.status === 'pending').length);
    }
  });

  it('answers 404 for a review, channel list or external reviews of a provider the user is not linked to', async () => {
    const mia = await token('mia.krause');
    const venueReview = testimonialOf(PROVIDER.havelblick, () => true);
    expect((await call('GET', `/provider-testimonials/${venueReview.id}`, { token: mia })).status).toBe(404);
    expect((await call('GET', `/providers/${PROVIDER.havelblick}/review-channels`, { token: mia })).status).toBe(404);
    expect((await call('GET', `/providers/${PROVIDER.havelblick}/external-comments`, { token: mia })).status).toBe(404);
    expect(
      (await call('GET', `/providers/${PROVIDER.havelblick}/external-comments/filters`, { token: mia })).status,
    ).toBe(404);
    // Her own provider she reads without edit rights.
    expect((await call('GET', `/providers/${PROVIDER.lichtwerk}/external-comments`, { token: mia })).status).toBe(200);
  });

  it('refuses malformed filters with 422 on the parameter', async () => {
    const demo = await token('demo');
    const wrongStatus = await call('GET', '/provider-testimonials?status=hidden', { token: demo });
    expect(wrongStatus.status).toBe(422);
    expect(wrongStatus.body.errors.status).toBeTruthy();
    const wrongRating = await call('GET', `/providers/${PROVIDER.havelblick}/external-comments?rating=6`, {
      token: demo,
    });
    expect(wrongRating.status).toBe(422);
    expect(wrongRating.body.errors.rating).toBeTruthy();
    for (const path of [
      '/provider-testimonials/counts?providerIds=abc',
      '/couple-providers/counts-by-comment-request?providerIds=abc',
      '/couple-providers?commentRequestStatus=asked',
    ]) {
      const refused = await call('GET', path, { token: demo });
      expect(refused.status, path).toBe(422);
      expect(Object.keys(refused.body.errors), path).toEqual([
        path.includes('commentRequestStatus') ? 'commentRequestStatus' : 'providerIds.0',
      ]);
    }
  });
});

describe('writing reviews', () => {
  it('needs can-manage to feature, reply or transfer; a user linked without it gets 403 and nothing changes', async () => {
    const mia = await token('mia.krause');
    const published = testimonialOf(PROVIDER.lichtwerk, (t) => t.status === 'published' && !t.isFeatured);
    const unanswered = testimonialOf(PROVIDER.lichtwerk, (t) => t.reply === null && t.status !== 'rejected');
    const feature = await call('PUT', `/provider-testimonials/${published.id}`, {
      token: mia,
      body: { isFeatured: true },
    });
    expect([feature.status, feature.body.code]).toEqual([403, 'PROVIDER_MANAGE_REQUIRED']);
    const reply = await call('POST', `/provider-testimonials/${unanswered.id}/replies`, { token: mia, body: REPLY });
    expect([reply.status, reply.body.code]).toEqual([403, 'PROVIDER_MANAGE_REQUIRED']);
    const comment = db.externalComments
      .all()
      .find((c) => c.providerId === PROVIDER.lichtwerk && c.transferStatus === 'not_transferred')!;
    const transfer = await call('POST', `/providers/${PROVIDER.lichtwerk}/external-comments`, {
      token: mia,
      body: { channelId: comment.channelId, externalCommentIds: [comment.id] },
    });
    expect([transfer.status, transfer.body.code]).toEqual([403, 'PROVIDER_MANAGE_REQUIRED']);
    expect(db.testimonials.findFirst((q) => q.where({ id: published.id }))?.isFeatured).toBe(false);
    expect(db.testimonials.findFirst((q) => q.where({ id: unanswered.id }))?.reply).toBeNull();
    expect(db.externalComments.findFirst((q) => q.where({ id: comment.id }))?.transferStatus).toBe('not_transferred');
  });

  it('lets a can-manage user reply to a pending review of their provider, and hides other providers’ reviews', async () => {
    const jonas = await token('jonas.albrecht');
    const pending = testimonialOf(PROVIDER.havelblick, (t) => t.status === 'pending' && t.reply === null);
    const saved = await call('POST', `/provider-testimonials/${pending.id}/replies`, {
      token: jonas,
      body: { body: `   ${REPLY.body}   ` },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ body: REPLY.body, status: 'pending', rejectReason: null });
    const photographer = testimonialOf(PROVIDER.lichtwerk, (t) => t.reply === null);
    expect(
      (await call('POST', `/provider-testimonials/${photographer.id}/replies`, { token: jonas, body: REPLY })).status,
    ).toBe(404);
  });

  it('checks the reply: 10 to 2000 characters without surrounding blanks, one reply per review', async () => {
    const demo = await token('demo');
    const target = testimonialOf(PROVIDER.brautsalon, (t) => t.reply === null && t.status !== 'rejected');
    const path = `/provider-testimonials/${target.id}/replies`;
    const padded = await call('POST', path, { token: demo, body: { body: `  ${'x'.repeat(9)}    ` } });
    expect(padded.status).toBe(422);
    expect(padded.body.errors.body).toBeTruthy();
    const long = await call('POST', path, { token: demo, body: { body: 'x'.repeat(2001) } });
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toBeTruthy();
    expect((await call('POST', path, { token: demo, body: { body: 'x'.repeat(2000) } })).status).toBe(201);
    const again = await call('POST', path, { token: demo, body: REPLY });
    expect([again.status, again.body.code]).toEqual([409, 'REPLY_EXISTS']);
  });

  it('replaces a rejected reply with a new pending one, but no pending or published one, nor answers a rejected review', async () => {
    const demo = await token('demo');
    const target = db.testimonials.all().find((t) => t.status !== 'rejected' && t.reply?.status === 'rejected')!;
    const path = `/provider-testimonials/${target.id}/replies`;
    const renewed = await call('POST', path, { token: demo, body: REPLY });
    expect(renewed.status).toBe(201);
    expect(renewed.body.data).toMatchObject({ body: REPLY.body, status: 'pending', rejectReason: null });
    expect(renewed.body.data.id).not.toBe(target.reply!.id);
    const read = await call('GET', `/provider-testimonials/${target.id}`, { token: demo });
    expect(read.body.data.reply).toEqual(renewed.body.data);
    const again = await call('POST', path, { token: demo, body: REPLY });
    expect([again.status, again.body.code]).toEqual([409, 'REPLY_EXISTS']);

    const published = db.testimonials.all().find((t) => t.reply?.status === 'published')!;
    const onPublished = await call('POST', `/provider-testimonials/${published.id}/replies`, {
      token: demo,
      body: REPLY,
    });
    expect([onPublished.status, onPublished.body.code]).toEqual([409, 'REPLY_EXISTS']);
    const rejectedReview = db.testimonials
      .all()
      .find((t) => t.status === 'rejected' && DEMO_MANAGED.includes(t.providerId))!;
    const onRejected = await call('POST', `/provider-testimonials/${rejectedReview.id}/replies`, {
      token: demo,
      body: REPLY,
    });
    expect([onRejected.status, onRejected.body.code]).toEqual([409, 'REVIEW_REJECTED']);
  });

  it('refuses replies on the basic plan with PLAN_FEATURE_REQUIRED, but lets its user feature a review', async () => {
    const basic = await token('basic');
    const unanswered = testimonialOf(PROVIDER.elbblick, (t) => t.reply === null);
    const gated = await call('POST', `/provider-testimonials/${unanswered.id}/replies`, { token: basic, body: REPLY });
    expect([gated.status, gated.body.code]).toEqual([403, 'PLAN_FEATURE_REQUIRED']);
    const published = testimonialOf(PROVIDER.elbblick, (t) => t.status === 'published' && !t.isFeatured);
    const featured = await call('PUT', `/provider-testimonials/${published.id}`, {
      token: basic,
      body: { isFeatured: true },
    });
    expect(featured.status).toBe(200);
    expect(featured.body.data.isFeatured).toBe(true);
  });
});

describe('review requests and couples added by hand', () => {
  it('asks a couple only with its agreement, once, and lets a user without edit rights do it', async () => {
    const mia = await token('mia.krause');
    const relation = db.coupleProviders
      .all()
      .find(
        (r) =>
          r.providerId === PROVIDER.lichtwerk &&
          r.commentRequestStatus === 'none' &&
          r.workedTogether &&
          r.couple.weddingDate !== null &&
          r.couple.weddingDate < isoDate(addDays(now(), -1)) &&
          r.email,
      )!;
    const path = `/couple-providers/${relation.id}/request-comment`;
    const disagreed = await call('POST', path, { token: mia, body: { channel: 'email', agreedWithCouple: false } });
    expect(disagreed.status).toBe(422);
    expect(disagreed.body.errors.agreedWithCouple).toBe(
      'Bewertungen dürfen nur im Einverständnis mit dem Paar angefragt werden.',
    );
    const before = (await call('GET', '/couple-providers/counts-by-comment-request', { token: mia })).body.data;
    const sent = await call('POST', path, { token: mia, body: { channel: 'email', agreedWithCouple: true } });
    expect(sent.status).toBe(200);
    expect(sent.body.data.commentRequestStatus).toBe('requested');
    const after = (await call('GET', '/couple-providers/counts-by-comment-request', { token: mia })).body.data;
    expect(after).toEqual({ ...before, none: before.none - 1, requested: before.requested + 1 });
    const twice = await call('POST', path, { token: mia, body: { channel: 'email', agreedWithCouple: true } });
    expect([twice.status, twice.body.code]).toEqual([409, 'COMMENT_ALREADY_REQUESTED']);
  });

  it('answers 403 PROVIDER_NOT_LINKED for a couple of an own-account provider the user is not linked to', async () => {
    const mia = await token('mia.krause');
    const venueCouple = db.coupleProviders
      .all()
      .find((r) => r.providerId === PROVIDER.havelblick && r.commentRequestStatus === 'none')!;
    const asked = await call('POST', `/couple-providers/${venueCouple.id}/request-comment`, {
      token: mia,
      body: { channel: 'email', agreedWithCouple: true },
    });
    expect([asked.status, asked.body.code]).toEqual([403, 'PROVIDER_NOT_LINKED']);
    const added = await call('POST', '/couple-providers', {
      token: mia,
      body: { providerId: PROVIDER.havelblick, coupleName: 'Nina Koch & Jan Wolf' },
    });
    expect([added.status, added.body.code]).toEqual([403, 'PROVIDER_NOT_LINKED']);
    const own = await call('POST', '/couple-providers', {
      token: mia,
      body: { providerId: PROVIDER.lichtwerk, coupleName: 'Nina Koch & Jan Wolf', email: 'nina.koch@example.de' },
    });
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({ workedTogether: true, commentRequestStatus: 'none' });
  });
});
