// The reply form's rule on its text: the document's lengths (TestimonialReplyCreate.body), counted on the trimmed
// text the form sends.
import { TestimonialReplyCreateLimits } from '@/api/generated/limits';

export const REPLY_LIMITS = TestimonialReplyCreateLimits.properties.body;

/** The body a reply sends. */
export const replyBody = (text: string) => ({ body: text.trim() });

/** What is wrong with a reply's text, or null when it can be sent (as `replyBody`). */
export function replyProblem(text: string): 'tooShort' | 'tooLong' | null {
  const { length } = replyBody(text).body;
  if (length < REPLY_LIMITS.minLength) return 'tooShort';
  // The field stops at the limit, but a kept draft or a paste into a shorter text can go beyond it.
  if (length > REPLY_LIMITS.maxLength) return 'tooLong';
  return null;
}

/** A stored draft is the reply's text; anything else in storage is discarded. */
export const parseReplyDraft = (stored: unknown): string | null => (typeof stored === 'string' ? stored : null);
