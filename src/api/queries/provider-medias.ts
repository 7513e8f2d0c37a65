// A provider's media (spec point 5): the gallery pages list them, the listing's completeness tips and badges count
// its active images. One key root for both: an upload, a deletion or a status change in a gallery refreshes the
// count the listing shows, which had kept its own key beside the galleries'.
import { allPages } from '@/api/all-pages';
import { api, unwrap } from '@/api/client';
import { listProviderMediasQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type Media = components['schemas']['Media'];

/** The media's keys; the media feature extends them with its galleries (`features/media/api/keys.ts`). */
export const providerMediaKeys = {
  all: () => ['media'] as const,
  provider: (providerId: number) => [...providerMediaKeys.all(), 'provider', providerId] as const,
  medias: (providerId: number) => [...providerMediaKeys.provider(providerId), 'medias'] as const,
  galleryMedias: (providerId: number, galleryId: number) =>
    [...providerMediaKeys.medias(providerId), galleryId] as const,
  activeImageCount: (providerId: number) => [...providerMediaKeys.medias(providerId), 'active-image-count'] as const,
};

/** The media of one gallery in gallery order, or every media of the provider (galleryId undefined). */
export function listProviderMedias(
  providerId: number,
  galleryId: number | undefined,
  signal?: AbortSignal,
): Promise<Media[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/providers/{id}/medias', {
        params: {
          path: { id: providerId },
          query: {
            ...(galleryId === undefined ? {} : { galleryId }),
            limit: listProviderMediasQueryLimits.limit.maximum,
            page,
          },
        },
        signal,
      }),
    ),
  );
}

/** Active images of the provider's galleries (the ones couples see): only the total is read, one item of a page. */
export async function countActiveImages(providerId: number, signal?: AbortSignal): Promise<number> {
  const answer = unwrap(
    await api.GET('/providers/{id}/medias', {
      params: { path: { id: providerId }, query: { type: 'image', status: 'active', limit: 1 } },
      signal,
    }),
  );
  return answer.paging.total;
}
