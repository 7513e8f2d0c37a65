// Journeys of issue 38.7's leftovers, what only shows in a browser at a given width: the referral promo scrolled
// sideways at 1366 px, the "Zeitpunkt" of "Aktivität erfassen" cut its value at 1280 px, the catalogue's price table
// cut "Reduzierter Preis" and "Einheit" on a phone, and the review tabs hid "Abgelehnt (3)" off a phone's screen,
// also when it was the tab shown. In German and, where the words differ in width, in Arabic. And from the acceptance
// walk of issue 38: the statistics chart's month labels overlapped ("November 2026", "Dezember 2026") or ran off the
// drawing, and its value axis stood over the points in Arabic (D1); on a phone a line of the provider summary
// started with its separator "·", and at 1280 px the row of a provider's galleries was cut with no cue that more
// lay beside it (D7).
import type { Locator, Page } from '@playwright/test';
import { PROVIDER } from '../mocks/db/core';
import { LEAD } from '../mocks/db/leads';
import { MODALS } from '../src/features/dashboard/modals/modal-registry';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { USER } from '../mocks/db/core/ids';
import { modalHistoryKey } from '../src/lib/session-store';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { uiText } from './ui-texts';

test.use({ as: 'demo' });

const PHONE = { width: 390, height: 844 };
const LOCALES = [
  { locale: 'de_DE', dir: 'ltr' },
  { locale: 'ar_AE', dir: 'rtl' },
] as const;

/** Opens the portal in the given language from the first page load on. */
async function useLocale(page: Page, locale: string) {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: LOCALE_STORAGE_KEY,
    value: locale,
  });
}

/** Fails while the element is wider than its box (a sideways scroll) or the page scrolls sideways. */
async function expectNoSidewaysScroll(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => ({
        element: element.scrollWidth <= element.clientWidth,
        page: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      })),
    )
    .toEqual({ element: true, page: true });
}

