// "Bearbeiten" on a pending change opens the field's tab with the field focused (issue 38.2): the field's name
// travels in the navigation's state (not the address: it is a one-time instruction, not a place to bookmark), and
// the tab's form focuses it once.
import { isRecord } from '@/lib/guards';

export function focusFieldState(fieldName: string): { focusField: string } {
  return { focusField: fieldName };
}

/** The field a navigation asked to focus, if any. */
export function focusFieldOf(state: unknown): string | undefined {
  return isRecord(state) && typeof state['focusField'] === 'string' ? state['focusField'] : undefined;
}
