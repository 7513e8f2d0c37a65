// The team area in the production build (issue 36, one journey per area): the account owner adds a team member
// with a German mobile number (checked and formatted with the phone metadata the build loads on demand), finds
// them waiting for approval after a reload from the mock over HTTP, and deletes them again (the production
// journeys share one mock server).
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

const NAME = 'Lena Hartmann';

test('an owner adds a team member with a German phone number and deletes them again', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.customerUsers());

  await page.getByRole('button', { name: 'Benutzer hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer hinzufügen' });
  await dialog.getByLabel('Name', { exact: true }).fill(NAME);
  await dialog.getByLabel('Benutzername').fill('lena.hartmann');
  await dialog.getByLabel('Passwort', { exact: true }).fill('Brautstrauss2026');
  await dialog.getByLabel('Neues Passwort wiederholen').fill('Brautstrauss2026');
  await dialog.getByRole('button', { name: 'Telefonnummer hinzufügen' }).click();
  await dialog.getByRole('textbox', { name: 'Telefonnummer 1', exact: true }).fill('0151 23456789');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Benutzer wurde gespeichert.').first()).toBeVisible();

  await page.reload();
  const lena = page.getByRole('list', { name: 'Benutzer des Kundenkontos' }).getByRole('listitem', { name: NAME });
  await expect(lena.getByText('Wartet auf Freigabe')).toBeVisible();
  await expect(lena.getByRole('link', { name: '+49 1512 3456789' })).toHaveAttribute('href', 'tel:+4915123456789');

  await page.getByRole('button', { name: `${NAME} löschen` }).click();
  await page
    .getByRole('dialog', { name: `${NAME} löschen?` })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await expect(page.getByText(`${NAME} wurde gelöscht.`).first()).toBeVisible();
  await expect(lena).toBeHidden();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
