// A provider's gallery (issue 42.4): which Instagram account is connected, and disconnecting it; connecting is
// tested with its callback (src/features/instagram/routes/instagram-callback-page.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER, USER } from '@mocks/db/core';
import { beginInstagramConnect } from '@/lib/instagram-connect';
import { renderApp } from '@/testing/render-app';
import { TEST_API_BASE_URL } from '@/testing/mock-server';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  window.sessionStorage.clear();
  window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL };
});

/** Mock mode: this installation can connect Instagram (through the mock's stand-in page). */
function mockMode() {
  window.__PORTAL_CONFIG__ = { apiBaseUrl: TEST_API_BASE_URL, mockApi: true };
}

/** The photographer's seeded account (mocks/db/provider-media/media-seed.ts). */
const CONNECTED = `Verbunden mit Instagram: \u2068@lichtwerk.fotografie\u2069`;
const gallery = (providerId: number) => `/providers/${providerId}/gallery`;

async function connectionOf(providerId: number) {
  return unwrap(await testApi.GET('/providers/{id}/instagram', { params: { path: { id: providerId } } })).data;
}

/** Takes the demo user's edit rights for the provider (the link stays). */
async function revokeManage(providerId: number) {
  await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
    data(account) {
      account.customerUserProviders = account.customerUserProviders.map((link) =>
        link.providerId === providerId ? { ...link, canManage: false } : link,
      );
    },
  });
}

describe('the connected Instagram account', () => {
  it('says that none is connected and offers to connect one', async () => {
    mockMode();
    await renderApp(gallery(PROVIDER.havelblick), { as: 'demo' });
    expect(await screen.findByText('Kein Instagram-Konto verbunden.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Instagram verbinden' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Trennen' })).not.toBeInTheDocument();
  });

  it('shows the account a connection made once Instagram returns to the gallery', async () => {
    mockMode();
    // The gallery's button started the connection; Instagram's page returns with its code to the callback page,
    // which connects the account and comes back to the gallery.
    const started = new URL(
      beginInstagramConnect(PROVIDER.havelblick, gallery(PROVIDER.havelblick)) ?? '',
      window.location.origin,
    );
    const state = started.searchParams.get('state') ?? '';
    await renderApp(`/instagram/callback?state=${state}&code=IGQVJ-mock-code`, { as: 'demo' });
    await waitFor(() => expect(window.location.pathname).toBe(gallery(PROVIDER.havelblick)));
    expect(await screen.findByText('Verbunden mit Instagram: \u2068@schlossgut.havelblick\u2069')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trennen' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Instagram verbinden' })).not.toBeInTheDocument();
  });

  it('disconnects the account after asking, then offers to connect again', async () => {
    mockMode();
    const { user } = await renderApp(gallery(PROVIDER.lichtwerk), { as: 'demo' });
    expect(await screen.findByText(CONNECTED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Instagram verbinden' })).not.toBeInTheDocument();

    // "Abbrechen" keeps it.
    const disconnect = screen.getByRole('button', { name: 'Trennen' });
    await user.click(disconnect);
    let dialog = within(await screen.findByRole('dialog', { name: 'Instagram-Konto trennen?' }));
    expect(
      dialog.getByText(/Das Instagram-Konto \u2068@lichtwerk\.fotografie\u2069 wird von diesem Anbieter getrennt/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(disconnect).toHaveFocus();
    expect(await connectionOf(PROVIDER.lichtwerk)).not.toBeNull();

    await user.click(disconnect);
    dialog = within(await screen.findByRole('dialog', { name: 'Instagram-Konto trennen?' }));
    await user.click(dialog.getByRole('button', { name: 'Trennen' }));
    expect(
      await screen.findByText(
        'Das Instagram-Konto \u2068@lichtwerk.fotografie\u2069 ist nicht mehr mit Ihrem Anbieter verbunden.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Kein Instagram-Konto verbunden.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Instagram verbinden' })).toBeVisible();
    expect(screen.queryByText(CONNECTED)).not.toBeInTheDocument();
    // The button is gone: focus is on the Instagram bar, which now says that none is connected.
    await waitFor(() => expect(screen.getByText('Kein Instagram-Konto verbunden.').parentElement).toHaveFocus());
    expect(await connectionOf(PROVIDER.lichtwerk)).toBeNull();
  });

  it('says so when the account was disconnected meanwhile', async () => {
    const { user } = await renderApp(gallery(PROVIDER.lichtwerk), { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Trennen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Instagram-Konto trennen?' }));
    // Someone else disconnected it in the meantime: the server answers 404.
    db.instagramConnections.deleteMany((q) => q.where({ providerId: PROVIDER.lichtwerk }));
    await user.click(dialog.getByRole('button', { name: 'Trennen' }));
    expect(await screen.findByText('Das Instagram-Konto war bereits getrennt.')).toBeVisible();
    expect(await screen.findByText('Kein Instagram-Konto verbunden.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the account and says why when the edit rights were taken meanwhile', async () => {
    const { user } = await renderApp(gallery(PROVIDER.lichtwerk), { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Trennen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Instagram-Konto trennen?' }));
    await revokeManage(PROVIDER.lichtwerk);
    await user.click(dialog.getByRole('button', { name: 'Trennen' }));
    expect(await screen.findByText(/Sie dürfen diesen Anbieter nicht bearbeiten/)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Instagram-Konto trennen?' })).toBeVisible();
    expect(await connectionOf(PROVIDER.lichtwerk)).not.toBeNull();
  });

  it('shows the account without "Trennen" to a user without edit rights', async () => {
    mockMode();
    // Mia Krause: linked to the photographer without edit rights.
    await renderApp(gallery(PROVIDER.lichtwerk), { as: 'mia.krause' });
    expect(await screen.findByText(CONNECTED)).toBeVisible();
    expect(screen.getByText(/Sie haben für diesen Anbieter nur Leserechte/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Trennen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Instagram verbinden' })).not.toBeInTheDocument();
  });

  it('offers neither "Trennen" nor connecting while the media management restriction is on', async () => {
    window.__PORTAL_CONFIG__ = {
      apiBaseUrl: TEST_API_BASE_URL,
      mockApi: true,
      features: { upgradeBanner: false, supportChat: true, mediaManagementRestriction: true },
    };
    await renderApp(gallery(PROVIDER.lichtwerk), { as: 'demo' });
    expect(await screen.findByText(CONNECTED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Trennen' })).not.toBeInTheDocument();
  });
});
