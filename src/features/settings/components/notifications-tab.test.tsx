// /settings/notifications (issue 22, point 4): the push switch. The stand-in of mock mode subscribes with the user
// id; a push script that does not load rejects the opt-in with the German message and the switch stays off.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER } from '@mocks/db/core';
import type * as integrationsConfig from '@/lib/integrations/config';
import { getIntegrationsConfig, resolveIntegrationsConfig } from '@/lib/integrations/config';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/integrations/config', async (importOriginal) => {
  const original = await importOriginal<typeof integrationsConfig>();
  return { ...original, getIntegrationsConfig: vi.fn(original.getIntegrationsConfig) };
});

/** The integrations of mock mode: push against its stand-in in the page. */
function withPushStandIn() {
  vi.mocked(getIntegrationsConfig).mockReturnValue(resolveIntegrationsConfig({ VITE_MOCK_API: 'true' }));
}

afterEach(() => {
  vi.mocked(getIntegrationsConfig).mockReset();
  delete window.__pushStandIn;
});

describe('/settings/notifications', () => {
  it('opts in for the user, refuses with the German message when the push script fails, and opts out', async () => {
    withPushStandIn();
    const { user } = await renderApp('/settings/notifications', { as: 'demo' });
    const push = await screen.findByRole('checkbox', { name: 'Push-Benachrichtigungen in diesem Browser' });
    expect(push).not.toBeChecked();

    window.__pushStandIn = { subscriptions: [], failLoad: true };
    await user.click(push);
    expect(
      await screen.findByText(/Der Dienst für Push-Benachrichtigungen konnte nicht geladen werden/),
    ).toBeInTheDocument();
    await waitFor(() => expect(push).toBeEnabled());
    expect(push).not.toBeChecked();

    window.__pushStandIn.failLoad = false;
    await user.click(push);
    expect(await screen.findByText('Push-Benachrichtigungen sind eingeschaltet.')).toBeInTheDocument();
    expect(push).toBeChecked();
    expect(window.__pushStandIn.subscriptions).toEqual([expect.objectContaining({ userId: USER.demo })]);

    await user.click(push);
    expect(await screen.findByText('Push-Benachrichtigungen sind ausgeschaltet.')).toBeInTheDocument();
    expect(push).not.toBeChecked();
    expect(window.__pushStandIn.subscriptions).toEqual([]);
  });

  it('says so where push is not configured', async () => {
    await renderApp('/settings/notifications', { as: 'demo' });
    expect(
      await screen.findByText('Push-Benachrichtigungen sind in dieser Installation nicht verfügbar.'),
    ).toBeInTheDocument();
  });
});
