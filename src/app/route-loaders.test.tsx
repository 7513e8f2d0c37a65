// Every data route starts its page's first requests with its code (issue 39.3): a route's loader prefetches the
// queries its page asks for first, under the page's own keys, so the page finds them running instead of asking
// again after its code has loaded.
import { type QueryKey } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { CONFIG_STORAGE_PREFIX } from '@/api/queries/configs';
import { allRoutes, type RouteEntry } from '@/config/paths';
import { PROVIDER } from '@mocks/db/core/ids';
import { LEAD } from '@mocks/db/leads/seed-data';
import { resetDatabase } from '@mocks/db';
import { dismissQueuedModals, loginAs, renderApp, signDueAgreements, type TestUser } from '@/testing/render-app';
import { routePrefetch } from './route-prefetch';
import './route-table';

/**
 * Logged-in routes whose page asks the server for nothing before the user acts, and why; every other logged-in
 * route with a page has a loader.
 */
const WITHOUT_DATA: Record<string, string> = {
  passwordRenew: 'a form for a new password; the user it names comes from the session the guard has loaded',
  referProviderSuccess: 'a thank-you page after a referral was sent: the company it names comes with the navigation',
  referProviderConditions: 'the terms of the referral programme: texts of the feature only',
  paymentThreeDSecure:
    'reads no query: it sends the redirectResult the bank returned once (POST /payments/{id}/three-d-secure), which a loader never sends',
  instagramCallback:
    'reads no query: it sends the code Instagram returned once (POST /auth/instagram), which a loader never sends',
};

/** Where each route with a loader is opened, and as whom (demo unless told): one page or more per route. */
const OPENED_AT: Array<{ route: string; url: string; as?: TestUser }> = [
  { route: 'home', url: '/' },
  { route: 'dashboard', url: '/dashboard' },
  { route: 'leads', url: '/leads' },
  { route: 'lead', url: `/leads/${LEAD.wellKnown}` },
  { route: 'providers', url: '/providers' },
  { route: 'providerInfo', url: `/providers/${PROVIDER.havelblick}/info` },
  { route: 'providerInfoTab', url: `/providers/${PROVIDER.havelblick}/info/contact` },
  { route: 'providerCapacity', url: `/providers/${PROVIDER.havelblick}/capacity` },
  { route: 'providerCapacity', url: `/providers/${PROVIDER.lichtwerk}/capacity` },
  { route: 'providerBadges', url: `/providers/${PROVIDER.havelblick}/badges` },
  { route: 'relatedProviders', url: `/providers/${PROVIDER.havelblick}/related-providers` },
  { route: 'providerGallery', url: `/providers/${PROVIDER.havelblick}/gallery` },
  { route: 'providerGalleries', url: `/providers/${PROVIDER.havelblick}/galleries/1` },
  { route: 'galleries', url: '/galleries' },
  { route: 'providerItems', url: `/providers/${PROVIDER.lichtwerk}/items` },
  { route: 'providerItems', url: `/providers/${PROVIDER.brautsalon}/items?query=Spitze&status=visible` },
  { route: 'testimonials', url: '/provider-testimonials' },
  { route: 'attachments', url: '/templates/attachments' },
  { route: 'signatures', url: '/templates/signatures' },
  { route: 'mailTemplates', url: '/templates/mail-templates' },
  { route: 'todo', url: '/todo' },
  { route: 'providerPayments', url: `/providers/${PROVIDER.havelblick}/payments` },
  { route: 'providerPayments', url: `/providers/${PROVIDER.havelblick}/payments?tab=past` },
  { route: 'providerPayments', url: `/providers/${PROVIDER.havelblick}/payments?tab=cards` },
  { route: 'providerPayments', url: '/providers/0/payments' },
  { route: 'checkout', url: '/checkout' },
  { route: 'discounts', url: '/discounts' },
  { route: 'referProvider', url: '/refer-provider' },
  { route: 'settings', url: '/settings' },
  { route: 'settingsTab', url: '/settings/security' },
  { route: 'settingsTab', url: '/settings/accounts' },
  { route: 'customerUsers', url: '/customer-users' },
  { route: 'calendarEvents', url: `/providers/${PROVIDER.havelblick}/calendar-events` },
  { route: 'providerCatalogs', url: `/providers/${PROVIDER.havelblick}/catalogs` },
  { route: 'transferReviews', url: `/transfer-reviews?provider=${PROVIDER.lichtwerk}` },
  { route: 'statisticsVisits', url: '/statistics/visits' },
  { route: 'statisticsVisits', url: `/statistics/visits?period=30d&provider=${PROVIDER.lichtwerk}` },
  { route: 'statisticsWeddings', url: '/statistics/weddings' },
  { route: 'statisticsWeddings', url: `/statistics/weddings?period=12m&provider=${PROVIDER.lichtwerk}` },
  { route: 'statisticsRivals', url: '/statistics/rivals' },
  { route: 'statisticsMagnet', url: '/statistics/magnet?period=3m' },
];

