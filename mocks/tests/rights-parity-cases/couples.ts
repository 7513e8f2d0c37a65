// Rights cases (see index.ts) of the couples of a provider and the review requests.
import type { Database } from '../../db';
import { isoDate, now } from '../../lib/clock';
import { reviewRequestBlock } from '../../../src/lib/review-request';
import { day, type RightsEntry, withProvider } from './shared';

function relationOf(
  db: Database,
  providerId: number,
  predicate: (r: ReturnType<Database['coupleProviders']['all']>[number]) => boolean = () => true,
) {
  return db.coupleProviders.all().find((r) => r.providerId === providerId && predicate(r));
}

// ---- couples of a provider and review requests: work with couples, an active link is enough
export const COUPLE_CASES: Record<string, RightsEntry> = {
  listCoupleProviders: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  createCoupleProvider: [
    {
      right: 'link',
      build: ({ providerId, seq }) => ({
        body: { providerId, coupleName: `Hannah Kaiser & Paul Werner ${seq}`, weddingDate: day(-30) },
      }),
    },
  ],
  getCoupleProvider: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const relation = relationOf(db, providerId);
        return relation && { params: { id: relation.id } };
      },
    },
  ],
  updateCoupleProvider: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const relation = relationOf(db, providerId);
        return relation && { params: { id: relation.id }, body: { workedTogether: true } };
      },
    },
  ],
  deleteCoupleProvider: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const relation = relationOf(db, providerId);
        return relation && { params: { id: relation.id } };
      },
    },
  ],
  requestCoupleComment: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const today = isoDate(now());
        const relation = relationOf(db, providerId, (r) => r.email !== null && reviewRequestBlock(r, today) === null);
        return (
          relation && {
            params: { id: relation.id },
            body: { channel: 'email', agreedWithCouple: true },
          }
        );
      },
    },
  ],
  getCountsByCommentRequest: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getCoupleProvidersStatsEstimate: [
    { right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) },
  ],
  listCouplesNotWorkedTogether: [
    { right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) },
  ],
  listCoupleVisitLog: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
};
