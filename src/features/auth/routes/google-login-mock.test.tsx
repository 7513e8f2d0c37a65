// The login with Google in mock mode (README "Demo logins"): the mock's POST /auth/google sends the browser to
// the mock's consent page (`mocks/browser/google-consent.html`) instead of Google, and that page returns to
// /auth/google like Google does. Leaving the portal is a full page load, which jsdom cannot do: the test takes
// the address the portal leaves for, reads the consent page's form for the address it returns to, and renders
// the portal there.
import consentPageHtml from '@mocks/browser/google-consent.html?raw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as publicWebsite from '@/lib/public-website';
import { leavePortal } from '@/lib/public-website';
import { clearSession, readSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

vi.mock('@/lib/public-website', async (importOriginal) => ({
  ...(await importOriginal<typeof publicWebsite>()),
  leavePortal: vi.fn(),
}));

beforeEach(() => {
  clearSession();
  vi.mocked(leavePortal).mockClear();
});

const navigation = { timeout: 5000 };

/** Clicks "Mit Google anmelden" on the login page; answers the address the browser is sent to. */
async function startGoogleLogin(): Promise<URL> {
  const { user } = await renderApp('/auth/login');
  await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
  await waitFor(() => expect(leavePortal).toHaveBeenCalledTimes(1));
  return new URL(vi.mocked(leavePortal).mock.calls[0]![0]);
}

/**
 * The address the consent page's GET form sends the browser to when the button named `choice` is pressed: the
 * form's action with the button's name and value.
 */
function consentAnswer(choice: string | RegExp): string {
  // Imported into the test's document: accessible names need a window.
  const page = document.importNode(new DOMParser().parseFromString(consentPageHtml, 'text/html').body, true);
  const button = within(page).getByRole('button', { name: choice });
  if (!(button instanceof HTMLButtonElement) || !button.form) throw new Error('The choice is no form button.');
  const query = new URLSearchParams({ [button.name]: button.value });
  return `${button.form.getAttribute('action')}?${query}`;
}

describe('Google login in mock mode', () => {
  it('goes to the mock consent page on the portal, which returns to /auth/google', async () => {
    const consent = await startGoogleLogin();
    expect(consent.origin).toBe(window.location.origin);
    expect(consent.pathname).toBe('/__mock/google-consent.html');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/auth/google`);
    expect(new URL(consentAnswer(/Sabine Lorenz/), window.location.origin).pathname).toBe('/auth/google');
  });

  it('logs in as the demo user chosen on the consent page', async () => {
    await startGoogleLogin();
    await renderApp(consentAnswer(/Sabine Lorenz/));
    await waitFor(() => expect(window.location.pathname).toBe('/'), navigation);

    const session = readSession();
    if (!session) throw new Error('no session after the Google login');
    const { data } = unwrap(
      await testApi.GET('/access-tokens/{id}', { params: { path: { id: session.accessTokenId } } }),
    );
    expect(data.user.username).toBe('basic');
  });

  it('shows that the login was cancelled when the user refuses', async () => {
    await startGoogleLogin();
    await renderApp(consentAnswer('Abbrechen'));
    expect(await screen.findByText('Die Anmeldung mit Google wurde abgebrochen.')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('says that no portal user has the Google account (issue 37.15b)', async () => {
    await startGoogleLogin();
    await renderApp(consentAnswer(/ohne Benutzer im Portal/));
    expect(
      await screen.findByText(/^Mit diesem Google-Konto ist kein Benutzer des Anbieterportals verbunden\./),
    ).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });
});
