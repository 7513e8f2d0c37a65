// Every route of the table opens without a console error, as the demo user (logged-in routes) or anonymously
// (logged-out routes); routes of later features show their "coming soon" page.
import { readdirSync } from 'node:fs';
import type { RouteEntry } from '../src/config/paths';
import { appRoutes } from '../src/app/routes';
import { expect, freshStart, loginAs, test } from './fixtures';

// Every feature declares its routes in its own routes.ts (the app finds them the same way, by file name).
const featuresDir = new URL('../src/features/', import.meta.url);
const featureRouteFiles = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, featuresDir)).includes('routes.ts'))
  .map((entry) => new URL(`${entry.name}/routes.ts`, featuresDir).href);
const featureRoutes = (await Promise.all(featureRouteFiles.map((file) => import(file)))).flatMap(
  (file: Record<string, Record<string, RouteEntry>>) =>
    Object.values(file).flatMap((entries) => Object.values(entries)),
);

const sample: Record<string, string> = {
  id: '42',
  providerId: '101',
  galleryId: '301',
  tab: 'budget',
  recoveryKey: 'wiederherstellung-demo-2026',
  customerId: '1',
  customerUserId: '5',
  hash: 'einladung-lena-hoffmann-2026',
};

const concrete = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => sample[name] ?? '1');
const all: RouteEntry[] = [...featureRoutes, ...Object.values(appRoutes)];

test('every logged-in route renders without console errors', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, 'demo', '/');
  for (const route of all.filter((r) => r.access === 'logged-in' && r.path !== '/password-renew')) {
    await page.goto(concrete(route.path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (!route.built)
      await expect(page.getByText('Dieser Bereich des Portals ist noch nicht verfügbar.')).toBeVisible();
  }
});

test('every logged-out and public route renders without console errors', async ({ page }) => {
  test.setTimeout(120_000);
  await freshStart(page);
  for (const route of all.filter((r) => r.access !== 'logged-in')) {
    await page.goto(concrete(route.path));
    await expect(page.locator('main').first()).toBeVisible();
  }
});
