import { DRAFT_KEY_PREFIX } from '@/lib/session-store';

/**
 * The storage key of an unsent text: per user, so a colleague at the same browser never sees it; under the
 * draft prefix, so it survives an expired session but not a logout (see `clearSession`).
 */
export function draftKey(userId: number, ...parts: Array<string | number>): string {
  return `${DRAFT_KEY_PREFIX}${userId}:${parts.join(':')}`;
}
