// The settings area in the production build (issue 36, one journey per area): a user changes the text about
// themselves and the profile picture (previewed before it is sent, uploaded as multipart) and finds both after a
// reload, the picture loaded from the media path the API names.
import { crc32, deflateSync } from 'node:zlib';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

/** A real, decodable PNG of one colour: 8-bit RGB, no filter. */
function solidPng(name: string, width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x9c);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const buffer = Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

const BIO = 'Ich betreue Ihre Hochzeit im Schlossgut vom ersten Besuch bis zum letzten Tanz.';

test('a user saves the text about themselves and a new profile picture', async ({ page }) => {
  const violations = await watchViolations(page);
  const failed = watchFailedAnswers(page);
  await logIn(page, 'demo');
  await page.goto(href.settingsTab('profile'));

  await page.getByLabel('Über mich').fill(BIO);
  await page.getByLabel('Profilbild', { exact: true }).setInputFiles(solidPng('katharina.png', 400, 400));
  const picture = page.getByRole('img', { name: 'Profilbild' });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(page.getByText('Ihr Profil wurde gespeichert.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Über mich')).toHaveValue(BIO);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});
