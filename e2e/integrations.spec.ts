// Journey of the integrations (issue 22) in the demo build, where each service talks to its stand-in in the page:
// the consent banner, the tag's page views after statistics consent (`window.dataLayer`) and the error reports
// (`window.__errorReports`) of a 502 from the mock backend.
import type { Page } from '@playwright/test';
import { LEAD } from '../mocks/db/leads';
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo', consent: 'ask' });

/** The page paths the tag was given (gtag queues each command as an `arguments` object). */
function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'event' && command[1] === 'page_view')
      .map((command) => String((command[2] as { page_path?: unknown }).page_path)),
  );
}

test('after statistics consent route changes are counted, and a 502 of the API is reported', async ({ page }) => {
  await page.goto(href.dashboard());
  const banner = page.getByRole('region', { name: 'Cookies und Statistik' });
  await expect(banner).toBeVisible();
  // Nothing but the necessary before consent: no tag queue at all.
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  await banner.getByRole('button', { name: 'Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await dialog.getByRole('checkbox', { name: 'Statistik' }).check();
  await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => pageViews(page)).toEqual(['/dashboard']);

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Brautpaare' }).click();
  await expect.poll(() => pageViews(page)).toEqual(['/dashboard', '/leads']);

  // Lead 43's mailbox is undeliverable: the mock answers the e-mail with 502 MESSAGE_NOT_SENT.
  await page.goto(href.lead(LEAD.undeliverable, 'messages'));
  const form = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await form.getByRole('textbox', { name: 'Nachricht' }).fill('Guten Tag, Ihr Termin ist noch frei.');
  await form.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre Nachricht konnte nicht gesendet werden.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window.__errorReports ?? []).map((event) => event.message)))
    .toEqual([expect.stringMatching(/^API POST http:\/\/[^ ]+\/leads\/43\/messages answered 502$/)]);
  // The consent is remembered: the reload asked nothing and counted the new page.
  await expect(banner).toBeHidden();
  await expect.poll(() => pageViews(page)).toEqual([`/leads/${LEAD.undeliverable}?activeTab=messages`]);

  // The choice can be changed from the user menu at any time.
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Cookie-Einstellungen' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Statistik' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
});
