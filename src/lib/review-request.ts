// When a couple may be asked for a review (docs/reviews.md, issue 37.12). One rule for the portal, which offers
// "Um Bewertung bitten" only where it holds, and the mock backend, which refuses a request where it does not.

import { addDays } from './calendar-day';

/** Why a couple cannot be asked now, or null when it can. */
export type ReviewRequestBlock = 'requested' | 'commented' | 'notBooked' | 'weddingAhead';

export interface ReviewRequestSubject {
  commentRequestStatus: 'none' | 'requested' | 'commented';
  workedTogether: boolean;
  couple: { weddingDate: string | null };
}

/**
 * The first day a couple can be asked: the day after the wedding (a review is about the wedding, so not before it
 * has taken place, and not on the day itself).
 */
export function reviewRequestOpensOn(weddingDate: string): string {
  return addDays(weddingDate, 1);
}

/**
 * Whether the couple can be asked for a review on `today` (an API date: the user's today in the portal, the latest
 * today on earth in the server, docs/dates.md): asked only once, only a couple that booked the provider, and only
 * once the wedding is over. A couple without a known wedding date can be asked: the provider confirmed the booking
 * and confirms the couple's agreement with every request.
 */
export function reviewRequestBlock(subject: ReviewRequestSubject, today: string): ReviewRequestBlock | null {
  if (subject.commentRequestStatus !== 'none') return subject.commentRequestStatus;
  if (!subject.workedTogether) return 'notBooked';
  const { weddingDate } = subject.couple;
  if (weddingDate !== null && reviewRequestOpensOn(weddingDate) > today) return 'weddingAhead';
  return null;
}
