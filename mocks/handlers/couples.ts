// Couples: couple-provider relations (the basis of review requests), review requests, and the weddings and
// visits statistics built on couples.
import type { z } from 'zod';
import {
  type zCoupleProvider,
  zCreateCoupleProviderBody,
  zDeleteCoupleProviderPath,
  zGetCoupleProviderPath,
  zGetCoupleProvidersStatsEstimateQuery,
  zGetCountsByCommentRequestQuery,
  zListCoupleProvidersQuery,
  zListCoupleVisitLogQuery,
  zListCouplesNotWorkedTogetherQuery,
  zRequestCoupleCommentBody,
  zRequestCoupleCommentPath,
  zUpdateCoupleProviderBody,
  zUpdateCoupleProviderPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId } from '../db/collection';
import { leadsOf, nextCoupleId } from '../db/couples';
import { reviewRequestBlock, reviewRequestOpensOn } from '../../src/lib/review-request';
import { addMonths, calendarDaysOnEarth, isoDate, isoDateTime, marketDay, now } from '../lib/clock';
import { bookedCouples, bookingKey, isRequest } from '../lib/lead-statistics';
import { conflict, fieldError, forbidden, messages, notFound, validationFailed } from '../lib/errors';
import { isValidPhone } from '../lib/phone';
import type { MockHttp } from '../lib/http';
import { paginate, sortBy } from '../lib/paging';
import { requireNamedProvider, requireProviderRight, RIGHTS_CODES } from '../lib/rights';
import { type Session, visibleProviderIds } from '../lib/session';
import { parseJsonBody, parseJsonBodyReworded, parsePathParams, parseQuery } from '../lib/validate';

type CoupleProviderRecord = ReturnType<typeof db.coupleProviders.all>[number];

const SORTABLE = [
  'id',
  'createdAt',
  'commentRequestedAt',
  'couple.name',
  'couple.weddingDate',
  'providerId',
  'commentRequestStatus',
];

/** The API shape of a relation: the couple's contact details stay in storage (spec point 5). */
function toCoupleProvider(r: CoupleProviderRecord): z.infer<typeof zCoupleProvider> {
  return {
    id: r.id,
    couple: { id: r.couple.id, name: r.couple.name, weddingDate: r.couple.weddingDate },
    providerId: r.providerId,
    leadId: r.leadId,
    workedTogether: r.workedTogether,
    commentRequestStatus: r.commentRequestStatus,
    commentRequestedAt: r.commentRequestedAt,
    createdAt: r.createdAt,
  };
}

/** Other firms' relations do not exist for the user; own firm's relations of other providers are forbidden. */
function findRelation(session: Session, id: number): CoupleProviderRecord {
  const relation = db.coupleProviders.findFirst((q) => q.where({ id }));
  if (!relation || relation.customerId !== session.customerId) throw notFound('Das Paar wurde nicht gefunden.');
  if (!session.providerIds.includes(relation.providerId)) {
    throw forbidden('Sie sind diesem Anbieter nicht zugeordnet.', RIGHTS_CODES.notLinked);
  }
  return relation;
}

/** An API date as Germans write it in a sentence: "2027-06-12" → "12.06.2027" (the glossary's format for messages). */
function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

function requireSort(sort: string): string {
  const field = sort.replace(/^-/, '');
  if (!SORTABLE.includes(field)) throw fieldError('sort', `Nach „${field}“ kann nicht sortiert werden.`);
  return sort;
}

/**
 * Weddings and visits statistics need a provider whose product has statsAccess and which is not on hold.
 * Without `providerId` the figures cover every such provider of the user.
 */
function statsProviderIds(session: Session, providerId: number | undefined): number[] {
  const eligible = session.providerIds.filter((id) => {
    const provider = db.providers.findFirst((q) => q.where({ id }));
    return provider !== undefined && provider.productFeatures.statsAccess && !provider.onHold;
  });
  const denied = () =>
    forbidden(
      'Die Statistiken sind in Ihrem Paket nicht enthalten. Bitte fragen Sie ein Upgrade an.',
      'STATS_ACCESS_REQUIRED',
    );
  if (providerId !== undefined) {
    requireNamedProvider(session, providerId);
    if (!eligible.includes(providerId)) throw denied();
    return [providerId];
  }
  if (eligible.length === 0) throw denied();
  return eligible;
}