/** Fails unless the element lies wholly between the left and right edge of the window. */
async function expectWithinWidth(locator: Locator, width: number) {
  await expect(async () => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('the element is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }).toPass();
}

test('at 1366 px the referral promo shows its actions without a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // Every queued modal starts closed (fixtures); the promo is made due again, as for a user who never saw it.
  await page.goto(href.referProviderConditions());
  await page.evaluate(
    ({ key, id }) => {
      const history = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      delete history[id];
      window.localStorage.setItem(key, JSON.stringify(history));
    },
    { key: modalHistoryKey(USER.demo), id: MODALS.referralPromo.id },
  );
  await page.goto(href.dashboard());
  const promo = page.getByRole('dialog', { name: /^Anbieter empfehlen und bis zu/ });
  await expect(promo.getByRole('link', { name: 'Firma empfehlen' })).toBeVisible();
  await expectNoSidewaysScroll(promo);
  const dialogBox = await promo.boundingBox();
  for (const action of [
    promo.getByRole('button', { name: 'Nicht jetzt' }),
    promo.getByRole('link', { name: 'Teilnahmebedingungen' }),
    promo.getByRole('link', { name: 'Firma empfehlen' }),
  ]) {
    const box = await action.boundingBox();
    expect(box && dialogBox && box.x >= dialogBox.x && box.x + box.width <= dialogBox.x + dialogBox.width).toBe(true);
  }
});

/** Both widths in one journey each: a page load costs little next to a fresh browser context (issue 34). */
const WIDTHS = [{ width: 1280, height: 800 }, PHONE] as const;

for (const { locale } of LOCALES) {
  test(`"Aktivität erfassen" shows the whole date and time of "Zeitpunkt" at 1280 and 390 px in ${locale}`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    // One page load, the window resized: the field must fit at each width the page is laid out for.
    await page.goto(`${href.lead(LEAD.wellKnown)}?activeTab=interactions`);
    for (const viewport of WIDTHS) {
      await test.step(`${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        const when = page.locator('input[type="datetime-local"]');
        await expect(when).toHaveCount(1);
        await expect(when).not.toHaveValue('');
        // The browser sizes a date-and-time field of its own width to hold the whole value in its format; the
        // field on the page must be at least as wide (its inner parts are closed to scripts, so this is how to see
        // a cut).
        const widths = await when.evaluate((field: HTMLInputElement) => {
          const natural = field.cloneNode() as HTMLInputElement;
          natural.style.width = 'auto';
          natural.style.position = 'absolute';
          natural.style.visibility = 'hidden';
          field.parentElement?.append(natural);
          const needed = natural.offsetWidth;
          natural.remove();
          return { shown: field.offsetWidth, needed };
        });
        expect(widths.shown).toBeGreaterThanOrEqual(widths.needed);
        await expectWithinWidth(when, viewport.width);
      });
    }
  });
}

test('on a phone the catalogue shows every price with its reduced price and unit, named, nothing cut', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(href.providerCatalogs(PROVIDER.havelblick));
  const prices = page.getByRole('list', { name: 'Preise von Saalmiete und Trauung 2026' });
  await expect(prices).toBeVisible();
  const first = prices.getByRole('listitem').first();
  for (const name of ['Preis', 'Reduzierter Preis', 'Einheit']) {
    const term = first.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) });
    await expect(term).toBeVisible();
    await expectWithinWidth(term, PHONE.width);
    const definition = first.getByRole('definition').nth(['Preis', 'Reduzierter Preis', 'Einheit'].indexOf(name));
    await expect(definition).not.toBeEmpty();
    await expectWithinWidth(definition, PHONE.width);
  }
  await expectNoSidewaysScroll(prices);
});

for (const { locale, dir } of LOCALES) {
  test(`on a phone the review tabs fade the edge where tabs lie and show the chosen one (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await useLocale(page, locale);
    // The direction the fade runs: towards the end of the reading direction.
    const towards = dir === 'rtl' ? 'left' : 'right';
    const mask = (tabs: Locator) => tabs.evaluate((list) => getComputedStyle(list).maskImage);

    await page.goto(href.testimonials());
    const tabs = page.getByRole('tablist');
    const rejected = tabs.getByRole('tab').last();
    // The counts are in: the last tab is "Abgelehnt (3)", and it lies beyond the end edge, which fades.
    await expect(rejected).toHaveText(/\(3\)/);
    await expect
      .poll(() => mask(tabs))
      .toMatch(new RegExp(`^linear-gradient\\(to ${towards}, rgb\\(0, 0, 0\\).*rgba\\(0, 0, 0, 0\\)\\)$`));

    // Opened on the rejected reviews (a link, a reload): the chosen tab is wholly on screen once its count is in.
    await page.goto(`${href.testimonials()}?status=rejected`);
    await expect(rejected).toHaveAttribute('aria-selected', 'true');
    await expect(rejected).toHaveText(/\(3\)/);
    await expectWithinWidth(rejected, PHONE.width);
    // Now the tabs before it lie beyond the start edge, which fades.
    await expect.poll(() => mask(tabs)).toMatch(new RegExp(`^linear-gradient\\(to ${towards}, rgba\\(0, 0, 0, 0\\)`));
  });
}

/** A drawn element's box on the screen, with its text. */
interface ScreenBox {
  text: string;
  left: number;
  right: number;
}

/** Fails when two of the boxes overlap side by side (they stand on one line). */
function expectSideBySide(boxes: readonly ScreenBox[], where: string) {
  const fromLeft = boxes.toSorted((a, b) => a.left - b.left);
  fromLeft.slice(1).forEach((box, index) => {
    const before = fromLeft[index];
    expect(box.left, `"${before?.text}" and "${box.text}" overlap (${where})`).toBeGreaterThanOrEqual(
      before?.right ?? -Infinity,
    );
  });
}

for (const { locale, dir } of LOCALES) {
  test(`the visits chart draws its month labels apart, inside the drawing and its value axis beside the points at 1280 and 390 px in ${locale}`, async ({
    page,
  }) => {
    await useLocale(page, locale);
    // One page load: the period is chosen in the page's own menu and the window resized, as a user does.
    await page.goto(`${href.statisticsVisits()}?period=6m`);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const period of ['6m', '12m']) {
        await page.getByLabel(uiText(locale, 'statistics.period.label'), { exact: true }).selectOption(period);
        const chart = page.getByRole('img', { name: uiText(locale, 'statistics.visits.chartTitle') });
        const table = page.getByRole('table', { name: uiText(locale, 'statistics.visits.tableCaption') });
        const months = table.locator('tbody').getByRole('rowheader');
        await expect(months).toHaveCount(Number.parseInt(period, 10));
        await expect(chart.locator('[data-series="current"] circle')).toHaveCount(Number.parseInt(period, 10));
        const newest = await months.last().textContent();

        // As drawn: the text elements' boxes on the screen, in the drawing's scale.
        const drawn = await chart.evaluate((svg) => {
          const box = (element: Element) => {
            const { left, right, height } = element.getBoundingClientRect();
            return { text: element.textContent, left, right, height };
          };
          return {
            drawing: box(svg),
            months: [...svg.querySelectorAll('text[data-axis="month"]')].map(box),
            values: [...svg.querySelectorAll('text[data-axis="value"]')].map(box),
            points: [...svg.querySelectorAll('circle')].map(box),
          };
        });
        const where = `${viewport.width} px, ${period}: ${JSON.stringify(drawn.months)}`;

        // The newest month is always labelled, at the end time runs to: right, or left in right to left.
        const fromLeft = drawn.months.toSorted((a, b) => a.left - b.left);
        expect((dir === 'rtl' ? fromLeft[0] : fromLeft.at(-1))?.text, where).toBe(newest);
        expectSideBySide(drawn.months, where);
        for (const label of [...drawn.months, ...drawn.values]) {
          expect(label.left, `"${label.text}" leaves the drawing (${where})`).toBeGreaterThanOrEqual(
            drawn.drawing.left,
          );
          expect(label.right, `"${label.text}" leaves the drawing (${where})`).toBeLessThanOrEqual(drawn.drawing.right);
        }
        // Readable on a phone too: the drawing is as wide as its box, so its 11-unit labels are 11 px, not scaled
        // down with a 640-unit drawing to 6 px.
        for (const label of drawn.months)
          expect(label.height, `"${label.text}" is too small to read`).toBeGreaterThanOrEqual(10);
        // The value axis stands on the start side, beside every point.
        const plotLeft = Math.min(...drawn.points.map((point) => point.left));
        const plotRight = Math.max(...drawn.points.map((point) => point.right));
        for (const value of drawn.values) {
          if (dir === 'rtl') expect(value.left, `"${value.text}" over the points`).toBeGreaterThanOrEqual(plotRight);
          else expect(value.right, `"${value.text}" over the points`).toBeLessThanOrEqual(plotLeft);
        }
      }
    }
  });
}

for (const { locale, dir } of LOCALES) {
  test(`on a phone no line of the provider summary starts with its separator "·" (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await useLocale(page, locale);
    await page.goto(href.providerInfo(PROVIDER.havelblick));
    const summary = page.getByRole('main').getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p');
    await expect(summary).toContainText('Schlossgut Havelblick');
    // Every piece of text of the line as the browser breaks it: one box per line a text runs over.
    const lines = await summary.evaluate((line, rtl) => {
      const pieces: { text: string; top: number; left: number; right: number }[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          if (box.width > 0)
            pieces.push({ text: (node.textContent ?? '').trim(), top: box.top, left: box.left, right: box.right });
        }
      }
      const byLine = new Map<number, typeof pieces>();
      for (const piece of pieces) {
        const top = [...byLine.keys()].find((candidate) => Math.abs(candidate - piece.top) < 4) ?? piece.top;
        byLine.set(top, [...(byLine.get(top) ?? []), piece]);
      }
      // Each line's pieces in reading order: from the right in right to left.
      return [...byLine.values()].map((onLine) =>
        onLine.toSorted((a, b) => (rtl ? b.right - a.right : a.left - b.left)).map((piece) => piece.text),
      );
    }, dir === 'rtl');
    // The summary is wider than a phone: it wraps, which is when a separator could begin a line.
    expect(lines.length, JSON.stringify(lines)).toBeGreaterThan(1);
    for (const line of lines) expect(line[0], JSON.stringify(lines)).not.toBe('·');
  });
}

for (const { locale, dir } of LOCALES) {
  test(`at 1280 px the gallery row fades the edge where galleries lie and shows the gallery opened (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLocale(page, locale);
    const towards = dir === 'rtl' ? 'left' : 'right';
    const row = page.getByRole('navigation', { name: uiText(locale, 'media.gallery.navLabel') }).getByRole('list');
    const mask = () => row.evaluate((list) => getComputedStyle(list).maskImage);
    const galleries = row.getByRole('link');

    // The first gallery is shown; more lie beyond the end edge, which fades.
    await page.goto(href.providerGallery(PROVIDER.havelblick));
    await expect(galleries.first()).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(mask)
      .toMatch(new RegExp(`^linear-gradient\\(to ${towards}, rgb\\(0, 0, 0\\).*rgba\\(0, 0, 0, 0\\)\\)$`));

    // Opened by its address, the last gallery is wholly in the row, and now the start edge fades.
    const last = galleries.last();
    await page.goto((await last.getAttribute('href')) ?? '');
    await expect(last).toHaveAttribute('aria-current', 'page');
    await expect(async () => {
      const [rowBox, linkBox] = await Promise.all([row.boundingBox(), last.boundingBox()]);
      if (!rowBox || !linkBox) throw new Error('the row is not laid out');
      expect(linkBox.x).toBeGreaterThanOrEqual(rowBox.x - 0.5);
      expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
    }).toPass();
    await expect.poll(mask).toMatch(new RegExp(`^linear-gradient\\(to ${towards}, rgba\\(0, 0, 0, 0\\)`));
  });
}

test('on a phone a gallery with a long name fits the row, its name ending in an ellipsis', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const row = page.getByRole('navigation', { name: uiText('de_DE', 'media.gallery.navLabel') }).getByRole('list');
  await page.goto(href.providerGallery(PROVIDER.havelblick));
  const long = row.getByRole('link', { name: /^Hochzeit Sophie Wagner & Jan Hoffmann/ });
  await page.goto((await long.getAttribute('href')) ?? '');
  await expect(long).toHaveAttribute('aria-current', 'page');
  // The whole name stays the link's name and its tooltip.
  await expect(long).toHaveAttribute('title', 'Hochzeit Sophie Wagner & Jan Hoffmann');
  await expect(async () => {
    const [rowBox, linkBox] = await Promise.all([row.boundingBox(), long.boundingBox()]);
    if (!rowBox || !linkBox) throw new Error('the row is not laid out');
    expect(linkBox.x).toBeGreaterThanOrEqual(rowBox.x - 0.5);
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
  }).toPass();
});

test('at 1280 px the provider summary keeps one line beside or above the gallery actions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(href.providerGallery(PROVIDER.havelblick));
  const summary = page.getByRole('main').getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p');
  await expect(summary).toContainText('Schlossgut Havelblick');
  await expect(page.getByRole('button', { name: 'Neue Galerie' })).toBeVisible();
  // One line: every part of the summary starts at the same height.
  const tops = await summary
    .locator(':scope > span')
    .evaluateAll((parts) => parts.map((part) => Math.round(part.getBoundingClientRect().top)));
  expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);
});
