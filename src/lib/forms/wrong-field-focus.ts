// Which wrong field takes the focus after a failed save, for the form's own rules and the server's field errors
// alike: the first one in the order the form shows its fields (issue 37.14c), read from the form's controls.
// React-hook-form's own focus follows the order the fields were registered in, and a field registered by the form
// itself or through a Controller can come before the fields above it (the catalogue's "Preise gültig bis", the team
// dialog's "Profilvideo" before the phone rows added later). Forms that use this turn `shouldFocusError` off.
import type { FieldErrors } from 'react-hook-form';

/** The paths of the fields with an error (`name`, `phones.0.number`), in the order of the errors object. */
export function wrongFieldPaths(errors: FieldErrors): string[] {
  const paths: string[] = [];
  const visit = (node: unknown, prefix: string) => {
    // Objects and field arrays (arrays of their rows' errors, with gaps for rows without one).
    if (typeof node !== 'object' || node === null) return;
    const entries = Object.entries(node) as Array<[string, unknown]>;
    // A field's error (`{ type, message, ref }`); a field array may carry one of its own besides its rows'.
    if (entries.some(([key, value]) => key === 'type' && typeof value === 'string') && prefix !== '')
      paths.push(prefix);
    for (const [key, child] of entries) {
      // `ref` is the field's element, `root` an array's own error (no control of its own), `types` its messages.
      if (key === 'ref' || key === 'root' || key === 'types' || key === 'type' || key === 'message') continue;
      visit(child, prefix === '' ? key : `${prefix}.${key}`);
    }
  };
  visit(errors, '');
  return paths;
}

/**
 * The control of the first of `paths` in the order of the form's controls (their `name`, as `register` and a
 * Controller's field set it); null without a form element or a control for any of them.
 */
export function firstWrongControl(formElement: HTMLFormElement | null, paths: readonly string[]): HTMLElement | null {
  const wanted = new Set(paths);
  for (const element of formElement ? Array.from(formElement.elements) : []) {
    const name = element.getAttribute('name');
    if (name !== null && wanted.has(name) && element instanceof HTMLElement) return element;
  }
  return null;
}

/** Focuses the first wrong field of `errors` in the form's order (a failed save's `handleSubmit` second argument). */
export function focusFirstWrongField(formElement: HTMLFormElement | null, errors: FieldErrors): void {
  firstWrongControl(formElement, wrongFieldPaths(errors))?.focus();
}
