// When a provider may send a reply to a review (docs/reviews.md, issue 37.7). One rule for the portal, which offers
// "Antworten" or "Antwort bearbeiten" only where it holds, and the mock backend, which refuses a reply (409) where
// it does not. A review has one reply at a time; a reply the team rejected can be replaced by a new one, which goes
// to the team again, so the rejected state can always be left.

/** Why no reply can be sent now, or null when one can. */
export type ReplyBlock = 'replied' | 'reviewRejected';

export interface ReplySubject {
  status: 'published' | 'pending' | 'rejected';
  /** The document's reply states include `none` (no reply written), which leaves replying open like no reply. */
  reply: { status: 'none' | 'pending' | 'published' | 'rejected' } | null;
}

/**
 * Whether a reply can be sent to this review: not to a review the team rejected (it is not public, so there is
 * nothing to answer), not while a reply waits for the team or is published, but when there is none yet or the last
 * one was rejected (the new reply replaces it and is checked again).
 */
export function replyBlock(review: ReplySubject): ReplyBlock | null {
  if (review.status === 'rejected') return 'reviewRejected';
  if (review.reply?.status === 'pending' || review.reply?.status === 'published') return 'replied';
  return null;
}
