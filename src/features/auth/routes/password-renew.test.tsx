import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, clearSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';

// Every test starts logged out: clearSession also tells the session store, which the shared storage clear
// after each test does not.
beforeEach(() => clearSession());

/** Moving to another route may load its code first; under a busy test run that takes more than a second. */
const navigation = { timeout: 5000 };

describe('forced password renewal', () => {
  it('clears the force after the new password is saved', async () => {
    const { user } = await renderApp('/leads', { as: 'renew' });
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), 'renew1234');
    await user.type(screen.getByLabelText('Neues Passwort'), 'herbst2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'herbst2026');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(await screen.findByText('Ihr neues Passwort wurde gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'), navigation);
    // The guard no longer sends the user back to the form.
    await waitFor(() => expect(screen.queryByLabelText('Aktuelles Passwort')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/');
  });

  it('shows the server message for a wrong current password', async () => {
    const { user } = await renderApp('/password-renew', { as: 'renew' });
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), 'falsch123');
    await user.type(screen.getByLabelText('Neues Passwort'), 'herbst2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'herbst2026');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(await screen.findByText('Das bisherige Passwort ist nicht korrekt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveAccessibleDescription(
      'Das bisherige Passwort ist nicht korrekt.',
    );
    expect(window.location.pathname).toBe('/password-renew');
  });

  it('refuses the current password as the new one, on the new-password field', async () => {
    const { user } = await renderApp('/password-renew', { as: 'renew' });
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), 'renew1234');
    await user.type(screen.getByLabelText('Neues Passwort'), 'renew1234');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'renew1234');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Neues Passwort')).toHaveAccessibleDescription(
        expect.stringContaining('Das neue Passwort muss sich vom bisherigen unterscheiden.'),
      ),
    );
    expect(screen.queryByText('Ihr neues Passwort wurde gespeichert.')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/password-renew');
  });

  it('speaks of the required change for security reasons only while it is required', async () => {
    await renderApp('/password-renew', { as: 'renew' });
    expect(await screen.findByText(/aus Sicherheitsgründen müssen Sie ein neues Passwort festlegen/)).toBeVisible();
  });

  it('words a change the user chose as an ordinary password change', async () => {
    await renderApp('/password-renew', { as: 'demo' });
    expect(await screen.findByText(/hier können Sie Ihr Passwort ändern/)).toBeVisible();
    expect(screen.queryByText(/Sicherheitsgründen|müssen Sie/)).not.toBeInTheDocument();
  });

  it('logs out', async () => {
    const { user } = await renderApp('/password-renew', { as: 'renew' });
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
    expect(window.localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
