import consentPageHtml from '@mocks/browser/social-connect.html?raw';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { USER } from '@mocks/db/core';
import { MOCK_TWO_FACTOR_CODE } from '@mocks/handlers/two-factor';
import { now } from '@mocks/lib/clock';
import { setFault } from '@mocks/lib/faults';
import type * as runtimeConfig from '@/lib/runtime-config';
import { getRuntimeConfig } from '@/lib/runtime-config';
import type * as publicWebsite from '@/lib/public-website';
import { leavePortal } from '@/lib/public-website';
import { LOCALE_STORAGE_KEY } from '@/lib/locale';
import { changeLocale } from '@/i18n';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { decodeSvgQrCode } from '@/testing/qr-code';
import { renderApp } from '@/testing/render-app';
import { App } from '@/app/app';
import { testApi, unwrap } from '@/testing/test-api';
import { formatDate } from '@/lib/format';

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
    const tab = await screen.findByRole('tab', { name: 'Profil', selected: true });
    // The selected tab names its panel from the first render on, while the panel's code still loads.
    expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Katharina Vogt');
    expect(screen.getByLabelText('Rolle')).toBeEnabled();
    const bodies = recordBodies('PUT', ownPath);
    await user.type(screen.getByLabelText('Über mich'), 'Gastgeberin am Havelufer.');
    await user.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeInTheDocument();
    expect(bodies).toEqual([{ bio: 'Gastgeberin am Havelufer.' }]);
  });
});

describe('/settings: tabs by keyboard', () => {
  it('keeps the focus on the tab the arrow key chose, though the tab is another route (/settings → /settings/password)', async () => {
    const { user } = await renderApp('/settings', { as: 'demo' });
    const profile = await screen.findByRole('tab', { name: 'Profil', selected: true });
    profile.focus();
    await user.keyboard('{ArrowRight}');
    const password = await screen.findByRole('tab', { name: 'Passwort', selected: true });
    await waitFor(() => expect(password).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).not.toHaveAccessibleName('Passwort'));
    expect(screen.getByRole('tab', { selected: true })).toHaveFocus();
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

  it('says the connection failed when the change gets no answer, and keeps what was typed', async () => {
    const { user } = await renderApp('/settings/password', { as: 'demo' });
    await user.type(await screen.findByLabelText('Bisheriges Passwort'), 'demo1234');
    await user.type(screen.getByLabelText('Neues Passwort'), 'Havel2026');
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Havel2026');
    setFault('updateCustomerUser', { kind: 'network-error', remaining: 1 });
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText(/Keine Verbindung zum Server/)).toBeInTheDocument();
    expect(screen.getByLabelText('Bisheriges Passwort')).toHaveValue('demo1234');
    expect(db.credentials.findFirst((q) => q.where({ customerUserId: USER.demo }))?.password).toBe('demo1234');
  });
});

