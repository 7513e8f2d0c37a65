/** The listing feature's query keys: one root, a provider's data under `provider(id)`. */
export const listingKeys = {
  all: () => ['listing'] as const,
  lists: () => [...listingKeys.all(), 'providers'] as const,
  list: (name: string) => [...listingKeys.lists(), { name }] as const,
  provider: (providerId: number) => [...listingKeys.all(), 'provider', providerId] as const,
  detail: (providerId: number) => [...listingKeys.provider(providerId), 'detail'] as const,
  forms: (providerId: number) => [...listingKeys.provider(providerId), 'forms'] as const,
  data: (providerId: number) => [...listingKeys.provider(providerId), 'data'] as const,
  pending: (providerId: number) => [...listingKeys.provider(providerId), 'pending'] as const,
  history: (providerId: number) => [...listingKeys.provider(providerId), 'history'] as const,
  changeRequests: (providerId: number) => [...listingKeys.provider(providerId), 'change-requests'] as const,
  halls: (providerId: number) => [...listingKeys.provider(providerId), 'halls'] as const,
  related: (providerId: number) => [...listingKeys.provider(providerId), 'related'] as const,
  candidates: (providerId: number, name: string) =>
    [...listingKeys.provider(providerId), 'candidates', { name }] as const,
  responseTime: (providerId: number) => [...listingKeys.provider(providerId), 'response-time'] as const,
};
