// Couples: review requests to a couple by e-mail or SMS (the mock prints them).
import { zRequestCoupleCommentBody, zRequestCoupleCommentPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { reviewRequestBlock, reviewRequestOpensOn } from '../../../src/lib/review-request';
import { calendarDaysOnEarth, isoDate, isoDateTime, now } from '../../lib/clock';
import { conflict, fieldError } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { parseJsonBodyReworded, parsePathParams } from '../../lib/validate';
import { type CoupleProviderRecord, toCoupleProvider, findRelation } from './support';

/** An API date as Germans write it in a sentence: "2027-06-12" → "12.06.2027" (the glossary's format for messages). */
function germanDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
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

export function reviewRequestsHandlers(http: MockHttp) {
  return [
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
  ];
}
