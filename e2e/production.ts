// What the production project's journeys share (the production build under its CSP, the mock backend over HTTP,
// `npm run preview:mock-api`): they log in through the form (the build has no mock in the page to set up a session)
// and fail on any policy violation, any console error (fixtures.ts) and any answer 4xx/5xx the journey did not
// provoke.
import type { Page } from '@playwright/test';
import { DEMO_LOGINS } from '../mocks/db/core';
import { href } from './app-routes';
import { type DemoUser, endsWith, expect } from './fixtures';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  page: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __reportCspViolation?: (violation: Violation) => void;
  }
}

/**
 * Records every violation into `window.__cspViolations` of the page and hands it to the journey at once (the
 * page's own array goes with the next page load).
 */
export async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        page: window.location.pathname,
      };
      window.__cspViolations?.push(violation);
      void window.__reportCspViolation?.(violation);
    });
  });
  return violations;
}

/** The violations of the current page, also those whose report has not reached the journey yet. */
export async function pageViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

/** Fails on the violations so far, once the reports of the current page have all arrived. */
export async function expectNoViolations(page: Page, violations: Violation[]): Promise<void> {
  const onPage = (await pageViolations(page)).length;
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(onPage);
  const perDirective = new Map<string, number>();
  for (const { directive, blocked } of violations)
    perDirective.set(`${directive} (${blocked})`, (perDirective.get(`${directive} (${blocked})`) ?? 0) + 1);
  const summary = [...perDirective].map(([name, count]) => `${name}: ${count}`);
  expect(violations, `${violations.length} violations; ${summary.join(', ')}`).toEqual([]);
}

/**
 * Records every answer 4xx/5xx of the page (documents, scripts, images, API calls) except those `provoked` says
 * the journey asked for; the list is the journey's to check with {@link expectNoFailedAnswers}.
 */
export function watchFailedAnswers(
  page: Page,
  provoked: (url: URL, status: number) => boolean = () => false,
): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const status = response.status();
    const url = new URL(response.url());
    if (status >= 400 && !provoked(url, status)) failed.push(`${response.request().method()} ${url.href} ${status}`);
  });
  return failed;
}

export function expectNoFailedAnswers(failed: string[]): void {
  expect(failed, 'answers 4xx/5xx the journey did not provoke').toEqual([]);
}

/** Logs in through the form, as a user of the production build does. */
export async function logIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto(href.login());
  await page.getByLabel('Benutzername').fill(user);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_LOGINS[user]);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(endsWith(href.login()));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}
