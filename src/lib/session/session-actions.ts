import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { clearSession, readSession, writeSession } from '../session-store';

type AccessTokenCreated = components['schemas']['AccessTokenCreated'];

/** Stores a new session (after any kind of login). */
export function startSession(created: AccessTokenCreated): void {
  writeSession({ accessToken: created.accessToken, accessTokenId: created.id, consumerKey: created.consumerKey });
}

/**
 * Logout (spec point 4): deletes the access token on the server (best effort: the local session ends even
 * when the server cannot be reached), clears storage except the two kept keys, removes cookies and the cache.
 */
export async function endSession(queryClient: QueryClient): Promise<void> {
  const session = readSession();
  if (session) {
    try {
      await api.DELETE('/access-tokens/{id}', { params: { path: { id: session.accessTokenId } } });
    } catch {
      // Offline: the token expires on the server by itself.
    }
  }
  clearSession();
  queryClient.clear();
}
