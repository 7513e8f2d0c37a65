import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { changeLocale } from '@/i18n';
import { mockServer } from '@/testing/mock-server';
import { resetDatabase } from '../../../mocks/db';
import { CONFIG_CACHE_TIME_MS, CONFIG_STORAGE_PREFIX, configKeys, useConfigEntries } from './configs';

// Configs are public reference data: the seeded mock answers them without a login.
beforeEach(() => resetDatabase('default'));

const stopRecording: Array<() => void> = [];
afterEach(async () => {
  stopRecording.splice(0).forEach((stop) => stop());
  vi.restoreAllMocks();
  await changeLocale('de_DE', { persist: false });
});

/** Requests to GET /configs from now on (until the test ends). */
function recordConfigRequests(): Request[] {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/configs') seen.push(request);
  };
  mockServer.events.on('request:start', listener);
  stopRecording.push(() => mockServer.events.removeListener('request:start', listener));
  return seen;
}

/** A fresh page load: a new query client with an empty memory cache (local storage stays). */
function renderOrganizationTypes(queryClient: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useConfigEntries('organization_type'), { wrapper });
}

/** Loads the organization types once, as a first visit does, and returns the entries shown. */
async function firstVisit() {
  const { result, unmount } = renderOrganizationTypes();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  unmount();
  return result.current.data;
}

describe('configs cache', () => {
  it('serves configs younger than 7 days from local storage on the first render, without a request', async () => {
    const requests = recordConfigRequests();
    const entries = await firstVisit();
    expect(entries?.length).toBeGreaterThan(0);
    expect(requests).toHaveLength(1);

    const { result } = renderOrganizationTypes();
    // Synchronously, on the very first render.
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toEqual(entries);
    expect(requests).toHaveLength(1);
  });

  it('asks the API again once the stored configs are 7 days old', async () => {
    const requests = recordConfigRequests();
    const realNow = Date.now();
    // The first visit was a week and a second ago.
    vi.spyOn(Date, 'now').mockReturnValue(realNow - CONFIG_CACHE_TIME_MS - 1000);
    await firstVisit();
    vi.mocked(Date.now).mockRestore();
    expect(requests).toHaveLength(1);

    const { result } = renderOrganizationTypes();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toHaveLength(2);
  });

  it('keeps the configs of each language apart: labels come in the request language', async () => {
    const requests = recordConfigRequests();
    await firstVisit();
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['de-DE']);

    await changeLocale('en_US', { persist: false });
    const { result } = renderOrganizationTypes();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['de-DE', 'en-US']);
    expect(configKeys.types('de_DE', ['organization_type'])).not.toEqual(
      configKeys.types('en_US', ['organization_type']),
    );
  });

  it('stores only reference data, under its own prefix', async () => {
    await firstVisit();
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(CONFIG_STORAGE_PREFIX));
    expect(keys).toEqual([`${CONFIG_STORAGE_PREFIX}de_DE:organization_type`]);
  });
});
