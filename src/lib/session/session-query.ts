import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, unwrap } from '@/api/client';
import { isApiError } from '@/api/api-error';
import type { components } from '@/api/generated/schema';
import {
  ACCESS_TOKEN_KEY,
  clearSession,
  readRememberedProviderIds,
  readSession,
  rememberProviderIds,
  SESSION_CHANGED_EVENT,
  type StoredSession,
} from '../session-store';

export type AccessToken = components['schemas']['AccessToken'];
export type LoggedInUser = components['schemas']['LoggedInUser'];

export const sessionKeys = {
  all: ['session'] as const,
  accessToken: (id: number) => ['session', 'access-token', id] as const,
};

export function accessTokenQueryOptions(id: number) {
  return queryOptions({
    queryKey: sessionKeys.accessToken(id),
    queryFn: async ({ signal }) => {
      const token = unwrap(await api.GET('/access-tokens/{id}', { params: { path: { id } }, signal })).data;
      rememberProviderIds(
        id,
        token.passwordChangeRequired ? null : token.user.providers.map((provider) => provider.id),
      );
      return token;
    },
    staleTime: 5 * 60_000,
  });
}

/** Starts loading the stored session's user at boot, before the router has loaded any route code. */
export function prefetchStoredSession(queryClient: QueryClient): void {
  const stored = readSession();
  if (stored) void queryClient.prefetchQuery(accessTokenQueryOptions(stored.accessTokenId));
}

/**
 * The logged-in user for a route loader (the request the guard waits for anyway), or null without a usable
 * session — no stored session, a failed request, or a password change still due — so loaders of logged-in
 * pages start no requests the page would not make.
 */
export async function loaderUser(queryClient: QueryClient): Promise<LoggedInUser | null> {
  const stored = readSession();
  if (!stored) return null;
  try {
    const token = await queryClient.ensureQueryData(accessTokenQueryOptions(stored.accessTokenId));
    return token.passwordChangeRequired ? null : token.user;
  } catch {
    return null;
  }
}

/**
 * The session user and one of their providers, for the loader of a provider page (`/providers/{id}/…`): null when
 * logged out or not linked to that provider, whose page then only says "not found" and asks for nothing.
 */
export async function loaderLinkedProvider(queryClient: QueryClient, providerId: number) {
  const user = await loaderUser(queryClient);
  const provider = user?.providers.find((entry) => entry.id === providerId);
  return user && provider ? { user, provider } : null;
}

/**
 * The logged-in user's provider ids for a route loader: those remembered from the last session answer of this login,
 * so the page's data requests start at boot beside the session request (issue 23: no waterfall), or else those of
 * the session answer. The page reads its providers from the session answer; if they changed meanwhile, its queries
 * differ from the prefetched ones and load anew. Null without a usable session.
 */
export async function loaderProviderIds(queryClient: QueryClient): Promise<number[] | null> {
  const stored = readSession();
  if (!stored) return null;
  const remembered = readRememberedProviderIds(stored.accessTokenId);
  if (remembered) return remembered;
  const user = await loaderUser(queryClient);
  return user ? user.providers.map((provider) => provider.id) : null;
}

// The stored session as an external store: other tabs change it through the `storage` event.
const listeners = new Set<() => void>();
let snapshot: StoredSession | null = typeof window === 'undefined' ? null : readSession();

function refreshSnapshot(): void {
  const next = readSession();
  const same = next?.accessToken === snapshot?.accessToken && next?.accessTokenId === snapshot?.accessTokenId;
  if (!same) {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }
}

if (typeof window !== 'undefined') {
  // Removing the access token in another tab logs this tab out too (spec point 4).
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) refreshSnapshot();
  });
  window.addEventListener(SESSION_CHANGED_EVENT, refreshSnapshot);
}

export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

export type SessionState =
  | { status: 'unknown' }
  | { status: 'logged-out' }
  | { status: 'logged-in'; accessToken: AccessToken; user: LoggedInUser };

/**
 * The login state (spec point 4): unknown while the user loads, then logged in or out. A 401 or 404 while
 * loading the user means logged out.
 */
export function useSession(): SessionState {
  const stored = useStoredSession();
  const queryClient = useQueryClient();
  const query = useQuery({ ...accessTokenQueryOptions(stored?.accessTokenId ?? 0), enabled: stored !== null });
  const lost = isApiError(query.error) && (query.error.kind === 'unauthorized' || query.error.kind === 'not-found');

  useEffect(() => {
    if (!stored) queryClient.removeQueries({ queryKey: sessionKeys.all });
  }, [stored, queryClient]);

  // A 404 while loading the user ends the session like a 401 does (the client middleware handles 401s).
  useEffect(() => {
    if (lost) clearSession({ keepDrafts: true });
  }, [lost]);

  if (!stored || lost) return { status: 'logged-out' };
  if (query.data) return { status: 'logged-in', accessToken: query.data, user: query.data.user };
  if (query.isError) return { status: 'logged-out' };
  return { status: 'unknown' };
}

/** The logged-in user; only for components below the login guard. */
export function useCurrentUser(): LoggedInUser {
  const session = useSession();
  if (session.status !== 'logged-in') throw new Error('useCurrentUser() needs a logged-in session.');
  return session.user;
}
