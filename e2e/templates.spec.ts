// Journey of the templates (issue 15), in Chromium against the mock backend: a template with a placeholder is
// written in the rich-text editor, a price list uploaded with progress, both used in a lead's e-mail, and the
// couple's name stands in the sent message.
import { LEAD } from '../mocks/db/leads';
import { href } from './app-routes';
import { expect, test } from './fixtures';

test.use({ as: 'demo' });

test('a vendor writes a template with the couple’s name as placeholder and answers a lead with it', async ({
  page,
}) => {
  await page.goto(href.mailTemplates());
  await page.getByRole('button', { name: 'Neue Vorlage' }).click();
  const form = page.getByRole('form', { name: 'Neue E-Mail-Vorlage' });
  await form.getByRole('textbox', { name: 'Name der Vorlage' }).fill('Erstantwort persönlich');
  await form.getByRole('textbox', { name: 'Betreff' }).fill('Ihre Anfrage bei uns');
  await form.getByRole('combobox', { name: 'Anbieter' }).selectOption({ label: 'Schlossgut Havelblick' });
  const editor = form.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.type('Liebe ');
  await form.getByRole('button', { name: 'Name des Brautpaars' }).click();
  await editor.press('End');
  await page.keyboard.type(', wir freuen uns auf Ihren Besuch.');
  await form.getByRole('button', { name: 'Fett' }).click();
  await expect(editor).toContainText('Liebe {{coupleName}}, wir freuen uns auf Ihren Besuch.');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Vorlage wurde angelegt.').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Erstantwort persönlich' })).toBeVisible();

  // A price list for the venue, uploaded with a progress bar.
  await page.goto(href.attachments());
  const upload = page.getByRole('form', { name: 'Datei hochladen' });
  await upload.getByLabel('Datei').setInputFiles({
    name: 'preisliste-2027.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n${'Preisliste Hochzeit 2027\n'.repeat(4000)}%%EOF\n`),
  });
  await upload.getByRole('textbox', { name: 'Anzeigename' }).fill('Preisliste 2027');
  await upload.getByRole('combobox', { name: 'Anbieter' }).selectOption({ label: 'Schlossgut Havelblick' });
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('„Preisliste 2027“ wurde hochgeladen.').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Anhänge' }).getByText('Preisliste 2027')).toBeVisible();

  await page.goto(href.lead(LEAD.wellKnown, 'messages'));
  const email = page.getByRole('form', { name: 'E-Mail an das Brautpaar' });
  await email.getByLabel('E-Mail-Vorlage').selectOption({ label: 'Erstantwort persönlich' });
  await expect(email.getByRole('textbox', { name: 'Nachricht' })).toHaveText(
    'Liebe Anna Schmidt & Lukas Becker, wir freuen uns auf Ihren Besuch.',
  );
  await email.getByRole('checkbox', { name: /Preisliste 2027/ }).check();
  await email.getByRole('button', { name: 'E-Mail senden' }).click();
  await expect(page.getByText('Ihre E-Mail wurde gesendet.').first()).toBeVisible();

  const sent = page.getByRole('list', { name: 'Nachrichtenverlauf' }).getByRole('article').last();
  await expect(sent).toContainText('Liebe Anna Schmidt & Lukas Becker, wir freuen uns auf Ihren Besuch.');
  await expect(sent).toContainText('Preisliste 2027');
});
