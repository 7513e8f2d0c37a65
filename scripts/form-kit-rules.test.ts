// Forms go through the kit (issue 39.2): an error line is the kit's `FieldError` (a field's, a checkbox's or a group's
// error) or `FormProblem` (a form's failure), a failed call's text is the shared `useFailureText`. This test fails on
// a hand-drawn `role="alert"` outside the kit's primitives (src/components/ui/) and on a second `useFailureText`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Where `role="alert"` may be written: the kit's primitives (Alert, FieldError). */
const KIT = 'src/components/ui/';

/**
 * Files outside the kit that may announce an alert of their own, each with the reason: none is a form's error.
 * (Keep this list short: a form's or a field's error is `FieldError` / `FormProblem`.)
 */
export const ALERT_EXCEPTIONS: Readonly<Record<string, string>> = {
  'src/features/leads/components/detail/lead-states.tsx': 'the lead page could not be loaded: a page state, no form',
};

const ALERT = /role=(?:"alert"|\{\s*['"]alert['"]\s*\}|'alert')/;
const OWN_FAILURE_TEXT = /function\s+useFailureText\b|const\s+useFailureText\s*=/;
const FAILURE_TEXT_HOME = 'src/lib/forms/use-problem-text.ts';

export function formKitViolations(files: ReadonlyArray<readonly [path: string, text: string]>): string[] {
  const found: string[] = [];
  for (const [path, text] of files) {
    if (/\.test\.tsx?$/.test(path)) continue;
    if (!path.startsWith(KIT) && !(path in ALERT_EXCEPTIONS) && ALERT.test(text))
      found.push(`${path}: draws its own role="alert"; use FieldError or FormProblem (src/components/ui/)`);
    if (path !== FAILURE_TEXT_HOME && OWN_FAILURE_TEXT.test(text))
      found.push(`${path}: defines its own useFailureText; use the one of ${FAILURE_TEXT_HOME}`);
  }
  return found;
}

function sourceFiles(dir: string, into: Array<[string, string]> = []): Array<[string, string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') sourceFiles(path, into);
    } else if (/\.tsx?$/.test(entry.name)) into.push([relative(root, path), readFileSync(path, 'utf8')]);
  }
  return into;
}

describe('forms through the kit (issue 39.2)', () => {
  it('finds a planted hand-drawn error line and a second useFailureText, and lets the kit and the exceptions be', () => {
    expect(
      formKitViolations([
        ['src/features/x/components/form.tsx', '<p role="alert" className="text-sm text-destructive">{error}</p>'],
        ['src/features/x/components/other.tsx', "<span role={'alert'}>{problem}</span>"],
        ['src/features/x/components/dialog.tsx', 'function useFailureText() { return () => "" }'],
        ['src/components/ui/field-error.tsx', '<p id={id} role="alert">{text}</p>'],
        ['src/features/leads/components/detail/lead-states.tsx', '<StateCard role="alert">'],
        ['src/features/x/components/form.test.tsx', 'getByRole(\'alert\'); <p role="alert" />'],
        [FAILURE_TEXT_HOME, 'export function useFailureText() {}'],
      ]),
    ).toEqual([
      'src/features/x/components/form.tsx: draws its own role="alert"; use FieldError or FormProblem (src/components/ui/)',
      'src/features/x/components/other.tsx: draws its own role="alert"; use FieldError or FormProblem (src/components/ui/)',
      `src/features/x/components/dialog.tsx: defines its own useFailureText; use the one of ${FAILURE_TEXT_HOME}`,
    ]);
  });

  it('holds for the source tree', () => {
    expect(formKitViolations(sourceFiles(join(root, 'src')))).toEqual([]);
  });
});