describe('/settings/security: two-factor', () => {
  /** The code an authenticator app shows for the secret, `seconds` from the mock server's now. */
  const codeOf = (secret: string, seconds = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now().getTime() + seconds * 1000 });

  /** The key the page shows to type, as the user reads it (groups of four), and as a screen reader spells it. */
  function shownKey() {
    const group = screen.getByRole('group', { name: 'Schlüssel zum Eintippen' });
    const visible = group.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    const spoken = group.querySelector('.sr-only')?.textContent ?? '';
    return { group, visible, spoken, secret: visible.replace(/\s/g, '') };
  }

  it('sets up with a scannable QR code and the key to type, confirms a code of the app, stays on, turns off', async () => {
    const requests: string[] = [];
    mockServer.events.on('request:start', ({ request }) => requests.push(request.url));
    const { user } = await renderApp('/settings/security', { as: 'demo' });
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));

    // The key to type: 32 base32 characters in groups of four, left to right in every language, spelled out
    // letter by letter for screen readers.
    const qr = await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    const { group, visible, spoken, secret } = shownKey();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(visible).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(spoken).toBe(
      secret
        .match(/.{4}/g)
        ?.map((part) => part.split('').join(' '))
        .join(', '),
    );
    expect(group.querySelector('[dir="ltr"]')).toContainElement(group.querySelector('[aria-hidden="true"]'));
    expect(within(group).getByText('Konto: demo (Hochzeitsportal)')).toBeInTheDocument();

    // The QR code is a real one: a scanner reads the otpauth URI of the same secret from it.
    const scanned = URI.parse(decodeSvgQrCode(qr));
    if (!(scanned instanceof TOTP)) throw new Error('The QR code holds no TOTP URI.');
    expect([scanned.issuer, scanned.label, scanned.secret.base32, scanned.digits, scanned.period]).toEqual([
      'Hochzeitsportal',
      'demo',
      secret,
      6,
      30,
    ]);

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(group).getByRole('button', { name: 'Schlüssel kopieren' }));
    expect(await within(group).findByRole('status')).toHaveTextContent('Der Schlüssel wurde kopiert.');
    expect(writeText).toHaveBeenCalledWith(secret);

    const code = screen.getByLabelText('Code aus der App');
    const enable = screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' });
    await user.type(code, '12345');
    await user.click(enable);
    expect(code).toHaveAccessibleDescription('Der Code besteht aus 6 Ziffern.');
    const accepted = new Set([codeOf(secret, -30), codeOf(secret), codeOf(secret, 30), MOCK_TWO_FACTOR_CODE]);
    const wrong = ['111111', '222222'].find((candidate) => !accepted.has(candidate)) ?? '333333';
    await user.clear(code);
    await user.type(code, wrong);
    await user.click(enable);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        'Der Code ist falsch. Bitte geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.',
      ),
    );
    await user.clear(code);
    await user.type(code, codeOf(secret));
    await user.click(enable);
    const activeSince = `Die Zwei-Faktor-Anmeldung ist aktiv seit ${formatDate(now(), 'de-DE')}.`;
    expect(await screen.findByText(activeSince)).toBeInTheDocument();
    expect(await screen.findByText('Die Zwei-Faktor-Anmeldung ist aktiviert.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret.slice(0, 4) + ' ' + secret.slice(4, 8));

    // A reload (a new app on the same session and server) shows the state the server keeps.
    cleanup();
    render(<App />);
    expect(await screen.findByText(activeSince)).toBeInTheDocument();
    const user2 = userEvent.setup();
    await user2.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten …' }));
    // The code used to turn it on is spent (RFC 6238, 5.2): the app's next code turns it off.
    await user2.type(await screen.findByLabelText('Code aus der App'), codeOf(secret, 30));
    await user2.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung ausschalten' }));
    expect(await screen.findByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeInTheDocument();
    expect(screen.getByText('Die Zwei-Faktor-Anmeldung ist ausgeschaltet.', { selector: 'p' })).toBeInTheDocument();

    // The secret and the codes went only into bodies: never into an address or the browser's storage.
    for (const url of [...requests, window.location.href]) expect(url).not.toMatch(new RegExp(`${secret}|code=`));
    const stored = [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
    );
    expect(stored.join('\n')).not.toContain(secret);
  });

  it('shows the state the server has when another tab turned two-factor on meanwhile (409)', async () => {
    const { user } = await renderApp('/settings/security', { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }));
    await screen.findByRole('img', { name: 'QR-Code für die Authenticator-App' });
    // Another tab confirmed a set-up of its own meanwhile: confirming here answers 409, and the page shows the
    // state the server has.
    await testApi.POST('/auth/two-factor/setup');
    unwrap(await testApi.POST('/auth/two-factor', { body: { code: MOCK_TWO_FACTOR_CODE } }));
    await user.type(screen.getByLabelText('Code aus der App'), '123456');
    await user.click(screen.getByRole('button', { name: 'Zwei-Faktor-Anmeldung aktivieren' }));
    expect(await screen.findByText(/^Die Zwei-Faktor-Anmeldung ist aktiv seit /)).toBeInTheDocument();
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
