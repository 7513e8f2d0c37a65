// Admin switch-user mode (spec point 6): the banner says whose account this is and leaves it; the chat entry and
// the modal queue stay off.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resetDatabase } from '@mocks/db';
import { DEMO_LOGINS } from '@mocks/db/core';
import { App } from '@/app/app';
import { writeSession } from '@/lib/session-store';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

/** The admin's session acting as `demo`, as the admin tool leaves it in the browser (README, "Demo logins"). */
async function renderAsSwitchedUser(url: string) {
  await resetDatabase('default');
  const { data } = unwrap(
    await testApi.POST('/access-tokens', {
      body: { username: 'admin', password: DEMO_LOGINS.admin, userType: 'provider' },
    }),
  );
  writeSession({ accessToken: data.accessToken, accessTokenId: data.id, consumerKey: data.consumerKey });
  document.cookie = `admin_access_token=${data.accessToken}; path=/`;
  document.cookie = 'switch_user=demo; path=/';
  // renderApp would seed the database again (and drop the admin's token): render the app directly. The modal
  // history is left empty, so the queue would show its modals to demo on the dashboard.
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  render(<App />);
  return { user };
}

describe('admin switch-user mode', () => {
  it('names the account in a banner; no chat entry, no queued modal on the dashboard', async () => {
    const todoRequests = recordRequests('/provider-prompts');
    const { user } = await renderAsSwitchedUser('/dashboard');
    const banner = within(await screen.findByRole('region', { name: 'Konto eines Kunden' }));
    expect(
      banner.getByText('Sie arbeiten im Konto von Katharina Vogt (Schlossgut Havelblick GmbH).'),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: /Katharina Vogt/ });
    const sidebar = within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!);
    await user.click(sidebar.getByRole('button', { name: 'Hilfe' }));
    expect(sidebar.getByRole('link', { name: /Fernwartung/ })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Fragen Sie uns' })).not.toBeInTheDocument();
    // The queue loads no to-do for its prompt and opens no modal.
    expect(todoRequests.filter((request) => new URL(request.url).searchParams.get('type') === 'todo')).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(banner.getByRole('button', { name: 'Konto verlassen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(document.cookie).not.toContain('switch_user');
  });

  it('shows no banner in an ordinary session', async () => {
    await renderApp('/dashboard', { as: 'demo' });
    await screen.findByRole('heading', { level: 1, name: /Katharina Vogt/ });
    expect(screen.queryByRole('region', { name: 'Konto eines Kunden' })).not.toBeInTheDocument();
  });
});
