import consentPageHtml from '@mocks/browser/social-connect.html?raw';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { USER } from '@mocks/db/core';
import { MOCK_TWO_FACTOR_CODE } from '@mocks/handlers/auth';
import type * as runtimeConfig from '@/lib/runtime-config';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type * as publicWebsite from '@/lib/public-website';
import { leavePortal } from '@/lib/public-website';
import { LOCALE_STORAGE_KEY } from '@/lib/locale';
import { changeLocale } from '@/i18n';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/public-website', async (importOriginal) => ({
  ...(await importOriginal<typeof publicWebsite>()),
  leavePortal: vi.fn(),
}));
vi.mock('@/lib/runtime-config', async (importOriginal) => {
  const original = await importOriginal<typeof runtimeConfig>();
  return { ...original, getRuntimeConfig: vi.fn(original.getRuntimeConfig) };
});

const API_PATH = new URL(TEST_API_BASE_URL).pathname;

/** The JSON bodies the app sends with `method` to an API path from now on. */
function recordBodies(method: string, path: string): unknown[] {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method !== method || new URL(request.url).pathname !== `${API_PATH}${path}`) return;
    void request
      .clone()
      .text()
      .then((text) => bodies.push(JSON.parse(text)));
  });
  return bodies;
}

/** The address the mock consent page's form sends the browser to for the button named `choice`. */
function consentAnswer(choice: string | RegExp): string {
  const page = document.importNode(new DOMParser().parseFromString(consentPageHtml, 'text/html').body, true);
  const button = within(page).getByRole('button', { name: choice });
  if (!(button instanceof HTMLButtonElement) || !button.form) throw new Error('The choice is no form button.');
  const query = new URLSearchParams();
  for (const hidden of button.form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'))
    query.set(hidden.name, hidden.value);
  query.set(button.name, button.value);
  return `${button.form.getAttribute('action')}?${query}`;
}

const ownPath = `/customers/1/users/${USER.demo}`;

describe('/settings: profile', () => {
  it('shows the own data in the shared form and sends only the changed field', async () => {
    const { user } = await renderApp('/settings', { as: 'demo' });
    expect(await screen.findByRole('tab', { name: 'Profil', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Katharina Vogt');
    expect(screen.getByLabelText('Rolle')).toBeEnabled();
    const bodies = recordBodies('PUT', ownPath);
    await user.type(screen.getByLabelText('Über mich'), 'Gastgeberin am Havelufer.');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeInTheDocument();
    expect(bodies).toEqual([{ bio: 'Gastgeberin am Havelufer.' }]);
  });
});

describe('/settings/password', () => {
  it('needs the old password, a new one of 6 characters and a matching repeat', async () => {
    const { user } = await renderApp('/settings/password', { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Passwort ändern' }));
    expect(screen.getByLabelText('Bisheriges Passwort')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    await user.type(screen.getByLabelText('Bisheriges Passwort'), 'demo1234');
    await user.type(screen.getByLabelText('Neues Passwort'), 'Havel2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Havel2027');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveAccessibleDescription(
      'Die Eingaben stimmen nicht überein.',
    );
    await user.clear(screen.getByLabelText('Neues Passwort wiederholen'));
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Havel2026');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
    expect(db.credentials.findFirst((q) => q.where({ customerUserId: USER.demo }))?.password).toBe('Havel2026');
  });

  it('puts a wrong old password on its field', async () => {
    const { user } = await renderApp('/settings/password', { as: 'demo' });
    await user.type(await screen.findByLabelText('Bisheriges Passwort'), 'falsch123');
    await user.type(screen.getByLabelText('Neues Passwort'), 'Havel2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Havel2026');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Bisheriges Passwort')).toHaveAccessibleDescription(
        'Das bisherige Passwort ist nicht korrekt.',
      ),
    );
  });
});

describe('/settings/security: two-factor', () => {
  it('shows the QR code and turns two-factor on with the 6-digit code of the app', async () => {
    const { user } = await renderApp('/settings/security', { as: 'demo' });
    expect(await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeInTheDocument();
    const code = screen.getByLabelText('Code aus der App');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' }));
    expect(code).toHaveAccessibleDescription('Der Code besteht aus 6 Ziffern.');
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Der Code ist falsch.'));
    await user.clear(code);
    await user.type(code, MOCK_TWO_FACTOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Die Zwei-Faktor-Anmeldung ist aktiviert.');
  });
});

describe('/settings/accounts: connected logins in mock mode', () => {
  it('sends the user to the mock consent page, which returns here and connects the Google account', async () => {
    vi.mocked(getRuntimeConfig).mockReturnValue({ ...getRuntimeConfig(), mockApi: true });
    const { user } = await renderApp('/settings/accounts', { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Mit Google verbinden' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('/__mock/social-connect.html?type=google'));

    // Leaving the portal is a full page load: the portal starts again where the consent page returns.
    cleanup();
    await renderApp(consentAnswer('Mit Google-Konto verbinden'), { as: 'demo' });
    expect(await screen.findByText('Ihr Google-Konto ist verbunden.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(db.customerUsers.findFirst((q) => q.where({ id: USER.demo }))?.googleId).not.toBeNull();
    vi.mocked(getRuntimeConfig).mockReset();
  });

  it.each([
    ['Facebook lehnt die Verbindung ab', 'Das Facebook-Konto konnte nicht verbunden werden.'],
    ['Google lehnt die Verbindung ab', 'Das Google-Konto konnte nicht verbunden werden.'],
  ])('shows a refused connection (%s) as a German message', async (choice, message) => {
    await renderApp(consentAnswer(choice), { as: 'demo' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(db.customerUsers.findFirst((q) => q.where({ id: USER.demo }))?.facebookId).toBeNull();
  });
});

describe('/settings/language', () => {
  it('stores the preferred language on the user and switches the portal (lng)', async () => {
    const { user } = await renderApp('/settings/language', { as: 'demo' });
    const bodies = recordBodies('PUT', ownPath);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sprache' }), 'en_US');
    await user.click(screen.getByRole('button', { name: 'Sprache speichern' }));
    expect(await screen.findByText('The language was saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ preferredLanguage: 'en_US' }]);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en_US');
    await changeLocale('de_DE');
  });
});
