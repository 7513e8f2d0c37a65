/** The products feature's query keys: one root, a provider's product list under `list(providerId)`. */
export const productKeys = {
  all: () => ['products'] as const,
  list: (providerId: number) => [...productKeys.all(), 'provider', providerId] as const,
};
