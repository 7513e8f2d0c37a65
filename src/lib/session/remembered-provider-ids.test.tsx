import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { mockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { ACCESS_TOKEN_ID_KEY, PROVIDER_IDS_KEY } from '../session-store';
import { clearFaults, setFault } from '../../../mocks/lib/faults';

/** The order in which requests to the given paths started and were answered (`start …`, `answer …`). */
function recordOrder(paths: RegExp): string[] {
  const order: string[] = [];
  const name = (request: Request) => new URL(request.url).pathname.replace(/^.*\/api/, '');
  const onStart = ({ request }: { request: Request }) => {
    if (paths.test(name(request))) order.push(`start ${name(request)}`);
  };
  const onAnswer = ({ request }: { request: Request }) => {
    if (paths.test(name(request))) order.push(`answer ${name(request)}`);
  };
  mockServer.events.on('request:start', onStart);
  mockServer.events.on('response:mocked', onAnswer);
  stopRecording = () => {
    mockServer.events.removeListener('request:start', onStart);
    mockServer.events.removeListener('response:mocked', onAnswer);
  };
  return order;
}

/** Ends the recording of `recordOrder`, leaving the listeners of the test kit alone. */
let stopRecording = () => {};

afterEach(() => {
  clearFaults();
  stopRecording();
  stopRecording = () => {};
});

describe('provider ids remembered from the session answer', () => {
  it('let the dashboard start its requests at boot beside the session request, not after its answer', async () => {
    // A first visit: the session answer is remembered (ids only, tied to this login).
    const first = await renderApp('/todo', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aufgaben' })).toBeInTheDocument();
    const remembered = JSON.parse(window.localStorage.getItem(PROVIDER_IDS_KEY) ?? 'null') as unknown;
    expect(remembered).toEqual({
      accessTokenId: Number(window.localStorage.getItem(ACCESS_TOKEN_ID_KEY)),
      ids: expect.arrayContaining([expect.any(Number)]) as unknown,
    });
    first.unmount();

    // The next visit of the dashboard (a fresh app, the session answer slow): the lead figures are asked for
    // before the session has answered.
    setFault('getAccessToken', { kind: 'latency', latencyMs: 1500 });
    const order = recordOrder(/^\/(access-tokens\/\d+|leads\/counts-by-read-status)$/);
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: /Katharina Vogt/ }, { timeout: 5000 })).toBeVisible();
    const figures = order.indexOf('start /leads/counts-by-read-status');
    const session = order.findIndex((entry) => entry.startsWith('answer /access-tokens/'));
    expect(figures).toBeGreaterThanOrEqual(0);
    expect(session).toBeGreaterThan(figures);
  });

  it('go with the logout', async () => {
    const { user } = await renderApp('/todo', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aufgaben' })).toBeInTheDocument();
    expect(window.localStorage.getItem(PROVIDER_IDS_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Benutzermenü' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(window.localStorage.getItem(PROVIDER_IDS_KEY)).toBeNull();
  });
});
