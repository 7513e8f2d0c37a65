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
 * The walk opens its first route by a page load and every later one as the app's own links do (the history and
 * the router, no page load): each route's page load of its own, as from a bookmark, is walked in the production
 * build by e2e/csp.spec.ts, where a console error fails too. A page load here restarts the mock backend in the
 * page (its database read back from IndexedDB, its service worker taken over), about half of a route's time in
 * this walk (issue 34: `npm test` in 12 minutes). Each route is checked with axe in the language it shows; then
 * the user switches the language in the user menu, as a user does, and the page is checked again in the other one.
 * The next route opens in that language, so German and Arabic take turns: both languages for every route cost
 * little more than one walk (issue 38.1: every route in both languages).
 */
const PER_ROUTE_MS = 20_000;

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

const LANGUAGES: Locale[] = ['de_DE', 'ar_AE'];
/** The Arabic the user menu offers (the API's available languages), and each language's name in its own language. */
const MENU_ARABIC: Locale = 'ar_SA';
const LANGUAGE_NAMES: Record<string, string> = { de_DE: 'Deutsch', [MENU_ARABIC]: 'العربية' };

const otherLanguage = (locale: Locale): Locale => (locale === 'de_DE' ? MENU_ARABIC : 'de_DE');

/** The language the page shows, read from the document (the app sets `lang` on <html>). */
async function shownLanguage(page: Page): Promise<Locale> {
  const tag = await page.locator('html').getAttribute('lang');
  return tag?.startsWith('ar') ? MENU_ARABIC : 'de_DE';
}

/** Checks the page as it stands and its dialogs, in the language it shows. */
async function checkPage(page: Page, route: (typeof all)[number], locale: Locale, findings: string[]): Promise<void> {
  if (route.access === 'logged-in') await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  else await expect(page.locator('main').first()).toBeVisible();
  if (!route.built) await expect(page.getByText(uiText(locale, 'status.comingSoon'))).toBeVisible();
  const where = `${locale} ${route.path}`;
  findings.push(...(await axeFindings(page, where)));
  findings.push(...((await dialogs[route.path]?.(page, locale, where)) ?? []));
}

/**
 * Switches the page to the other language: in the user menu where the page has one (logged in), else by the stored
 * choice and a reload (the logged-out pages have no language menu; spec point 2 puts it in the user menu).
 */
async function switchLanguage(page: Page, from: Locale): Promise<Locale> {
  const to = otherLanguage(from);
  const menuButton = page.getByRole('button', { name: uiText(from, 'shell.userMenu.open'), exact: true });
  if ((await menuButton.count()) > 0) {
    await menuButton.click();
    await page.getByRole('menuitem', { name: LANGUAGE_NAMES[to], exact: true }).click();
    await expect(page.getByRole('menu')).toBeHidden();
  } else {
    await page.evaluate(({ key, locale }) => window.localStorage.setItem(key, locale), {
      key: LOCALE_STORAGE_KEY,
      locale: to,
    });
    await page.reload();
    await waitForMock(page);
  }
  await expect(page.locator('html')).toHaveAttribute('dir', to.startsWith('ar') ? 'rtl' : 'ltr');
  return to;
}

/**
 * Moves the app to `path` without a page load, as its links do: the address in the history and the event its router
 * listens to. Done once the page that was on screen has gone (each route's page is a component of its own, so its
 * heading is a new element; the logged-out and error pages have one too).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.walkLeft = '';
  });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-walk-left])').first()).toBeVisible();
}

/**
 * Opens the first route by a page load and the others in the app, checks each in the language it shows, switches to
 * the other language and checks it again; fails with the list of findings, also those found before a step of the walk failed.
 * The logged-out pages change their language by a reload (they have no language menu): there every route is walked
 * in one language, then the page is reloaded in the other and every route walked again, two page loads instead of
 * one per route.
 */
async function walkChecked(page: Page, walked: typeof all): Promise<void> {
  const findings: string[] = [];
  const byReload = walked[0]?.access !== 'logged-in';
  try {
    for (const pass of byReload ? [1, 2] : [1]) {
      for (const [index, route] of walked.entries()) {
        if (index === 0 && pass === 1) {
          await page.goto(concrete(route.path));
          await waitForMock(page);
        } else await navigateInApp(page, concrete(route.path));
        const loaded = await shownLanguage(page);
        await checkPage(page, route, loaded, findings);
        if (!byReload) await checkPage(page, route, await switchLanguage(page, loaded), findings);
      }
      if (byReload && pass === 1) await switchLanguage(page, await shownLanguage(page));
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

/** The logged-in routes in parts the two Playwright workers share. */
const PARTS = 2;
const partsOf = <T>(walked: readonly T[]): T[][] => {
  const size = Math.ceil(walked.length / PARTS);
  return Array.from({ length: PARTS }, (_, index) => walked.slice(index * size, (index + 1) * size));
};

test.describe.configure({ mode: 'parallel' });

test.describe('logged in', () => {
  test.use({ as: 'demo' });

  partsOf(loggedIn).forEach((part, index) =>
    test(`logged-in routes, part ${index + 1} of ${PARTS}, render in German and Arabic without console errors or serious axe findings`, async ({
      page,
    }) => {
      test.setTimeout(part.length * PER_ROUTE_MS);
      await walkChecked(page, part);
    }),
  );
});

test('every logged-out and public route renders in German and Arabic without console errors or serious axe findings', async ({
  page,
}) => {
  test.setTimeout(loggedOut.length * PER_ROUTE_MS);
  await walkChecked(page, loggedOut);
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
