import type { LoggedInUser } from '@/lib/session/session-query';

/** Whose payments /providers/{id}/payments shows; the page and its route loader read it alike. */
export interface PaymentsScope {
  /** Provider id 0: the account's product information above the payments of every provider of the user. */
  account: boolean;
  /** The provider whose payments these are; undefined on the account's page. */
  provider: LoggedInUser['providers'][number] | undefined;
  /** The provider the payment lists ask for: null for all the user's providers. */
  listProviderId: number | null;
}

/** The scope of the page for its `providerId`, or null for a provider the user is not linked to (it says so). */
export function paymentsScope(user: LoggedInUser, providerIdParam: string | undefined): PaymentsScope | null {
  const providerId = Number(providerIdParam);
  if (providerId === 0) return { account: true, provider: undefined, listProviderId: null };
  const provider = user.providers.find((candidate) => candidate.id === providerId);
  return provider ? { account: false, provider, listProviderId: provider.id } : null;
}
