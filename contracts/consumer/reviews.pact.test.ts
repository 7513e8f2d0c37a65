// Consumer contracts of the reviews pages (issue 18): the reviews with their counts, featuring (and its refusal
// for a review that is not published), replies (saved as pending, a too short one, and the basic plan's refusal
// that opens the upgrade dialog), the couples and review requests (sent, and refused for a missing address),
// adding a couple (and its field errors), and the transfer page: channels, filters, reviews of other platforms
// and their transfer.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createCoupleProvider,
  getCommentRequestCounts,
  listCoupleProviders,
  requestCoupleComment,
} from '@/features/reviews/api/couples';
import { getTestimonialCounts } from '@/api/queries/testimonial-counts';
import { listTestimonials, replyToTestimonial, updateTestimonial } from '@/features/reviews/api/testimonials';
import {
  getExternalCommentFilters,
  importExternalComments,
  listExternalComments,
  listReviewChannels,
} from '@/features/reviews/api/transfer';
import { dateTime, failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };

/** The reviews' states of this feature, named after facts (handlers in mocks/http-server.ts). */
const REVIEW_STATES = {
  venueReviews:
    'the venue 101 has the pending review 8790 without a reply and the published review 8791 that is not featured',
  basicReview: 'the venue 201 of the basic plan has the published review 8795 without a reply',
  venueCouple:
    'the venue 101 worked with the couple of relation 5390, not asked for a review yet, with an e-mail address and no mobile number',
  venueExternalReview: 'the venue 101 has the review 55990 on its connected Google channel 1, not transferred yet',
} as const;

const PROVIDER_101 = {
  id: 101,
  name: string('Schlossgut Havelblick'),
  category: { id: integer(1), name: string('Hochzeitslocation'), categoryType: string('venue') },
  city: { id: integer(2), name: string('Potsdam') },
};

/** A review as the state creates it; in lists the photos are left out (other reviews have some). */
function review(example: { id: number; status: string; isFeatured?: boolean }, { inList = false } = {}) {
  return {
    id: example.id,
    providerId: 101,
    provider: PROVIDER_101,
    brideName: string('Sophie Weber'),
    groomName: string('Felix Schneider'),
    rating: integer(4),
    body: string('Tolle Räume und ein sehr aufmerksamer Service.'),
    status: example.status,
    rejectCause: null,
    isFeatured: example.isFeatured ?? false,
    addedBy: regex('^(couple|provider|import)$', 'couple'),
    ...(inList ? {} : { gallery: [] }),
    reply: null,
    createdAt: dateTime('2026-11-24T11:30:00+01:00'),
  };
}

const COUPLE_5390 = {
  id: 5390,
  couple: { id: integer(88390), name: string('Marie Fischer & Jonas Weber') },
  providerId: 101,
  leadId: null,
  workedTogether: true,
  createdAt: dateTime('2026-11-24T11:55:00+01:00'),
};

