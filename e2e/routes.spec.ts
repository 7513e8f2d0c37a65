// Every route of the table opens without a console error, as the demo user (logged-in routes) or anonymously
// (logged-out routes); routes of later features show their "coming soon" page. Each route is checked with axe-core
// right after it renders (issue 38.1: no serious or critical WCAG 2.1 A/AA finding), in German and in Arabic, and
// on a few routes with their main dialogs open (the team user dialog and a delete confirmation, the discount
// dialog, the calendar entry dialog; the upgrade dialog as a plan without statistics).
import type { Page } from '@playwright/test';
import type { Locale } from '../src/lib/locale';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { allRoutes, href, routes } from './app-routes';
import { axeFindings } from './axe';
import { expect, test, waitForMock } from './fixtures';
import { uiText, uiTextPattern } from './ui-texts';

const sample: Record<string, string> = {
  id: '42',
  providerId: '101',
  galleryId: '301',
  tab: 'budget',
  recoveryKey: 'wiederherstellung-demo-2026',
  customerId: '1',
  customerUserId: '5',
  hash: 'einladung-lena-hoffmann-2026',
};

/** A provider's pages are walked for one of the demo user's own providers (42 is a lead, not a provider). */
const concrete = (path: string) =>
  path.replace(
    /:(\w+)\??/g,
    (_, name: string) => (name === 'id' && path.startsWith('/providers/') ? sample.providerId : sample[name]) ?? '1',
  );
const all = allRoutes();
const loggedIn = all.filter((r) => r.access === 'logged-in' && r.path !== routes.passwordRenew.path);
const loggedOut = all.filter((r) => r.access !== 'logged-in');

/**
 * Each route is opened by a page load of its own (as from a bookmark): a few seconds each on a busy machine. A page
 * shows before its mock backend has started (src/mock-mode.ts); the walk leaves it only once the mock is up, as
 * two CI runs aborted the next page load while the one before was still registering the mock's service worker.
 * The axe check of a page and its dialogs takes a few seconds more. Both languages in full doubled the walk: on the
 * 2-core machine 6.8 min of wall time with two workers instead of 3.4 min for the German walk alone; so Arabic
 * walks half the routes a run (`arabicShare`).
 */
const PER_ROUTE_MS = 15_000;

/** Opens a dialog by its button, checks it with axe and closes it with Escape. */
async function checkDialog(page: Page, where: string, open: () => Promise<void>): Promise<string[]> {
  await open();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  const findings = await axeFindings(page, where);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return findings;
}

/** The main dialogs of a route, opened on the page the walk has just checked (no page load of their own). */
const dialogs: Record<string, (page: Page, locale: Locale, where: string) => Promise<string[]>> = {
  [routes.customerUsers.path]: async (page, locale, where) => [
    ...(await checkDialog(page, `${where} (user dialog)`, () =>
      page.getByRole('button', { name: uiText(locale, 'team.list.add'), exact: true }).click(),
    )),
    ...(await checkDialog(page, `${where} (delete confirmation)`, () =>
      page
        .getByRole('button', { name: uiTextPattern(locale, 'team.list.delete') })
        .first()
        .click(),
    )),
  ],
  [routes.discounts.path]: async (page, locale, where) =>
    checkDialog(page, `${where} (discount dialog)`, () =>
      page.getByRole('button', { name: uiText(locale, 'payments.discounts.create'), exact: true }).click(),
    ),
  [routes.calendarEvents.path]: async (page, locale, where) =>
    checkDialog(page, `${where} (entry dialog)`, () =>
      page.getByRole('button', { name: uiText(locale, 'calendar.add'), exact: true }).click(),
    ),
};

/** Opens each route by a page load of its own and adds the axe findings of it and its dialogs to `findings`. */
async function walk(page: Page, locale: Locale, walked: typeof all, findings: string[]): Promise<void> {
  for (const route of walked) {
    await page.goto(concrete(route.path));
    if (route.access === 'logged-in') await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    else await expect(page.locator('main').first()).toBeVisible();
    if (!route.built) await expect(page.getByText(uiText(locale, 'status.comingSoon'))).toBeVisible();
    await waitForMock(page);
    const where = `${locale} ${route.path}`;
    findings.push(...(await axeFindings(page, where)));
    findings.push(...((await dialogs[route.path]?.(page, locale, where)) ?? []));
  }
}

