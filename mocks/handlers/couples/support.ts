// Couples: a couple-provider relation's API shape and lookup, shared by the relations and the review requests.
import type { z } from 'zod';
import { type zCoupleProvider } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { forbidden, notFound } from '../../lib/errors';
import { RIGHTS_CODES } from '../../lib/rights';
import { type Session } from '../../lib/session';

export type CoupleProviderRecord = ReturnType<typeof db.coupleProviders.all>[number];

/** The API shape of a relation: the couple's contact details stay in storage (spec point 5). */
export function toCoupleProvider(r: CoupleProviderRecord): z.infer<typeof zCoupleProvider> {
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
export function findRelation(session: Session, id: number): CoupleProviderRecord {
  const relation = db.coupleProviders.findFirst((q) => q.where({ id }));
  if (!relation || relation.customerId !== session.customerId) throw notFound('Das Paar wurde nicht gefunden.');
  if (!session.providerIds.includes(relation.providerId)) {
    throw forbidden('Sie sind diesem Anbieter nicht zugeordnet.', RIGHTS_CODES.notLinked);
  }
  return relation;
}
