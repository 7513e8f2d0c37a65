// Agreement texts (terms, privacy, preliminary information, referral terms) and the logged-in user's
// signatures. Every published version of a text is stored; the list answers the latest version per type, and
// only that version can be signed, once per user.
import {
  zAgreementTextType,
  zListAgreementSignsQuery,
  zListAgreementTextsQuery,
  zSignAgreementBody,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId, plain } from '../db/collection';
import { isoDateTime, now } from '../lib/clock';
import { conflict, fieldError, notFound } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate, sortBy } from '../lib/paging';
import { parseJsonBody, parseQuery } from '../lib/validate';

type AgreementTextRecord = ReturnType<typeof db.agreementTexts.all>[number];

const TYPE_ORDER: readonly string[] = zAgreementTextType.options;

/** The latest version of each agreement text type, in the order of the type enum. */
export function currentAgreementTexts(): AgreementTextRecord[] {
  const latest = new Map<string, AgreementTextRecord>();
  for (const text of db.agreementTexts.all()) {
    const known = latest.get(text.type);
    if (!known || text.version > known.version) latest.set(text.type, text);
  }
  return [...latest.values()].sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
}

export function agreementsHandlers(http: MockHttp) {
  return [
    http.get('/agreement-texts', ({ request, response }) => {
      const query = parseQuery(zListAgreementTextsQuery, request);
      const rows = currentAgreementTexts()
        .filter((text) => !query.type || text.type === query.type)
        .map((text) => plain(text));
      return response(200).json(paginate(rows, query));
    }),

    http.get('/customer-user-agreement-signs', ({ request, response, session }) => {
      const query = parseQuery(zListAgreementSignsQuery, request);
      const rows = db.agreementSigns
        .all()
        .filter(
          (sign) =>
            sign.customerUserId === session.user.id &&
            (query.agreementTextId === undefined || sign.agreementTextId === query.agreementTextId),
        )
        .map((sign) => plain(sign));
      return response(200).json(paginate(sortBy(rows, '-signedAt'), query));
    }),

    http.post('/customer-user-agreement-signs', async ({ request, response, session }) => {
      const { agreementTextId } = await parseJsonBody(zSignAgreementBody, request);
      const text = db.agreementTexts.findFirst((q) => q.where({ id: agreementTextId }));
      if (!text) throw notFound('Der Vereinbarungstext wurde nicht gefunden.');
      const signed = db.agreementSigns
        .all()
        .some((sign) => sign.customerUserId === session.user.id && sign.agreementTextId === text.id);
      if (signed) throw conflict('Sie haben diese Vereinbarung bereits akzeptiert.', 'AGREEMENT_ALREADY_SIGNED');
      const current = currentAgreementTexts().find((candidate) => candidate.type === text.type);
      if (current && current.id !== text.id) {
        throw fieldError(
          'agreementTextId',
          `Diese Fassung ist nicht mehr aktuell. Bitte akzeptieren Sie die aktuelle Fassung (Version ${current.version}).`,
        );
      }
      const sign = await db.agreementSigns.create({
        id: nextId(db.agreementSigns),
        agreementTextId: text.id,
        customerUserId: session.user.id,
        version: text.version,
        signedAt: isoDateTime(now()),
      });
      return response(201).json({ data: plain(sign) });
    }),
  ];
}