describe('the reviews page', () => {
  it('listProviderTestimonials: the pending reviews of provider 101, newest first', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueReviews)
      .uponReceiving('a request for the pending reviews of provider 101')
      .withRequest('GET', '/provider-testimonials', (request) =>
        request
          .headers(SESSION_HEADERS)
          .query({ providerIds: '101', status: 'pending', limit: '25', page: '1', sort: '-createdAt' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(review({ id: 8790, status: 'pending' }, { inList: true })),
          paging: { page: 1, limit: 25, total: integer(3), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listTestimonials({ providerIds: [101], status: 'pending', page: 1 });
        expect(page.data[0]).toMatchObject({ id: 8790, status: 'pending', reply: null });
      });
  });

  it('getProviderTestimonialCounts: the counts by status of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueReviews)
      .uponReceiving('a request for the review counts of provider 101')
      .withRequest('GET', '/provider-testimonials/counts', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { published: integer(12), pending: integer(3), rejected: integer(2), total: integer(17) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const counts = await getTestimonialCounts([101]);
        expect(counts.total).toBe(counts.published + counts.pending + counts.rejected);
      });
  });

  it('updateProviderTestimonial: a published review is featured', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueReviews)
      .uponReceiving('review 8791 marked as featured')
      .withRequest('PUT', '/provider-testimonials/8791', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ isFeatured: true }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: review({ id: 8791, status: 'published', isFeatured: true }) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await updateTestimonial(8791, true)).isFeatured).toBe(true);
      });
  });

  it('updateProviderTestimonial: a pending review cannot be featured', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueReviews)
      .uponReceiving('the pending review 8790 marked as featured')
      .withRequest('PUT', '/provider-testimonials/8790', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ isFeatured: true }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ isFeatured: 'Nur veröffentlichte Bewertungen können hervorgehoben werden.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateTestimonial(8790, true));
        expect(error.fieldErrors['isFeatured']).toBeTruthy();
      });
  });

  it('replyToProviderTestimonial: the reply waits for approval', async () => {
    const body = 'Vielen Dank für Ihre lieben Worte, wir freuen uns auf Ihren Besuch!';
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueReviews)
      .uponReceiving('a reply to the pending review 8790')
      .withRequest('POST', '/provider-testimonials/8790/replies', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(1215),
            body,
            status: 'pending',
            rejectReason: null,
            createdAt: dateTime('2026-11-24T12:05:00+01:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await replyToTestimonial(8790, body)).toMatchObject({ body, status: 'pending' });
      });
  });

  it('replyToProviderTestimonial: a too short reply is refused on its field', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueReviews)
      .uponReceiving('a too short reply to review 8790')
      .withRequest('POST', '/provider-testimonials/8790/replies', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: 'Danke!' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ body: 'Bitte geben Sie mindestens 10 Zeichen ein.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(replyToTestimonial(8790, 'Danke!'));
        expect(error.fieldErrors['body']).toBeTruthy();
      });
  });

  it('replyToProviderTestimonial: the basic plan has no replies (the upgrade dialog opens)', async () => {
    const body = 'Herzlichen Dank für die schöne Bewertung!';
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .given(REVIEW_STATES.basicReview)
      .uponReceiving('a reply to review 8795 of provider 201 on the basic plan')
      .withRequest('POST', '/provider-testimonials/8795/replies', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Antworten auf Bewertungen sind in Ihrem aktuellen Paket nicht enthalten.'),
          code: 'PLAN_FEATURE_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(replyToTestimonial(8795, body));
        expect([error.kind, error.code]).toEqual(['forbidden', 'PLAN_FEATURE_REQUIRED']);
      });
  });
});

describe('review requests', () => {
  it('listCoupleProviders: the couples of provider 101, newest first', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueCouple)
      .uponReceiving('a request for the couples of provider 101')
      .withRequest('GET', '/couple-providers', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101', limit: '25', page: '1', sort: '-createdAt' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Lead, wedding date and request date are null for some couples: asserted in the single answers only.
          data: eachLike({
            id: 5390,
            couple: { id: integer(88390), name: string('Marie Fischer & Jonas Weber') },
            providerId: 101,
            workedTogether: true,
            commentRequestStatus: regex('^(none|requested|commented)$', 'none'),
            createdAt: dateTime('2026-11-24T11:55:00+01:00'),
          }),
          paging: { page: 1, limit: 25, total: integer(30), pageCount: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listCoupleProviders({ providerIds: [101], page: 1 });
        expect(page.data[0]).toMatchObject({ id: 5390, workedTogether: true, commentRequestStatus: 'none' });
      });
  });

  it('getCountsByCommentRequest: how many couples of provider 101 were asked', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the review-request counts of provider 101')
      .withRequest('GET', '/couple-providers/counts-by-comment-request', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { none: integer(14), requested: integer(6), commented: integer(23) } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getCommentRequestCounts([101])).toHaveProperty('requested');
      });
  });

  it('requestCoupleComment: the couple is asked by e-mail with its agreement', async () => {
    const body = { channel: 'email' as const, agreedWithCouple: true as const };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueCouple)
      .uponReceiving('a review request to the couple of relation 5390 by e-mail')
      .withRequest('POST', '/couple-providers/5390/request-comment', (request) =>
        request.headers(WRITE_HEADERS).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...COUPLE_5390,
            commentRequestStatus: 'requested',
            commentRequestedAt: dateTime('2026-11-24T12:00:00+01:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await requestCoupleComment(5390, body)).commentRequestStatus).toBe('requested');
      });
  });

  it('requestCoupleComment: no mobile number for an SMS', async () => {
    const body = { channel: 'sms' as const, agreedWithCouple: true as const };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueCouple)
      .uponReceiving('a review request by SMS to the couple of relation 5390 without a mobile number')
      .withRequest('POST', '/couple-providers/5390/request-comment', (request) =>
        request.headers(WRITE_HEADERS).jsonBody(body),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({
            channel: 'Für dieses Paar ist keine Mobilnummer hinterlegt. Bitte fragen Sie per E-Mail an.',
          }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(requestCoupleComment(5390, body));
        expect(error.fieldErrors['channel']).toBeTruthy();
      });
  });

  it('createCoupleProvider: a couple that booked by phone is added', async () => {
    const body = { providerId: 101, coupleName: 'Nina Koch & Jan Wolf', email: 'nina.koch@example.de' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a couple added by hand to provider 101')
      .withRequest('POST', '/couple-providers', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(5400),
            couple: { id: integer(88500), name: body.coupleName, weddingDate: null },
            providerId: 101,
            leadId: null,
            workedTogether: boolean(true),
            commentRequestStatus: 'none',
            commentRequestedAt: null,
            createdAt: dateTime('2026-11-24T12:00:00+01:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await createCoupleProvider(body)).couple.name).toBe(body.coupleName);
      });
  });

  it('createCoupleProvider: an invalid e-mail address is refused on its field', async () => {
    const body = { providerId: 101, coupleName: 'Nina Koch & Jan Wolf', email: 'keine-adresse' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a couple with an invalid e-mail address added to provider 101')
      .withRequest('POST', '/couple-providers', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createCoupleProvider(body));
        expect(Object.keys(error.fieldErrors)).toEqual(['email']);
      });
  });
});

