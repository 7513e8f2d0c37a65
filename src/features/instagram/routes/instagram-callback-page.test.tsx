import consentPageHtml from '@mocks/browser/instagram-connect.html?raw';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginInstagramConnect, INSTAGRAM_CONNECT_TTL_MS } from '@/lib/instagram-connect';
import type * as publicWebsite from '@/lib/public-website';
import { leavePortal } from '@/lib/public-website';
import { mockServer, recordRequests, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/public-website', async (importOriginal) => ({
  ...(await importOriginal<typeof publicWebsite>()),
  leavePortal: vi.fn(),
}));

afterEach(() => {
  mockServer.resetHandlers();
  window.sessionStorage.clear();
  window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL };
});

const GALLERY = '/providers/101/gallery/301';

/** Mock mode: the gallery's button goes to the mock's stand-in for Instagram's authorization page. */
function mockMode() {
  window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL, mockApi: true };
}

/** The address the mock authorization page sends the browser to for `choice`, carrying Instagram's `state`. */
function consentAnswer(choice: string, state: string): string {
  const page = document.importNode(new DOMParser().parseFromString(consentPageHtml, 'text/html').body, true);
  const button = within(page).getByRole('button', { name: choice });
  if (!(button instanceof HTMLButtonElement) || !button.form) throw new Error('The choice is no form button.');
  const query = new URLSearchParams();
  for (const hidden of button.form.querySelectorAll<HTMLInputElement>('input[type="hidden"]'))
    query.set(hidden.name, hidden.name === 'state' ? state : hidden.value);
  query.set(button.name, button.value);
  return `${button.form.getAttribute('action')}?${query}`;
}

/** Starts a connection of provider 101 from its gallery (as the gallery's button does) and returns its state. */
function started(): string {
  mockMode();
  const url = beginInstagramConnect(101, GALLERY);
  return new URL(url ?? '', window.location.origin).searchParams.get('state') ?? '';
}

describe('/instagram/callback', () => {
  it('connects the account Instagram confirmed and returns to the gallery it was started from', async () => {
    mockMode();
    const { user } = await renderApp(GALLERY, { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Instagram verbinden' }));
    expect(leavePortal).toHaveBeenCalledOnce();
    const consent = new URL(vi.mocked(leavePortal).mock.calls[0]?.[0] ?? '', window.location.origin);
    expect(consent.pathname).toBe('/__mock/instagram-connect.html');
    expect(consent.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/instagram/callback`);

    // Leaving the portal is a full page load: the portal starts again where Instagram returns.
    cleanup();
    const bodies: unknown[] = [];
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/auth/instagram`, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    await renderApp(consentAnswer('Mit Instagram-Konto verbinden', consent.searchParams.get('state') ?? ''), {
      as: 'demo',
    });
    expect(await screen.findByText(/Das Instagram-Konto „.+“ ist jetzt mit Ihrem Anbieter verbunden\./)).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(GALLERY));
    expect(bodies).toEqual([{ accessToken: 'IGQVJ-mock-code', userType: 'provider', providerId: 101 }]);
  });

  it.each([
    ['a declined authorization', 'Abbrechen', 'Sie haben die Verbindung bei Instagram abgebrochen'],
    ['a code Instagram rejects', 'Instagram lehnt die Verbindung ab', 'Instagram hat die Bestätigung nicht angenommen'],
  ])('explains %s and leads back to the gallery', async (_case, choice, message) => {
    await renderApp(consentAnswer(choice, started()), { as: 'demo' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Zurück zur Galerie' })).toHaveAttribute('href', GALLERY);
    // Instagram's code does not stay in the address bar: the page clears it in an effect after its first render,
    // which may come after the alert is on screen.
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('refuses an answer whose state was not started in this tab and sends nothing', async () => {
    started();
    const sent = recordRequests('/auth/instagram');
    await renderApp(consentAnswer('Mit Instagram-Konto verbinden', 'forged-state'), { as: 'demo' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Rückmeldung von Instagram gehört zu keiner Verbindung',
    );
    expect(screen.getByRole('link', { name: 'Zurück zur Galerie' })).toHaveAttribute('href', GALLERY);
    expect(sent).toHaveLength(0);
  });

  it('refuses an answer that comes back after the state expired', async () => {
    const startedAt = Date.now() - INSTAGRAM_CONNECT_TTL_MS - 1000;
    vi.spyOn(Date, 'now').mockReturnValueOnce(startedAt);
    const state = started();
    const sent = recordRequests('/auth/instagram');
    await renderApp(consentAnswer('Mit Instagram-Konto verbinden', state), { as: 'demo' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anfrage ist abgelaufen');
    expect(sent).toHaveLength(0);
  });

  it.each([
    [403, { message: 'Sie dürfen diesen Anbieter nicht bearbeiten.' }, 'Sie haben keine Berechtigung'],
    [500, { message: 'Internal Server Error' }, 'Fehler auf unserem Server'],
  ])('explains the server answer %i', async (status, body, message) => {
    mockServer.use(http.post(`${TEST_API_BASE_URL}/auth/instagram`, () => HttpResponse.json(body, { status })));
    await renderApp(consentAnswer('Mit Instagram-Konto verbinden', started()), { as: 'demo' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
