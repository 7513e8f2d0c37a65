/** The media feature's query keys: one root; a provider's galleries and the media of one gallery below it. */
export const mediaKeys = {
  all: () => ['media'] as const,
  provider: (providerId: number) => [...mediaKeys.all(), 'provider', providerId] as const,
  galleries: (providerId: number) => [...mediaKeys.provider(providerId), 'galleries'] as const,
  medias: (providerId: number) => [...mediaKeys.provider(providerId), 'medias'] as const,
  galleryMedias: (providerId: number, galleryId: number) => [...mediaKeys.medias(providerId), galleryId] as const,
  allGalleries: () => [...mediaKeys.all(), 'all-galleries'] as const,
  categoryMeta: (categoryId: number) => [...mediaKeys.all(), 'category-meta', categoryId] as const,
};
