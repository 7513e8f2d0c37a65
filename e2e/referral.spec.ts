// Journey of the referral programme (issue 21 points 2 and 3), in Chromium against the mock backend: the dashboard's
// queued referral promo leads to the form, the send button waits for the terms, the referral is sent and the
// success page names the company (the promo's once-rule: src/features/dashboard/modals/referral-promo-modal.test.tsx).
import { MODALS } from '../src/features/dashboard/modals/modal-registry';
import { USER } from '../mocks/db/core/ids';
import { modalHistoryKey } from '../src/lib/session-store';
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

test('a vendor follows the referral promo, refers a florist and lands on the success page', async ({ page }) => {
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
  const promo = page.getByRole('dialog', { name: /^Anbieter empfehlen und bis zu 5\.000\s€ erhalten$/ });
  await expect(promo.getByRole('link', { name: 'Teilnahmebedingungen' })).toBeVisible();
  await promo.getByRole('link', { name: 'Firma empfehlen' }).click();

  const form = page.getByRole('form', { name: 'Firma empfehlen' });
  await form.getByLabel('Name der Firma').fill('Blütenzauber Babelsberg');
  await form.getByLabel('Ansprechpartner').fill('Marie Hartmann');
  await form.getByLabel('Telefonnummer', { exact: true }).fill('0331 2011234');
  await form.getByLabel('Kategorie').selectOption({ label: 'Dekoration & Floristik' });
  const send = form.getByRole('button', { name: 'Empfehlung senden' });
  await expect(send).toBeDisabled();
  await form.getByRole('checkbox', { name: /Teilnahmebedingungen des Empfehlungsprogramms/ }).click();
  await send.click();

  await expect(page).toHaveURL(href.referProviderSuccess());
  await expect(page.getByText('Wir haben Ihre Empfehlung für „Blütenzauber Babelsberg“ erhalten.')).toBeVisible();
});
