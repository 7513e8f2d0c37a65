// Accessibility checks of the journeys (issue 38.1): axe-core's WCAG 2.1 A and AA rules on what a page shows now.
// Only serious and critical findings count: those keep a screen-reader or keyboard user from a task (a control
// named differently from its visible text, a focusable element hidden from assistive technology, unreadable
// contrast). axe is put into the page by Playwright's evaluate, not by a script tag, so no Content-Security-Policy
// of the page stands in its way.
import type { Page } from '@playwright/test';
import axe from 'axe-core';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Waits until the page stands still (nothing loading, no animation running: a dialog fading in has the contrast of
 * its half-transparent frames; a placeholder's endless pulse does not count, as a part below the fold, such as a
 * lead's planning data, loads only when scrolled near), then returns axe's serious and critical findings as readable lines:
 * `<where>: <rule> (<impact>) <target> — <summary>`.
 */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      window.axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).then((r) =>
        r.violations.map((violation) => ({
          id: violation.id,
          nodes: violation.nodes.map((node) => ({
            impact: node.impact ?? violation.impact ?? 'unknown',
            target: node.target.join(' '),
            summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          })),
        })),
      ),
    WCAG_21_A_AA,
  );
  return violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => FAILING_IMPACTS.has(node.impact))
      .map((node) => `${where}: ${violation.id} (${node.impact}) ${node.target} — ${node.summary}`),
  );
}
