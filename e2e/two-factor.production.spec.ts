// Two-factor set-up in the production build (issue 36.1 and 36.2): under the real CSP (the QR code is inline SVG, no
// image URL) and against the mock over HTTP, which keeps the state. The journey reads the key the page shows, computes
// the code an authenticator app would show for it (RFC 6238, `otpauth`), confirms, reloads and sees two-factor on,
// then turns it off with the app's next code, so the shared server is left as it was found.
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '../src/lib/locale';
import { href } from './app-routes';
import { expect, test } from './fixtures';
import { expectNoFailedAnswers, expectNoViolations, logIn, watchFailedAnswers, watchViolations } from './production';

/** The code an authenticator app shows for the key, `seconds` from now (the HTTP mock keeps real time). */
function codeOf(secret: string, seconds = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + seconds * 1000 });
}

/** The key as the page shows it to type (groups of four), without the spaces. */
async function shownKey(page: Page, groupName: string): Promise<string> {
  const shown = await page.getByRole('group', { name: groupName }).locator('[aria-hidden="true"]').textContent();
  return (shown ?? '').replace(/\s/g, '');
}

test('a user sets up two-factor with a code computed from the key shown, reloads and sees it on', async ({ page }) => {
  const violations = await watchViolations(page);
  // The one wrong code below is the journey's own: its 422 is provoked.
  const failed = watchFailedAnswers(page, (url, status) => url.pathname.endsWith('/auth/two-factor') && status === 422);
  await logIn(page, 'demo');
  await page.goto(href.settingsTab('security'));
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();

  const qr = page.getByRole('img', { name: 'QR-Code für die Authenticator-App' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  const secret = await shownKey(page, 'Schlüssel zum Eintippen');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const code = page.getByLabel('Code aus der App');
  const wrong = ['111111', '222222', '333333'].find(
    (candidate) => ![codeOf(secret, -30), codeOf(secret), codeOf(secret, 30), '246810'].includes(candidate),
  );
  await code.fill(wrong ?? '444444');
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' }).click();
  await expect(page.getByText(/^Der Code ist falsch\./)).toBeVisible();

  await code.fill(codeOf(secret));
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' }).click();
  const since = new Intl.DateTimeFormat('de-DE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date());
  const active = page.getByText(`Die Zwei-Faktor-Anmeldung ist aktiv seit ${since}.`);
  await expect(active).toBeVisible();

  await page.reload();
  await expect(active).toBeVisible();

  // Off again with the app's next code (the one used to turn it on is spent): the set-up is offered again.
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten …' }).click();
  await page.getByLabel('Code aus der App').fill(codeOf(secret, 30));
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeVisible();

  await expectNoViolations(page, violations);
  expectNoFailedAnswers(failed);
});

test.describe('on a phone, right to left', () => {
  const PHONE = { width: 390, height: 844 };
  test.use({ viewport: PHONE });

  test('the set-up fits the phone, and the key reads left to right in Arabic', async ({ page }) => {
    const violations = await watchViolations(page);
    const failed = watchFailedAnswers(page);
    await logIn(page, 'demo');
    await page.evaluate((key) => window.localStorage.setItem(key, 'ar_AE'), LOCALE_STORAGE_KEY);
    await page.goto(href.settingsTab('security'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'إعداد تسجيل الدخول الثنائي' }).click();

    const qr = page.getByRole('img', { name: 'رمز QR لتطبيق المصادقة' });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    // The phone cannot scan its own screen: its authenticator app takes the key's URI.
    await expect(page.getByRole('link', { name: 'فتح في تطبيق المصادقة على هذا الجهاز' })).toHaveAttribute(
      'href',
      /^otpauth:\/\/totp\//,
    );

    const group = page.getByRole('group', { name: 'المفتاح للكتابة' });
    await expect(group.locator('[dir="ltr"]')).toBeVisible();
    const parts = group.locator('[aria-hidden="true"] > span');
    await expect(parts).toHaveCount(8);
    const first = await parts.nth(0).boundingBox();
    const second = await parts.nth(1).boundingBox();
    // Left to right although the page runs right to left: the second group of four stands right of the first.
    expect(first && second && second.x > first.x).toBe(true);
    expect((await shownKey(page, 'المفتاح للكتابة')).length).toBe(32);
    await expect(group.getByRole('button', { name: 'نسخ المفتاح' })).toBeVisible();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath('two-factor-phone-ar.png'), fullPage: true });

    await expectNoViolations(page, violations);
    expectNoFailedAnswers(failed);
  });
});
