// Realtime notifications in Chromium: the real Firebase SDK in the page, answered by the realtime mock through
// MSW's WebSocket interception; a couple's new request or message is created through the mock's window hook.
import type { Page } from '@playwright/test';
import { LEAD } from '../mocks/db/leads';
import { href } from './app-routes';
import { endsWith, expect, test } from './fixtures';

test.use({ as: 'demo' });

async function pendingBadge(page: Page): Promise<number> {
  const couples = page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: /^Brautpaare \d+ offene Anfragen?$/ });
  return Number.parseInt((await couples.getByText(/offene Anfragen?$/).textContent()) ?? '', 10);
}

/** Entries published before the portal listens are the past to it: wait until it listens. */
async function portalListens(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__mockRealtime?.listenedPaths() ?? []), { timeout: 15_000 })
    .toContainEqual(expect.stringMatching(/^\/customer_users\/[0-9a-f-]{36}\/leads$/));
}

test('a new request shows a toast with couple and date, raises the badge and opens the lead', async ({ page }) => {
  await page.goto(href.dashboard());
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect.poll(() => pendingBadge(page)).toBeGreaterThan(0);
  const before = await pendingBadge(page);
  await portalListens(page);

  const { leadId } = await page.evaluate(() => {
    if (!window.__mockRealtime) throw new Error('the mock backend is not running');
    return window.__mockRealtime.newLead({ coupleName: 'Marie Wolf & Jan Scholz', weddingDate: '2027-06-12' });
  });

  const toast = page.getByRole('listitem').filter({ hasText: 'Neue Anfrage' });
  await expect(toast.getByText('Marie Wolf & Jan Scholz · Hochzeit am 12.06.2027')).toBeVisible();
  await expect.poll(() => pendingBadge(page)).toBe(before + 1);

  await toast.getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(endsWith(href.lead(leadId)));
});

test("a new message shows a toast elsewhere, but not on that lead's page", async ({ page }) => {
  await page.goto(href.dashboard());
  await portalListens(page);
  await page.evaluate(
    (leadId) => window.__mockRealtime?.newMessage(leadId, 'Haben Sie im Juni noch einen Termin frei?'),
    LEAD.wellKnown,
  );
  const toast = page.getByRole('listitem').filter({ hasText: 'Neue Nachricht' });
  await expect(toast.getByText('Anna Schmidt & Lukas Becker: Haben Sie im Juni noch einen Termin frei?')).toBeVisible();
  await toast.getByRole('button', { name: 'Detail' }).click();
  await expect(page).toHaveURL(endsWith(href.lead(LEAD.wellKnown, 'messages')));

  await portalListens(page);
  await page.evaluate(async (leadId) => {
    await window.__mockRealtime?.newMessage(leadId, 'Dürfen wir unseren Hund mitbringen?');
    // Events arrive in order: once this request is announced, the message before it has been handled.
    await window.__mockRealtime?.newLead({ coupleName: 'Clara Berger & Simon Vogel', weddingDate: '2027-09-04' });
  }, LEAD.wellKnown);
  // exact: the toast's live region repeats its text for screen readers.
  await expect(page.getByText('Clara Berger & Simon Vogel · Hochzeit am 04.09.2027', { exact: true })).toBeVisible();
  await expect(page.getByText('Anna Schmidt & Lukas Becker: Dürfen wir unseren Hund mitbringen?')).toHaveCount(0);
});
