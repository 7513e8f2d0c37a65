// Testimonials: couple reviews of the user's providers (list, counts, read, featured flag) and the provider's
// reply (plan-gated).
import type { z } from 'zod';
import {
  zGetProviderTestimonialCountsQuery,
  zGetProviderTestimonialPath,
  zListProviderTestimonialsQuery,
  zReplyToProviderTestimonialBody,
  zReplyToProviderTestimonialPath,
  type zTestimonial,
  type zTestimonialReply,
  zUpdateProviderTestimonialBody,
  zUpdateProviderTestimonialPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { planAllowsReviewReplies, type TestimonialRecord } from '../../db/testimonials';
import { isoDateTime, now } from '../../lib/clock';
import { conflict, fieldError, forbidden, messages, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate, sortBy } from '../../lib/paging';
import { type Session, visibleProviderIds } from '../../lib/session';
import { requireProviderRight } from '../../lib/rights';
import { findProvider, type LanguageKey, languageOf, providerSummary } from '../../lib/views';
import { replyBlock } from '../../../src/lib/review-reply';
import { parseJsonBody, parsePathParams, parseQuery } from '../../lib/validate';

const TESTIMONIAL_SORT_FIELDS = ['createdAt', 'rating', 'weddingDate', 'id'] as const;

function toReply(reply: NonNullable<TestimonialRecord['reply']>): z.infer<typeof zTestimonialReply> {
  return {
    id: reply.id,
    body: reply.body,
    status: reply.status,
    rejectReason: reply.rejectReason,
    createdAt: reply.createdAt,
  };
}

function toTestimonial(record: TestimonialRecord, language: LanguageKey): z.infer<typeof zTestimonial> {
  return {
    id: record.id,
    providerId: record.providerId,
    provider: providerSummary(record.providerId, language),
    brideName: record.brideName,
    groomName: record.groomName,
    weddingDate: record.weddingDate,
    rating: record.rating,
    title: record.title,
    body: record.body,
    status: record.status,
    rejectCause: record.rejectCause,
    isFeatured: record.isFeatured,
    addedBy: record.addedBy,
    gallery: record.gallery.map((image) => ({ id: image.id, path: image.path })),
    reply: record.reply ? toReply(record.reply) : null,
    createdAt: record.createdAt,
  };
}

function findTestimonial(session: Session, id: number): TestimonialRecord {
  const record = db.testimonials.findFirst((q) => q.where({ id }));
  if (!record || !session.providerIds.includes(record.providerId))
    throw notFound('Die Bewertung wurde nicht gefunden.');
  return record;
}

export function providerTestimonialsHandlers(http: MockHttp) {
  return [
    http.get('/provider-testimonials', ({ request, response, session }) => {
      const query = parseQuery(zListProviderTestimonialsQuery, request);
      const providerIds = visibleProviderIds(session, query.providerIds);
      const rows = db.testimonials
        .all()
        .filter(
          (record) =>
            providerIds.includes(record.providerId) && (query.status === undefined || record.status === query.status),
        );
      const page = paginate(sortBy(rows, query.sort, TESTIMONIAL_SORT_FIELDS), query);
      return response(200).json({
        data: page.data.map((record) => toTestimonial(record, languageOf(request))),
        paging: page.paging,
      });
    }),

    http.get('/provider-testimonials/counts', ({ request, response, session }) => {
      const query = parseQuery(zGetProviderTestimonialCountsQuery, request);
      const providerIds = visibleProviderIds(session, query.providerIds);
      const counts = { published: 0, pending: 0, rejected: 0, total: 0 };
      for (const record of db.testimonials.all()) {
        if (!providerIds.includes(record.providerId)) continue;
        counts[record.status]++;
        counts.total++;
      }
      return response(200).json({ data: counts });
    }),

    http.get('/provider-testimonials/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderTestimonialPath, params);
      return response(200).json({ data: toTestimonial(findTestimonial(session, id), languageOf(request)) });
    }),

    http.put('/provider-testimonials/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateProviderTestimonialPath, params);
      const record = findTestimonial(session, id);
      requireProviderRight(session, record.providerId, 'manage');
      const body = await parseJsonBody(zUpdateProviderTestimonialBody, request);
      if (body.isFeatured && record.status !== 'published') {
        throw fieldError('isFeatured', 'Nur veröffentlichte Bewertungen können hervorgehoben werden.');
      }
      await db.testimonials.update((q) => q.where({ id }), {
        data(testimonial) {
          testimonial.isFeatured = body.isFeatured;
        },
      });
      return response(200).json({ data: toTestimonial(findTestimonial(session, id), languageOf(request)) });
    }),

    http.post('/provider-testimonials/{id}/replies', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zReplyToProviderTestimonialPath, params);
      const record = findTestimonial(session, id);
      // Rights first: an upgrade would not help a user who may not answer for the provider at all.
      requireProviderRight(session, record.providerId, 'manage');
      if (!planAllowsReviewReplies(findProvider(record.providerId))) {
        throw forbidden(
          'Antworten auf Bewertungen sind in Ihrem aktuellen Paket nicht enthalten.',
          'PLAN_FEATURE_REQUIRED',
        );
      }
      // The portal's rule (src/lib/review-reply.ts): a rejected reply can be replaced, a pending or published one not.
      const block = replyBlock(record);
      if (block === 'replied') throw conflict('Auf diese Bewertung wurde bereits geantwortet.', 'REPLY_EXISTS');
      if (block === 'reviewRejected')
        throw conflict('Auf eine abgelehnte Bewertung kann nicht geantwortet werden.', 'REVIEW_REJECTED');
      const body = await parseJsonBody(zReplyToProviderTestimonialBody, request);
      const text = body.body.trim();
      if (text.length < 10) throw fieldError('body', messages.tooShort(10));
      const replyId = Math.max(1200, ...db.testimonials.all().map((testimonial) => testimonial.reply?.id ?? 0)) + 1;
      const reply = {
        id: replyId,
        body: text,
        status: 'pending' as const,
        rejectReason: null,
        createdAt: isoDateTime(now()),
      };
      await db.testimonials.update((q) => q.where({ id }), {
        data(testimonial) {
          testimonial.reply = { ...reply };
        },
      });
      return response(201).json({ data: reply });
    }),
  ];
}
