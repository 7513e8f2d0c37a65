// Journey of the provider pages' frame (issue 38.6): at 1280 px the sub-navigation cut its last entry ("Kalen…") and
// the catalogue, product, gallery and calendar pages had none. On a desktop and on a phone, in German and in Arabic
// (right to left), every page of a provider shows the sub-navigation, and each of its labels is wholly visible or
// can be scrolled into view whole, with a fade at the edge beyond which entries lie.
import type { Locator, Page } from '@playwright/test';
import { PROVIDER } from '../mocks/db/core';
import type { Locale } from '../src/lib/locale';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { uiText } from './ui-texts';

test.use({ as: 'demo' });

const id = PROVIDER.havelblick;

/** The entries of a venue's sub-navigation, by their text keys, in their order. */
const ENTRY_KEYS = [
  'provider-page.subnav.info',
  'provider-page.subnav.capacity',
  'routes.providerCatalogs',
  'routes.providerItems',
  'routes.providerGallery',
  'provider-page.subnav.badges',
  'provider-page.subnav.related',
  'routes.calendar',
] as const;

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const LOCALES: readonly Locale[] = ['de_DE', 'ar_AE'];

async function openIn(page: Page, locale: Locale) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: LOCALE_STORAGE_KEY,
    value: locale,
  });
}

/** The box of an element as the browser lays it out, in CSS pixels of the viewport. */
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  });

/**
 * Fails unless the label shows whole: its text fits its link (nothing clipped or ellipsised), and the link lies
 * within the sub-navigation's row and the window, with `scroll` after scrolling the row to it (what a swipe or the
 * keyboard's Tab does on a phone), else as the page shows it.
 */
async function expectWhole(row: Locator, link: Locator, viewportWidth: number, { scroll }: { scroll: boolean }) {
  const text = await link.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(text.scroll, await link.innerText()).toBeLessThanOrEqual(text.client);
  if (scroll) await link.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  await expect(async () => {
    const [rowBox, linkBox] = await Promise.all([boxOf(row), boxOf(link)]);
    expect(linkBox.left).toBeGreaterThanOrEqual(Math.max(0, rowBox.left) - 0.5);
    expect(linkBox.right).toBeLessThanOrEqual(Math.min(viewportWidth, rowBox.right) + 0.5);
  }).toPass();
}

for (const screen of SCREENS) {
  for (const locale of LOCALES) {
    test.describe(`${screen.name} ${screen.viewport.width} px, ${locale}`, () => {
      test.use({ viewport: screen.viewport });

      test('every label of the sub-navigation shows whole, and it stays on the pages it leads to', async ({ page }) => {
        await openIn(page, locale);
        const labels = ENTRY_KEYS.map((key) => uiText(locale, key));
        const nav = page.getByRole('navigation', { name: uiText(locale, 'provider-page.subnav.label') });
        const row = nav.getByRole('list');
        const calendar = uiText(locale, 'routes.calendar');

        // The calendar, whose entry was cut at 1280 px, the last one.
        await page.goto(href.calendarEvents(id));
        await expect(page.getByRole('heading', { level: 1, name: calendar })).toBeVisible();
        await expect(nav.getByRole('link')).toHaveText(labels);
        await expect(nav.getByRole('link', { name: calendar, exact: true })).toHaveAttribute('aria-current', 'page');
        // The current entry is in view from the start, on a phone too (the row scrolls to it).
        await expectWhole(row, nav.locator('[aria-current="page"]'), screen.viewport.width, { scroll: false });
        const overflows = await row.evaluate((list) => list.scrollWidth > list.clientWidth + 1);
        // A desktop shows every entry at once (the row wraps if it must); a phone scrolls the row and fades the edge
        // beyond which entries lie.
        if (screen.name === 'desktop') expect(overflows).toBe(false);
        else {
          expect(overflows).toBe(true);
          await expect.poll(() => row.evaluate((list) => getComputedStyle(list).maskImage)).toMatch(/gradient/);
        }
        for (const label of labels) {
          await expectWhole(row, nav.getByRole('link', { name: label, exact: true }), screen.viewport.width, {
            scroll: screen.name === 'phone',
          });
        }

        // Through the sub-navigation to the pages that had none: each shows it, its own entry current and in view.
        for (const key of ['routes.providerCatalogs', 'routes.providerItems', 'routes.providerGallery'] as const) {
          const label = uiText(locale, key);
          await nav.getByRole('link', { name: label, exact: true }).click();
          await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
          const current = nav.getByRole('link', { name: label, exact: true });
          await expect(current).toHaveAttribute('aria-current', 'page');
          await expect(nav.getByRole('link')).toHaveText(labels);
          await expectWhole(row, current, screen.viewport.width, { scroll: false });
        }
      });
    });
  }
}
