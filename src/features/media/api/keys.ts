import { providerMediaKeys } from '@/api/queries/provider-medias';

/**
 * The media feature's query keys: the shared media root (`@/api/queries/provider-medias`, which the listing's image
 * count hangs under too), and a provider's galleries beside its media.
 */
export const mediaKeys = {
  ...providerMediaKeys,
  galleries: (providerId: number) => [...providerMediaKeys.provider(providerId), 'galleries'] as const,
  allGalleries: () => [...providerMediaKeys.all(), 'all-galleries'] as const,
};
