// Error reporting (issue 22, point 1; spec points 7 and 8): the real SDK with the in-page stand-in transport, fed by
// the portal's own API client against the mock backend and by the route error boundary. One rule per test.
import { captureException, flush } from '@sentry/browser';
import { render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '@mocks/db';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { isApiError } from '@/api/api-error';
import { RootErrorBoundary } from '@/app/root-error-boundary';
import { loginAs } from '@/testing/render-app';
import { testApi } from '@/testing/test-api';
import { readSession } from '../session-store';
import { connectErrorReporting, type Report, resetErrorReporting } from './error-reporting';
import { startSentry } from './sentry-client';

const config = { dsn: 'https://publickey@errors.mock.invalid/1', environment: 'test' };

/** A page that throws, inside the boundary every route of the portal has (src/app/router.tsx). */
function BrokenRoute({ broken }: { broken: ReactNode }) {
  return (
    <StrictMode>
      <MemoryRouter>
        <RootErrorBoundary>{broken}</RootErrorBoundary>
      </MemoryRouter>
    </StrictMode>
  );
}

async function reports() {
  await flush(2000);
  return window.__errorReports ?? [];
}

beforeAll(() => {
  resetErrorReporting();
  startSentry(config, { standIn: true });
});
afterAll(() => resetErrorReporting());
beforeEach(async () => {
  await resetDatabase('default');
  await flush(2000);
  window.__errorReports = [];
  clearFaults();
});

async function sendMail(leadId: number, body: string) {
  const result = await testApi.POST('/leads/{id}/messages', {
    params: { path: { id: leadId } },
    body: { body, subject: 'Ihre Anfrage' },
  });
  return result.response.status;
}

describe('error reporting', () => {
  it('reports a 502 with URL, method, status and the logged-in flag', async () => {
    await loginAs('demo');
    expect(await sendMail(LEAD.undeliverable, 'Guten Tag, Ihr Termin ist noch frei.')).toBe(502);
    const [event, ...more] = await reports();
    expect(more).toEqual([]);
    expect(event?.message).toMatch(/^API POST http:\/\/[^ ]+\/leads\/43\/messages answered 502$/);
    expect(event?.tags).toMatchObject({ method: 'POST', status: '502', loggedIn: 'true' });
    expect(event?.contexts?.request).toMatchObject({ method: 'POST', status: 502 });
  });

  it('skips a 500 answer (and 401, 403, 404, 503 alike)', async () => {
    await loginAs('demo');
    setFault('getLead', { kind: 'server-error', remaining: 1 });
    const failed = await testApi.GET('/leads/{id}', { params: { path: { id: LEAD.wellKnown } } });
    expect(failed.response.status).toBe(500);
    const missing = await testApi.GET('/leads/{id}', { params: { path: { id: 999_999 } } });
    expect(missing.response.status).toBe(404);
    expect(await reports()).toEqual([]);
  });

  it('ignores a request that got no answer, whichever way it surfaces', async () => {
    await loginAs('demo');
    setFault('getLead', { kind: 'network-error', remaining: 1 });
    const failure: unknown = await testApi.GET('/leads/{id}', { params: { path: { id: LEAD.wellKnown } } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.kind).toBe('network');
    // The same failure thrown unhandled by other code, in each browser's wording.
    captureException(new TypeError('Failed to fetch'));
    captureException(new TypeError('Network request failed'));
    captureException(new Error('Network Error'));
    expect(await reports()).toEqual([]);
  });

  it('reports a render error caught by the route error boundary once', async () => {
    function Broken(): never {
      throw new Error('Die Seite ist kaputt');
    }
    // React logs the caught render error; that is the expected outcome here.
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    const { rerender } = render(<BrokenRoute broken={<Broken />} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    rerender(<BrokenRoute broken={<Broken />} />);
    const events = await reports();
    expect(events.map((event) => event.exception?.values?.[0]?.value)).toEqual(['Die Seite ist kaputt']);
    expect(events[0]?.tags).toMatchObject({ source: 'route-error-boundary', loggedIn: 'false' });
    consoleError.mockRestore();
  });

  it('lets no token, e-mail address or name out, wherever they were', async () => {
    await loginAs('demo');
    const session = readSession();
    if (!session) throw new Error('not logged in');
    const { accessToken, consumerKey } = session;
    // A token-shaped string the session does not know (a JWT from somewhere else) and an e-mail address.
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlMTIzNDU2';
    const email = 'anna.mueller@example.de';
    // A failed call whose URL carries them, an error message and a breadcrumb carrying them too.
    window.history.pushState(null, '', `/leads/43?coupleName=Anna%20M%C3%BCller&token=${accessToken}`);
    expect(await sendMail(LEAD.undeliverable, `Bitte an ${email} antworten`)).toBe(502);
    captureException(new Error(`Token ${accessToken} / ${consumerKey} / ${jwt} of ${email} failed`));
    const events = await reports();
    expect(events).toHaveLength(2);
    const sent = JSON.stringify(events);
    for (const secret of [accessToken, consumerKey, jwt, email, 'Anna', 'M%C3%BCller', 'Müller'])
      expect(sent).not.toContain(secret);
    // The shape stays readable: the path, the lead id and the parameter names.
    expect(sent).toContain('/leads/43?coupleName=[redacted]&token=[redacted]');
    window.history.pushState(null, '', '/');
  });

  // Last: it takes the reports away from the SDK to count what the boundary hands over (the SDK's own dedupe
  // would hide a second report of the same error).
  it('hands a route error to reporting once, however often the boundary renders it', async () => {
    const sink = vi.fn<(report: Report) => void>();
    connectErrorReporting(sink);
    const error = new Error('Einmal melden');
    function Broken(): never {
      throw error;
    }
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    const { rerender } = render(<BrokenRoute broken={<Broken />} />);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    rerender(<BrokenRoute broken={<Broken />} />);
    expect(sink.mock.calls.filter(([report]) => report.kind === 'error' && report.error === error)).toHaveLength(1);
    consoleError.mockRestore();
  });
});
