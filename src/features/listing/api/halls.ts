// The hall capacity record of a venue (spec point 3 "Customer space", point 5 rules): the halls of one provider
// and which of them the missing data lists as incomplete, and each hall's photo or floor plan (issue 42.6). Halls
// are saved at once (no approval queue).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { multipartBody } from '@/api/multipart-body';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';
import { missingDataKeys, missingDataQueryOptions, type MissingProviderData } from '@/api/queries/missing-data';
import { providerPermissionKeys } from '@/api/queries/provider-permissions';
import { listingKeys } from './keys';

export type Hall = components['schemas']['CustomerSpace'];
export type HallCreate = components['schemas']['CustomerSpaceCreate'];
export type HallUpdate = components['schemas']['CustomerSpaceUpdate'];
export type HallImageKind = components['schemas']['CustomerSpaceImageKind'];
type HallImageUpload = components['schemas']['CustomerSpaceImageUpload'];

export async function listHalls(providerId: number, signal?: AbortSignal): Promise<Hall[]> {
  return unwrap(await api.GET('/customer-spaces', { params: { query: { providerId } }, signal })).data;
}

export function hallsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.halls(providerId),
    queryFn: ({ signal }) => listHalls(providerId, signal),
  });
}

/** The ids of the halls whose capacity record is incomplete: the `customerSpaces` of the shared missing data. */
export const incompleteHallIds = (missing: MissingProviderData): number[] =>
  missing.customerSpaces.map((space) => space.id);

export async function createHall(body: HallCreate): Promise<Hall> {
  return unwrap(await api.POST('/customer-spaces', { body })).data;
}

export async function updateHall(hallId: number, body: HallUpdate): Promise<Hall> {
  return unwrap(await api.PUT('/customer-spaces/{id}', { params: { path: { id: hallId } }, body })).data;
}

export async function deleteHall(hallId: number): Promise<void> {
  unwrap(await api.DELETE('/customer-spaces/{id}', { params: { path: { id: hallId } } }));
}

export interface HallImageOptions {
  /** Real progress: the request is sent with XMLHttpRequest (the shared `fetchWithUploadProgress`). */
  onProgress?: UploadProgress;
  /** The multipart boundary; random unless given (a contract test fixes it to match the recorded body). */
  boundary?: string;
}

/**
 * POST /customer-spaces/{id}/image (multipart: `kind`, then the file `image`): the hall with its new image, which
 * replaces any it had. The body is written out as bytes (`multipartBody`), as every upload of the portal sends it.
 */
export async function uploadHallImage(
  hallId: number,
  image: File,
  kind: HallImageKind,
  options: HallImageOptions = {},
): Promise<Hall> {
  const { bytes, contentType } = await multipartBody(
    [
      { name: 'kind', value: kind },
      { name: 'image', file: image },
    ],
    options.boundary,
  );
  // The typed body names what is sent (the generators type binary parts as strings); the bytes are the wire form.
  const body: HallImageUpload = { image: image.name, kind };
  return unwrap(
    await api.POST('/customer-spaces/{id}/image', {
      params: { path: { id: hallId } },
      body,
      bodySerializer: () => bytes,
      headers: { 'Content-Type': contentType },
      ...(options.onProgress ? { fetch: fetchWithUploadProgress(options.onProgress) } : {}),
    }),
  ).data;
}

export async function deleteHallImage(hallId: number): Promise<void> {
  unwrap(await api.DELETE('/customer-spaces/{id}/image', { params: { path: { id: hallId } } }));
}

export const useHalls = (providerId: number, enabled = true) => useQuery({ ...hallsQueryOptions(providerId), enabled });
export const useIncompleteHalls = (providerId: number, enabled = true) =>
  useQuery({ ...missingDataQueryOptions(providerId), select: incompleteHallIds, enabled });

/**
 * After a write: the halls and the missing data are read again; a 403 (edit rights taken away meanwhile) reads the
 * permissions again, so the page turns read-only.
 */
function useAfterHallWrite(providerId: number) {
  const queryClient = useQueryClient();
  return {
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: providerPermissionKeys.provider(providerId) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.halls(providerId) }),
        queryClient.invalidateQueries({ queryKey: missingDataKeys.provider(providerId) }),
      ]),
  };
}

export type HallSave = { kind: 'create'; body: HallCreate } | { kind: 'update'; hallId: number; body: HallUpdate };

export function useSaveHall(providerId: number) {
  return useMutation({
    mutationFn: (save: HallSave) =>
      save.kind === 'create' ? createHall(save.body) : updateHall(save.hallId, save.body),
    ...useAfterHallWrite(providerId),
  });
}

export function useDeleteHall(providerId: number) {
  return useMutation({ mutationFn: deleteHall, ...useAfterHallWrite(providerId) });
}

export interface HallImageSave {
  hallId: number;
  image: File;
  kind: HallImageKind;
}

/** Uploads a hall's photo or floor plan; `onProgress` hears the bytes sent (0 to 1). */
export function useUploadHallImage(providerId: number, onProgress: UploadProgress) {
  return useMutation({
    mutationFn: ({ hallId, image, kind }: HallImageSave) => uploadHallImage(hallId, image, kind, { onProgress }),
    ...useAfterHallWrite(providerId),
  });
}

export function useDeleteHallImage(providerId: number) {
  return useMutation({ mutationFn: deleteHallImage, ...useAfterHallWrite(providerId) });
}
