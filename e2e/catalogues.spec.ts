// Journey of the price update modal (issue 14), in Chromium against the mock backend: after login the dashboard's
// queue shows the price update warning, the vendor steps through the two expired catalogues of the venue, the
// second save fails under an injected server error and keeps what was typed, the retry succeeds, the modal closes
// and does not come back within 24 hours (a reload).
import { expect, test } from './fixtures';
import { MODALS } from '../src/features/dashboard/modals/modal-registry';
import { USER } from '../mocks/db/core/ids';
import { modalHistoryKey } from '../src/lib/session-store';
import { href } from './app-routes';

test.use({ as: 'demo', modals: true });

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('the vendor updates two expired catalogues in the price update modal, retrying after a server error', async ({
  page,
}) => {
  await page.goto(href.dashboard());
  const warning = page.getByRole('dialog', { name: 'Preise aktualisieren' });
  await expect(warning.getByText('Schlossgut Havelblick')).toBeVisible();
  await warning.getByRole('button', { name: 'Jetzt aktualisieren' }).click();

  const dialog = page.getByRole('dialog', { name: 'Preise aktualisieren' });
  await expect(dialog.getByText('Katalog 1/2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nächster Katalog' }).click();
  await expect(dialog.getByText('Katalog 2/2')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nächster Katalog' }).click();
  await expect(dialog.getByText('Katalog 1/2')).toBeVisible();

  await dialog.getByLabel('Preise gültig bis').fill(inDays(30));
  await dialog.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(dialog.getByText('Katalog 2/2')).toBeVisible();

  // The second save meets a server error: the message shows and the typed values stay.
  const firstPrice = dialog.getByLabel(/^Preis in EUR/).first();
  await firstPrice.fill('77');
  await dialog.getByLabel('Preise gültig bis').fill(inDays(45));
  await page.evaluate(() => window.__mockFaults?.set('updateCatalog', { kind: 'server-error', remaining: 1 }));
  await dialog.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByText('Katalog 2/2')).toBeVisible();
  await expect(firstPrice).toHaveValue('77');
  await expect(dialog.getByLabel('Preise gültig bis')).toHaveValue(inDays(45));

  // The retry succeeds; the modal closes (the queue's next modal, the missing catalogue, may follow).
  await dialog.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page.getByText('Alle Preise sind aktualisiert. Vielen Dank!', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Preise aktualisieren' })).toBeHidden();

  // Within 24 hours (and with nothing left to update) the price update modal does not come back.
  await page.evaluate(() => window.__mockFlush?.());
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Preisliste fehlt' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Preise aktualisieren' })).toBeHidden();
  // The queue remembers when it was closed: the 24-hour interval counts from there.
  const closedAt = await page.evaluate(
    ({ key, id }) =>
      (JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, { closedAt?: number }>)[id]?.closedAt,
    { key: modalHistoryKey(USER.demo), id: MODALS.priceUpdate.id },
  );
  expect(Date.now() - (closedAt ?? 0)).toBeLessThan(5 * 60_000);
});