const loggedInPages = () => allRoutes().filter((route) => route.access === 'logged-in' && route.built);

/** Runs the route's loader alone, as the router does on a navigation, and returns the keys it prefetched. */
async function keysTheLoaderStarts(route: RouteEntry, url: URL): Promise<QueryKey[]> {
  const queryClient = createQueryClient();
  const prefetch = routePrefetch(queryClient);
  const keys: QueryKey[] = [];
  const params = matchPath(route.path, url.pathname)?.params ?? {};
  await route.loader?.({
    params,
    url,
    queryClient,
    prefetch: (options) => {
      keys.push(options.queryKey);
      prefetch(options);
    },
  });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  queryClient.clear();
  // What the loader's requests stored for later visits (the configs' week in local storage) is forgotten too: the
  // page below is to find the loader's queries in its own client, as it does in the app, not in the browser's storage.
  for (const key of Object.keys(window.localStorage))
    if (key.startsWith(CONFIG_STORAGE_PREFIX)) window.localStorage.removeItem(key);
  return keys;
}

describe('route loaders', () => {
  it('every logged-in page has a loader, or is listed as one that asks for nothing', () => {
    const missing = loggedInPages()
      .filter((route) => !route.loader && !(route.name in WITHOUT_DATA))
      .map((route) => route.name);
    expect(missing).toEqual([]);
    const listedButLoading = Object.keys(WITHOUT_DATA).filter((name) =>
      allRoutes().some((route) => route.name === name && route.loader),
    );
    expect(listedButLoading).toEqual([]);
  });

  it('every route with a loader has a place to open it below', () => {
    const withLoader = allRoutes()
      .filter((route) => route.loader && route.access === 'logged-in')
      .map((route) => route.name);
    expect(withLoader.filter((name) => !OPENED_AT.some((page) => page.route === name))).toEqual([]);
  });

  it.each(OPENED_AT)(
    '$route at $url: the page reads every query its loader starts, and asks for none of them again',
    async ({ route: name, url, as = 'demo' }) => {
      const route = allRoutes().find((entry) => entry.name === name);
      if (!route) throw new Error(`no route ${name}`);

      await resetDatabase('default');
      const session = await loginAs(as);
      await dismissQueuedModals(session.customerUserId);
      await signDueAgreements();
      const started = await keysTheLoaderStarts(route, new URL(url, window.location.origin));
      expect(started.length, 'the loader starts no query').toBeGreaterThan(0);

      const queryClient = createQueryClient();
      await renderApp(url, { as, queryClient });
      const cache = queryClient.getQueryCache();
      for (const key of started) {
        await waitFor(() =>
          expect(
            cache.find({ queryKey: key, exact: true })?.getObserversCount() ?? 0,
            `the page reads ${JSON.stringify(key)}`,
          ).toBeGreaterThan(0),
        );
      }
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      for (const key of started) {
        const { dataUpdateCount, errorUpdateCount } = cache.find({ queryKey: key, exact: true })!.state;
        expect(dataUpdateCount + errorUpdateCount, `${JSON.stringify(key)} was asked for once`).toBe(1);
      }
    },
  );
});
