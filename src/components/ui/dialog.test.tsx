// The shared dialog gives focus back to the control it was opened from (issue 38.2): most dialogs of the portal
// open from state (a row's button, a menu item), without a Radix trigger, and focus used to fall to the page body.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

function HallRow({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Saal anlegen</button>
      <button type="button" onClick={() => setOpen(true)}>
        {name} bearbeiten
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent>
            <DialogTitle>{name}</DialogTitle>
            <DialogDescription>Saal bearbeiten</DialogDescription>
            <button type="button" onClick={() => setOpen(false)}>
              Speichern
            </button>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Schließen' })),
    ],
    [
      'its own button',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Speichern' })),
    ],
  ])('gives focus back to the button that opened it when closed with %s', async (_, close) => {
    const user = userEvent.setup();
    render(<HallRow name="Spiegelsaal" />);
    const opener = screen.getByRole('button', { name: 'Spiegelsaal bearbeiten' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Spiegelsaal' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await close(user);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
