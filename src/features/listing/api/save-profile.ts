import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, isApiError } from '@/api/api-error';
import { providerPermissionKeys } from '@/api/queries/provider-permissions';
import type { ProfileChange } from '../lib/profile-changes';
import { isListingKey } from '../lib/profile-tabs';
import { updateDataUpdate, updateProviderData, useInvalidateProvider } from './provider-content';
import { updateProvider } from './providers';

/** A field error of one call, moved onto the form field it belongs to (`listing.phone`, `answers.minBudget`). */
function onFormFields(error: unknown, change: ProfileChange): unknown {
  if (!isApiError(error) || error.errorFormat !== 1) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, message]) => {
      if (change.kind === 'listing') return [`listing.${path}`, message];
      // PUT /provider-data answers on `value`, the queue's PUT on `newValue` (a multiselect on `value.2`).
      const field = change.fieldName;
      const target = isListingKey(field) ? `listing.${field}` : `answers.${field}`;
      return [path === 'value' || path === 'newValue' || /^(value|newValue)\./.test(path) ? target : path, message];
    }),
  );
  return new ApiError({
    kind: error.kind,
    status: error.status,
    message: error.serverMessage,
    code: error.code,
    fieldErrors,
    errorFormat: error.errorFormat,
    body: error.body,
  });
}

async function send(providerId: number, change: ProfileChange): Promise<void> {
  if (change.kind === 'listing') await updateProvider(providerId, change.body);
  else if (change.kind === 'answer') await updateProviderData(change.answerId, change.value);
  else await updateDataUpdate(change.updateId, change.value);
}

/**
 * Saves one tab: its calls one after the other (each queues a change for approval). The first failure stops
 * the save; its field errors land on the form's fields. Everything the calls changed is fetched again.
 */
export function useSaveProfile(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChange[]) => {
      for (const change of changes) {
        try {
          await send(providerId, change);
        } catch (error) {
          throw onFormFields(error, change);
        }
      }
    },
    onError: (error) => {
      // Edit rights were taken away since the page loaded (docs/security.md): the permissions are read again, so
      // the page turns read-only; the server's message says why, and the typed draft stays for later.
      if (isApiError(error) && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: providerPermissionKeys.provider(providerId) });
      }
    },
    onSettled: invalidate,
  });
}