/** Walks the routes and fails with the list of findings, also those found before a step of the walk failed. */
async function walkChecked(page: Page, walks: Array<[Locale, typeof all]>): Promise<void> {
  const findings: string[] = [];
  try {
    for (const [locale, walked] of walks) {
      await inLanguage(page, locale);
      await walk(page, locale, walked, findings);
    }
  } finally {
    expect.soft(findings, 'serious and critical axe findings').toEqual([]);
  }
}

async function inLanguage(page: Page, locale: Locale) {
  await page.addInitScript(({ key, locale }) => window.localStorage.setItem(key, locale), {
    key: LOCALE_STORAGE_KEY,
    locale,
  });
}

const LANGUAGES: Locale[] = ['de_DE', 'ar_AE'];

/**
 * German walks every route on every run. Arabic walks every other route, the other half the next day (by the UTC
 * day), so two days cover every route in both languages while `npm test` pays for one and a half walks (issue 34:
 * its 12 minutes). `AXE_ARABIC=all` walks every route in Arabic too.
 */
const arabicShare = <T>(walked: readonly T[]): T[] =>
  process.env.AXE_ARABIC === 'all'
    ? [...walked]
    : walked.filter((_, index) => index % 2 === Math.floor(Date.now() / 86_400_000) % 2);

/** The routes a language walks, in parts the two Playwright workers share. */
function partsOf(locale: Locale, walked: typeof all): Array<typeof all> {
  if (locale !== 'de_DE') return [arabicShare(walked)];
  const half = Math.ceil(walked.length / 2);
  return [walked.slice(0, half), walked.slice(half)];
}

test.describe.configure({ mode: 'parallel' });

test.describe('logged in', () => {
  test.use({ as: 'demo' });

  for (const locale of LANGUAGES) {
    const parts = partsOf(locale, loggedIn);
    parts.forEach((part, index) =>
      test(`logged-in routes, part ${index + 1} of ${parts.length}, render in ${locale} without console errors or serious axe findings`, async ({
        page,
      }) => {
        test.setTimeout(part.length * PER_ROUTE_MS);
        await walkChecked(page, [[locale, part]]);
      }),
    );
  }
});

test('every logged-out and public route renders in German and Arabic without console errors or serious axe findings', async ({
  page,
}) => {
  test.setTimeout(2 * loggedOut.length * PER_ROUTE_MS);
  await walkChecked(page, [
    ['de_DE', loggedOut],
    ['ar_AE', arabicShare(loggedOut)],
  ]);
});

test.describe('logged in, with the queued modals', () => {
  test.use({ as: 'demo', modals: true });

  for (const locale of LANGUAGES)
    test(`the dashboard with its first queued modal has no serious axe findings in ${locale}`, async ({ page }) => {
      await inLanguage(page, locale);
      await page.goto(href.home());
      await waitForMock(page);
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
      expect(
        await axeFindings(page, `${locale} ${href.home()} (queued modal)`),
        'serious and critical axe findings',
      ).toEqual([]);
    });
});

test.describe('logged in as basic', () => {
  test.use({ as: 'basic' });

  test('the upgrade dialog has no serious axe findings in German and Arabic', async ({ page }) => {
    const findings: string[] = [];
    for (const locale of LANGUAGES) {
      await inLanguage(page, locale);
      await page.goto(href.home());
      await waitForMock(page);
      const navigation = page.getByRole('navigation', { name: uiText(locale, 'shell.nav.label') });
      const statistics = navigation.getByRole('button', { name: uiText(locale, 'shell.nav.statistics') });
      if ((await statistics.getAttribute('aria-expanded')) === 'false') await statistics.click();
      findings.push(
        ...(await checkDialog(page, `${locale} ${href.home()} (upgrade dialog)`, () =>
          navigation.getByRole('button', { name: new RegExp(`^${uiText(locale, 'shell.nav.visits')}`) }).click(),
        )),
      );
    }
    expect(findings, 'serious and critical axe findings').toEqual([]);
  });
});
