import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';

// Every test starts logged out: clearSession also tells the session store, which the shared storage clear
// after each test does not.
beforeEach(() => clearSession());

/** Moving to another route may load its code first; under a busy test run that takes more than a second. */
const navigation = { timeout: 5000 };

describe('invitation link', () => {
  it('sets username and password, confirms, and the new login works', async () => {
    const { user } = await renderApp('/register/1/5/einladung-lena-hoffmann-2026');
    expect(await screen.findByText(/^Willkommen, Lena Hoffmann!/)).toBeInTheDocument();
    const username = screen.getByLabelText('Benutzername');
    await user.clear(username);
    await user.type(username, 'lena.hoffmann');
    await user.type(screen.getByLabelText('Neues Passwort'), 'hochzeit26');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'hochzeit26');
    await user.click(screen.getByRole('button', { name: 'Zugang einrichten' }));

    expect(
      await screen.findByText('Ihr Benutzername und Ihr Passwort wurden gespeichert. Sie können sich jetzt anmelden.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);

    // The login page is shown (the URL changes before the page does).
    expect(await screen.findByRole('heading', { name: 'Anmelden' }, navigation)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Benutzername'), 'lena.hoffmann');
    await user.type(screen.getByLabelText('Passwort'), 'hochzeit26');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'), navigation);
  });

  it('marks a taken username on its field, with the focus, and keeps the user on the link', async () => {
    const { user } = await renderApp('/register/1/5/einladung-lena-hoffmann-2026');
    const username = await screen.findByLabelText('Benutzername');
    await user.clear(username);
    await user.type(username, 'demo');
    await user.type(screen.getByLabelText('Neues Passwort'), 'hochzeit26');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'hochzeit26');
    await user.click(screen.getByRole('button', { name: 'Zugang einrichten' }));
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('Dieser Benutzername ist bereits vergeben.'),
      ),
    );
    expect(username).toHaveFocus();
    expect(screen.getByLabelText('Neues Passwort')).not.toHaveAttribute('aria-invalid');
    expect(window.location.pathname).toBe('/register/1/5/einladung-lena-hoffmann-2026');
  });

  it('requires the confirmation to match before sending', async () => {
    const { user } = await renderApp('/register/1/5/einladung-lena-hoffmann-2026');
    await user.type(await screen.findByLabelText('Neues Passwort'), 'hochzeit26');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'hochzeit27');
    await user.click(screen.getByRole('button', { name: 'Zugang einrichten' }));
    expect(await screen.findByText('Die Eingaben stimmen nicht überein.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register/1/5/einladung-lena-hoffmann-2026');
  });

  it('sends an invalid link to the login page and says why', async () => {
    await renderApp('/register/1/5/gibt-es-nicht');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
    expect(await screen.findByText(/^Der Einladungslink ist ungültig/)).toBeInTheDocument();
  });

  it('sends a link whose ids are not numbers to the login page', async () => {
    await renderApp('/register/eins/5/einladung-lena-hoffmann-2026');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
  });

  it('sends a link with a parameter missing or one too many to the login page, in place of the link (issue 37.10)', async () => {
    for (const link of ['/register/1/5', '/register/1/5/', '/register/1', '/register', '/register/1/5/x/y']) {
      cleanup();
      const entries = window.history.length;
      await renderApp(link);
      await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
      expect(await screen.findByText(/^Der Einladungslink ist ungültig/)).toBeInTheDocument();
      // Replaced: Back does not return to the broken link.
      expect(window.history.length).toBe(entries);
    }
  });
});
