import { providerMediaKeys } from '@/api/queries/provider-medias';

/**
 * The media feature's query keys: the shared media root (`@/api/queries/provider-medias`, which the listing's image
 * count hangs under too), a provider's galleries beside its media, and its connected Instagram account.
 */
export const mediaKeys = {
  ...providerMediaKeys,
  galleries: (providerId: number) => [...providerMediaKeys.provider(providerId), 'galleries'] as const,
  allGalleries: () => [...providerMediaKeys.all(), 'all-galleries'] as const,
  /** Beside the provider's media, not under them: a media's change does not read the connection again. */
  instagram: (providerId: number) => [...providerMediaKeys.all(), 'instagram', providerId] as const,
};
