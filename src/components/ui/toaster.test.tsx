import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, toast, Toaster } from './toaster';

afterEach(() => clearToasts());

// jsdom lays nothing out, so where the snackbar sits on screen can only be read from its anchoring classes; the
// behaviour (below the top bar, at the end side) is checked by a browser journey (e2e/shell.spec.ts).
describe('snackbar', () => {
  it('shows its messages in the notifications region anchored at the top (spec point 2)', async () => {
    render(<Toaster />);
    toast.success('Status geändert: „Angebot gesendet“');
    const region = await screen.findByRole('region', { name: 'Benachrichtigungen (F8)' });
    expect(await within(region).findByText('Status geändert: „Angebot gesendet“')).toBeInTheDocument();
    const viewport = within(region).getByRole('list');
    expect(viewport.className).toMatch(/(^|\s)top-/);
    expect(viewport.className).not.toMatch(/(^|\s)bottom-/);
  });
});