interface Window {
  start: string;
  end: string;
}

/** The statistics window: both days inclusive, by default the last six months. */
function statsWindow(query: { createdAtStart?: string; createdAtEnd?: string }): Window {
  const today = now();
  const start = query.createdAtStart ?? marketDay(addMonths(today, -6));
  const end = query.createdAtEnd ?? marketDay(today);
  if (start > end) throw fieldError('createdAtEnd', 'Das Enddatum darf nicht vor dem Startdatum liegen.');
  return { start, end };
}

function inWindow(value: string, window: Window): boolean {
  const day = marketDay(value);
  return day >= window.start && day <= window.end;
}

/**
 * The oldest day whose requests the account still keeps one by one: the day of its oldest lead (the seed keeps
 * `LEAD_ARCHIVE_DAYS`; older requests exist only as monthly figures), today when it has none.
 */
function requestsKeptSince(customerId: number): string {
  let oldest: string | null = null;
  for (const lead of leadsOf(db)) {
    if (lead.customerId !== customerId) continue;
    if (oldest === null || lead.createdAt < oldest) oldest = lead.createdAt;
  }
  return marketDay(oldest ?? now());
}

/** Review requests go out by e-mail or SMS; the mock prints them (README: review requests). */
function sendReviewRequest(
  relation: CoupleProviderRecord,
  channel: 'email' | 'sms',
  message: string | undefined,
): void {
  const provider = db.providers.findFirst((q) => q.where({ id: relation.providerId }));
  const link = `https://www.hochzeitsportal.de/bewertung/${relation.providerId}/${relation.couple.id}`;
  const text = `${message?.trim() || `Liebes Brautpaar, wir würden uns sehr über eure Bewertung von ${provider?.name ?? 'uns'} freuen!`} ${link}`;
  const to = channel === 'email' ? relation.email : relation.phone?.number;
  console.info(`[mock] Bewertungsanfrage per ${channel === 'email' ? 'E-Mail' : 'SMS'} an ${to}: ${text}`);
}

