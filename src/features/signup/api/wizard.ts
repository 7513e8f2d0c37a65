// The registration wizard's calls (spec points 1, 4, 5): the application by its hash (GET in wizard-query.ts, POST
// /provider-wizard/{hash}), a photo upload with progress (POST /provider-wizard/{hash}/images), and the public
// reference data the steps offer (categories from config allowed_provider_category_ids, cities, districts, the
// category's upload rules). All public: the hash authorizes, no session is needed.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { multipartBody } from '@/api/multipart-body';
import { allPages } from '@/api/all-pages';
import { categoryMetaQueryOptions } from '@/api/queries/category-meta';
import { listCitiesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';
import { activeEntries, useConfigs } from '@/api/queries/configs';
import { signupKeys } from './wizard-query';

export { getWizard, signupKeys, useWizard, wizardQueryOptions } from './wizard-query';
// The districts are shared reference data (the listing names a pending district change by them).
export { listAllDistricts, useDistricts } from '@/api/queries/districts';

export type { ProviderWizard } from './wizard-query';
export type ProviderWizardSubmit = components['schemas']['ProviderWizardSubmit'];
export type WizardImage = components['schemas']['ProviderWizardImage'];
export type City = components['schemas']['City'];

/** Reference data changes rarely (spec point 9: cached 7 days). */
const REFERENCE_STALE_MS = 604_800_000;

/** Every city (all pages). */
export function listAllCities(signal?: AbortSignal): Promise<City[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/cities', { params: { query: { limit: listCitiesQueryLimits.limit.maximum, page } }, signal }),
    ),
  );
}

export function citiesQueryOptions() {
  return queryOptions({
    queryKey: signupKeys.cities(),
    queryFn: ({ signal }) => listAllCities(signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCities() {
  return useQuery(citiesQueryOptions());
}

/** The categories a vendor may apply in (config allowed_provider_category_ids), labelled in the UI language. */
export function useWizardCategories() {
  return useConfigs(['allowed_provider_category_ids'], (configs) =>
    activeEntries(configs, 'allowed_provider_category_ids').map((entry) => ({
      id: Number(entry.itemId),
      name: entry.value,
    })),
  );
}

/** The upload rules and text minimum of a category (GET /configs/provider-category-meta). */
export function useCategoryMeta(categoryId: number | null) {
  return useQuery({ ...categoryMetaQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}

export async function submitWizard(hash: string, body: ProviderWizardSubmit) {
  return unwrap(await api.POST('/provider-wizard/{hash}', { params: { path: { hash } }, body })).data;
}

export function useSubmitWizard(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderWizardSubmit) => submitWizard(hash, body),
    onSuccess: (wizard) => queryClient.setQueryData(signupKeys.wizard(hash), wizard),
  });
}

/** The multipart body of one photo of the application. */
export function photoUploadBody(image: File, boundary?: string) {
  return multipartBody([{ name: 'image', file: image }], boundary);
}

export interface PhotoUploadOptions {
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** Fixed by the contract test to match the recorded body; random otherwise. */
  boundary?: string;
}

/** Uploads one photo for the application; its id goes into `imageIds` on submission. */
export async function uploadWizardPhoto(hash: string, image: File, options: PhotoUploadOptions = {}) {
  const { bytes, contentType } = await photoUploadBody(image, options.boundary);
  return unwrap(
    await api.POST('/provider-wizard/{hash}/images', {
      params: { path: { hash } },
      // The generated type names the binary part a string; the bytes above are what is sent.
      body: { image: image.name },
      bodySerializer: () => bytes,
      headers: { 'Content-Type': contentType },
      ...(options.onProgress ? { fetch: fetchWithUploadProgress(options.onProgress) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  ).data;
}
