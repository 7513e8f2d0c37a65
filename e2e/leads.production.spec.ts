// The leads area in the production build (issue 36, one journey per area): a vendor writes a mail template with the
// couple's name as placeholder in the rich-text editor, finds a couple in the inbox, answers them by e-mail with the
// template and finds the message, the name filled in, in the thread after a reload: the editor's and the thread's
// HTML under Trusted Types, the template and the message stored by the mock over HTTP.
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

test('a vendor answers a couple from the inbox by e-mail with a template that names them', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  // Its own name: the production project's journeys share one mock server.
  const name = `Antwort mit Namen ${test.info().workerIndex}-${Date.now()}`;
  await logIn(page, 'demo');

  await page.goto(href.mailTemplates());
  await page.getByRole('button', { name: 'Neue Vorlage' }).click();
  const template = page.getByRole('form', { name: 'Neue E-Mail-Vorlage' });
  await template.getByRole('textbox', { name: 'Name der Vorlage' }).fill(name);
  await template.getByRole('textbox', { name: 'Betreff' }).fill('Ihre Anfrage beim Schlossgut Havelblick');
  await template.getByRole('combobox', { name: 'Anbieter' }).selectOption({ label: 'Schlossgut Havelblick' });
  const editor = template.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.type('Liebe ');
  await template.getByRole('button', { name: 'Name des Brautpaars' }).click();
  await editor.press('End');
  await page.keyboard.type(', Ihr Wunschtermin ist noch frei.');
  await expect(editor).toContainText('Liebe {{coupleName}}, Ihr Wunschtermin ist noch frei.');
  await template.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('article', { name })).toBeVisible();

  await page.getByRole('link', { name: 'Brautpaare' }).first().click();
  await page.getByRole('searchbox', { name: 'Brautpaar suchen' }).fill('Anna Schmidt');
  await expect(page).toHaveURL(/[?&]q=Anna\+Schmidt/);
  const rows = page.getByRole('list', { name: 'Anfragen' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: /Anna Schmidt & Lukas Becker/ }).click();
  await page.getByRole('tab', { name: 'Nachrichten' }).click();

  const email = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await email.getByLabel('E-Mail-Vorlage').selectOption({ label: name });
  const text = 'Liebe Anna Schmidt & Lukas Becker, Ihr Wunschtermin ist noch frei.';
  await expect(email.getByRole('textbox', { name: 'Nachricht' })).toHaveText(text);
  await email.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre E-Mail wurde gesendet.').first()).toBeVisible();

  await page.reload();
  const thread = page.getByRole('list', { name: 'Nachrichtenverlauf' });
  await expect(thread.getByRole('article', { name: /^Ihre Nachricht von / }).last()).toContainText(text);

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
