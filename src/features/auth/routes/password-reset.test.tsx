import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { clearSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';

const RECOVERY_LINK = '/password-reset/wiederherstellung-demo-2026';

afterEach(() => clearFaults());
// Every test starts logged out (see login.test.tsx).
beforeEach(() => clearSession());

/** Moving to another route may load its code first; under a busy test run that takes more than a second. */
const navigation = { timeout: 5000 };

describe('set a new password from the recovery link', () => {
  it('refuses a repeat that does not match', async () => {
    const { user } = await renderApp(RECOVERY_LINK);
    expect(
      await screen.findByText('Legen Sie ein neues Passwort für den Benutzernamen demo fest.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'sommer2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'sommer2027');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(await screen.findByText('Die Eingaben stimmen nicht überein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Eingaben stimmen nicht überein.',
    );
    expect(window.location.pathname).toBe(RECOVERY_LINK);
  });

  it('asks for at least 6 characters', async () => {
    const { user } = await renderApp(RECOVERY_LINK);
    await user.type(await screen.findByLabelText('Neues Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Bitte geben Sie mindestens 6 Zeichen ein.')).toBeInTheDocument();
  });

  it('saves the password and goes to the login page with a confirmation', async () => {
    const { user } = await renderApp(RECOVERY_LINK);
    await user.type(await screen.findByLabelText('Neues Passwort'), 'sommer2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'sommer2026');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
  });

  it('explains an invalid link and offers a new one', async () => {
    const { user } = await renderApp('/password-reset/abgelaufen');
    expect(await screen.findByRole('heading', { name: 'Link ungültig' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/forgot-password'), navigation);
  });
});

describe('request the recovery e-mail', () => {
  it('answers neutrally for a username', async () => {
    const { user } = await renderApp('/password-reset');
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Benutzername'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText(/^Wenn wir ein passendes Benutzerkonto finden/)).toBeInTheDocument();
  });

  it('checks an e-mail address before sending', async () => {
    const { user } = await renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Benutzername'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });

  it('asks to contact customer service when the server fails', async () => {
    setFault('requestPasswordReset', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp('/auth/forgot-password');
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Benutzername'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(
      await screen.findByText(
        'Beim Zurücksetzen des Passworts ist ein Fehler aufgetreten. Bitte wenden Sie sich an unseren Kundenservice.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse oder Benutzername')).toHaveValue('demo');
  });

  it('explains on /auth/renew-password why the password has to be renewed', async () => {
    await renderApp('/auth/renew-password');
    expect(await screen.findByText(/^Ihr Passwort muss erneuert werden\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link anfordern' })).toBeInTheDocument();
  });
});

describe('forgotten username', () => {
  it('answers neutrally for an e-mail address', async () => {
    const { user } = await renderApp('/auth/forgot-username');
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'niemand@example.de');
    await user.click(screen.getByRole('button', { name: 'Benutzernamen anfordern' }));
    expect(await screen.findByText(/^Wenn zu dieser E-Mail-Adresse ein Benutzerkonto gehört/)).toBeInTheDocument();
  });
});