const CHANNEL = {
  id: integer(1),
  name: string('Google'),
  isConnected: boolean(true),
  reviewCount: integer(12),
};

describe('the transfer-reviews page', () => {
  it("listReviewChannels: provider 101's review channels", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the review channels of provider 101')
      .withRequest('GET', '/providers/101/review-channels', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(CHANNEL),
          paging: { page: 1, limit: integer(3), total: integer(3), pageCount: 1 },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listReviewChannels(101))[0]).toHaveProperty('isConnected');
      });
  });

  it('getExternalCommentFilters: channels and counts per rating of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the filters of the reviews of provider 101 on other platforms')
      .withRequest('GET', '/providers/101/external-comments/filters', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { channels: eachLike(CHANNEL), ratings: eachLike({ rating: integer(5), count: integer(7) }) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await getExternalCommentFilters(101)).ratings[0]).toHaveProperty('count');
      });
  });

  it("listExternalComments: provider 101's not transferred reviews on Google", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueExternalReview)
      .uponReceiving('a request for the not transferred Google reviews of provider 101')
      .withRequest('GET', '/providers/101/external-comments', (request) =>
        request
          .headers(SESSION_HEADERS)
          .query({ channelId: '1', transferStatus: 'not_transferred', limit: '25', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: 55990,
            channelId: 1,
            authorName: string('Katharina Neumann'),
            rating: integer(5),
            body: string('Traumhafte Hochzeit im Schlosspark.'),
            postedAt: dateTime('2026-11-24T11:45:00+01:00'),
            transferStatus: 'not_transferred',
          }),
          paging: { page: 1, limit: 25, total: integer(8), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listExternalComments(101, {
          channelId: 1,
          rating: null,
          transferStatus: 'not_transferred',
          page: 1,
        });
        expect(page.data[0]).toMatchObject({ id: 55990, transferStatus: 'not_transferred' });
      });
  });

  it('importExternalComments: the chosen review is queued for transfer', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(REVIEW_STATES.venueExternalReview)
      .uponReceiving('the Google review 55990 of provider 101 chosen for transfer')
      .withRequest('POST', '/providers/101/external-comments', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ channelId: 1, externalCommentIds: [55990] }),
      )
      .willRespondWith(202, (response) => response.jsonBody({ data: { queued: 1 } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await importExternalComments(101, 1, [55990])).queued).toBe(1);
      });
  });
});