export function couplesHandlers(http: MockHttp) {
  return [
    http.get('/couple-providers', ({ request, response, session }) => {
      const query = parseQuery(zListCoupleProvidersQuery, request);
      const sort = requireSort(query.sort);
      const providerIds = new Set(visibleProviderIds(session, query.providerIds));
      const rows = db.coupleProviders
        .all()
        .filter(
          (r) =>
            providerIds.has(r.providerId) &&
            (query.commentRequestStatus === undefined || r.commentRequestStatus === query.commentRequestStatus),
        );
      return response(200).json(paginate(sortBy(rows, sort).map(toCoupleProvider), query));
    }),

    http.post('/couple-providers', async ({ request, response, session }) => {
      const body = await parseJsonBody(zCreateCoupleProviderBody, request);
      // Adding a couple is work with couples: an active link to the provider is enough (docs/security.md).
      requireProviderRight(session, body.providerId, 'read', { unlinked: 'forbidden' });
      const coupleName = body.coupleName.trim();
      if (!coupleName) throw fieldError('coupleName', 'Dies ist ein Pflichtfeld!');
      // The portal's phone rule (src/lib/phone-rule.ts): a valid number of the country it was entered for.
      if (body.phone && !isValidPhone(body.phone)) throw fieldError('phone.number', messages.phone);
      let coupleId: number;
      let weddingDate = body.weddingDate ?? null;
      if (body.leadId !== undefined) {
        const lead = leadsOf(db).find((l) => l.id === body.leadId);
        if (!lead || lead.provider.id !== body.providerId) {
          throw fieldError('leadId', 'Diese Anfrage gehört nicht zu dem gewählten Anbieter.');
        }
        const existing = db.coupleProviders
          .all()
          .find((r) => r.providerId === body.providerId && (r.leadId === lead.id || r.couple.id === lead.couple.id));
        if (existing) throw fieldError('leadId', 'Dieses Paar ist für den Anbieter bereits eingetragen.');
        coupleId = lead.couple.id;
        weddingDate ??= lead.couple.weddingDate;
      } else {
        coupleId = nextCoupleId(db);
      }
      const created = await db.coupleProviders.create({
        id: nextId(db.coupleProviders, 5000),
        customerId: session.customerId,
        couple: { id: coupleId, name: coupleName, weddingDate },
        providerId: body.providerId,
        leadId: body.leadId ?? null,
        // A couple added by hand is one the provider worked with (e.g. booked by phone).
        workedTogether: true,
        commentRequestStatus: 'none',
        commentRequestedAt: null,
        createdAt: isoDateTime(now()),
        email: body.email ?? null,
        phone: body.phone ?? null,
      });
      return response(201).json({ data: toCoupleProvider(created) });
    }),

    http.get('/couple-providers/counts-by-comment-request', ({ request, response, session }) => {
      const query = parseQuery(zGetCountsByCommentRequestQuery, request);
      const providerIds = new Set(visibleProviderIds(session, query.providerIds));
      const counts = { none: 0, requested: 0, commented: 0 };
      for (const r of db.coupleProviders.all()) if (providerIds.has(r.providerId)) counts[r.commentRequestStatus] += 1;
      return response(200).json({ data: counts });
    }),

    http.get('/couple-providers/{id}', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetCoupleProviderPath, params);
      return response(200).json({ data: toCoupleProvider(findRelation(session, id)) });
    }),

    http.put('/couple-providers/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateCoupleProviderPath, params);
      const relation = findRelation(session, id);
      const body = await parseJsonBody(zUpdateCoupleProviderBody, request);
      if (body.workedTogether === undefined && body.weddingDate === undefined) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const updated = await db.coupleProviders.update((q) => q.where({ id: relation.id }), {
        data(r) {
          if (body.workedTogether !== undefined) r.workedTogether = body.workedTogether;
          if (body.weddingDate !== undefined) r.couple.weddingDate = body.weddingDate;
        },
      });
      return response(200).json({ data: toCoupleProvider(updated ?? relation) });
    }),

    http.delete('/couple-providers/{id}', ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteCoupleProviderPath, params);
      const relation = findRelation(session, id);
      db.coupleProviders.delete((q) => q.where({ id: relation.id }));
      return response(204).empty();
    }),

    http.post('/couple-providers/{id}/request-comment', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zRequestCoupleCommentPath, params);
      const relation = findRelation(session, id);
      // Spec point 5: reviews may be requested only in agreement with the couple.
      const body = await parseJsonBodyReworded(zRequestCoupleCommentBody, request, (path) =>
        path === 'agreedWithCouple'
          ? 'Bewertungen dürfen nur im Einverständnis mit dem Paar angefragt werden.'
          : undefined,
      );
      // The portal's rule (src/lib/review-request.ts), with the latest today on earth: the server never refuses
      // what the portal allowed in the user's calendar (docs/dates.md).
      switch (reviewRequestBlock(relation, isoDate(calendarDaysOnEarth().latest))) {
        case 'requested':
          throw conflict('Für dieses Paar wurde bereits eine Bewertung angefragt.', 'COMMENT_ALREADY_REQUESTED');
        case 'commented':
          throw conflict('Dieses Paar hat den Anbieter bereits bewertet.', 'COMMENT_ALREADY_WRITTEN');
        case 'notBooked':
          throw conflict(
            'Dieses Paar hat nicht bei Ihnen gebucht. Bitten Sie nur Paare um eine Bewertung, mit denen Sie gearbeitet haben.',
            'COUPLE_NOT_BOOKED',
          );
        case 'weddingAhead':
          throw conflict(
            `Die Hochzeit dieses Paares steht noch bevor. Sie können ab dem ${germanDate(
              reviewRequestOpensOn(relation.couple.weddingDate ?? ''),
            )} um eine Bewertung bitten.`,
            'WEDDING_NOT_PASSED',
          );
        case null:
          break;
      }
      if (body.channel === 'email' && !relation.email) {
        throw fieldError(
          'channel',
          'Für dieses Paar ist keine E-Mail-Adresse hinterlegt. Bitte fragen Sie per SMS an.',
        );
      }
      if (body.channel === 'sms' && !relation.phone) {
        throw fieldError(
          'channel',
          'Für dieses Paar ist keine Mobilnummer hinterlegt. Bitte fragen Sie per E-Mail an.',
        );
      }
      const updated = await db.coupleProviders.update((q) => q.where({ id: relation.id }), {
        data(r) {
          r.commentRequestStatus = 'requested';
          r.commentRequestedAt = isoDateTime(now());
        },
      });
      sendReviewRequest(relation, body.channel, body.message);
      return response(200).json({ data: toCoupleProvider(updated ?? relation) });
    }),

    http.get('/couple-providers-stats/estimate', ({ request, response, session }) => {
      const query = parseQuery(zGetCoupleProvidersStatsEstimateQuery, request);
      const providerIds = new Set(statsProviderIds(session, query.providerId));
      const window = statsWindow(query);
      // Only couples who asked in the window (one definition per word, lib/lead-statistics.ts). Confirmed: those
      // who booked. Estimated: those plus the ones who name a fixed wedding date (they marry, the marketplace
      // assumes, in one of the providers they asked) and are neither spam nor unreachable.
      const booked = bookedCouples(db, providerIds);
      const confirmed = new Set<string>();
      const estimated = new Set<string>();
      for (const lead of leadsOf(db)) {
        if (!providerIds.has(lead.provider.id) || !isRequest(lead) || !inWindow(lead.createdAt, window)) continue;
        const key = bookingKey(lead);
        if (booked.has(key)) {
          confirmed.add(key);
          estimated.add(key);
        } else if (lead.isWedding && lead.couple.weddingDate && lead.status !== 'unreachable') {
          estimated.add(key);
        }
      }
      return response(200).json({
        data: {
          providerId: query.providerId ?? null,
          estimatedWeddings: estimated.size,
          confirmedDeals: confirmed.size,
          period: window,
          keptSince: requestsKeptSince(session.customerId),
        },
      });
    }),

    http.get('/couple-providers-stats/couples-not-worked-together', ({ request, response, session }) => {
      const query = parseQuery(zListCouplesNotWorkedTogetherQuery, request);
      const providerIds = new Set(statsProviderIds(session, query.providerId));
      const window = statsWindow(query);
      const booked = bookedCouples(db, providerIds);
      // One row per couple: its newest request in the window (requests and bookings as lib/lead-statistics.ts defines
      // them, so the couples never outnumber the requests of the window).
      const couples = new Map<
        number,
        { id: number; name: string; weddingDate: string | null; leadId: number; at: string }
      >();
      const consider = (row: { id: number; name: string; weddingDate: string | null; leadId: number; at: string }) => {
        const existing = couples.get(row.id);
        if (!existing || existing.at < row.at) couples.set(row.id, row);
      };
      for (const lead of leadsOf(db)) {
        if (!providerIds.has(lead.provider.id) || !inWindow(lead.createdAt, window)) continue;
        if (!isRequest(lead) || booked.has(bookingKey(lead))) continue;
        const name = lead.couple.name || lead.leadDetails.name || `Anfrage ${lead.extensionNumber}`;
        consider({
          id: lead.couple.id,
          name,
          weddingDate: lead.couple.weddingDate,
          leadId: lead.id,
          at: lead.createdAt,
        });
      }
      const rows = [...couples.values()]
        .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
        .map(({ id, name, weddingDate, leadId }) => ({ id, name, weddingDate, leadId }));
      return response(200).json(paginate(rows, query));
    }),

    http.get('/couple-visit-log', ({ request, response, session }) => {
      const query = parseQuery(zListCoupleVisitLogQuery, request);
      const providerIds = new Set(statsProviderIds(session, query.providerId));
      const window = statsWindow(query);
      // The couple's newest lead with the provider (leads are stored oldest first by id).
      const leadOf = new Map<string, number>();
      for (const lead of leadsOf(db)) {
        if (!providerIds.has(lead.provider.id)) continue;
        const key = `${lead.provider.id}:${lead.couple.id}`;
        leadOf.set(key, Math.max(leadOf.get(key) ?? 0, lead.id));
      }
      const rows = db.coupleVisits
        .all()
        .filter((v) => providerIds.has(v.providerId) && inWindow(v.visitedAt, window))
        .sort((a, b) => b.visitedAt.localeCompare(a.visitedAt) || b.id - a.id)
        .map((v) => ({
          id: v.id,
          coupleId: v.coupleId,
          coupleName: v.coupleName,
          providerId: v.providerId,
          leadId: leadOf.get(`${v.providerId}:${v.coupleId}`) ?? null,
          visitedAt: v.visitedAt,
          pageType: v.pageType,
        }));
      return response(200).json(paginate(rows, query));
    }),
  ];
}
