import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '@/testing/render-app';

describe('login guards', () => {
  it('sends an anonymous visitor to the login page with the original path and query', async () => {
    await renderApp('/leads?x=1');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectUrl')).toBe('/leads?x=1');
  });

  it('forces /password-renew while a password change is required', async () => {
    await renderApp('/leads', { as: 'renew' });
    await waitFor(() => expect(window.location.pathname).toBe('/password-renew'));
  });

  it('shows the 404 page for an unknown path', async () => {
    await renderApp('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('sends a logged-in visitor of a logged-out route to the redirectUrl when it is a site path', async () => {
    await renderApp('/auth/login?redirectUrl=%2Fdiscounts', { as: 'demo' });
    await waitFor(() => expect(window.location.pathname).toBe('/discounts'));
  });

  it('ignores a redirectUrl that leaves the site', async () => {
    await renderApp('/auth/login?redirectUrl=https%3A%2F%2Fevil.example', { as: 'demo' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});

describe('loading the user', () => {
  it('logs out when the access token of the session is not found (404)', async () => {
    const { writeSession, readSession } = await import('@/lib/session-store');
    const { resetDatabase } = await import('../../mocks/db');
    const { render } = await import('@testing-library/react');
    const { App } = await import('./app');
    await resetDatabase('default');
    // A valid token but another token id: the server answers 404 for GET /access-tokens/{id}.
    const session = await loginAs('demo');
    writeSession({ accessToken: session.accessToken, accessTokenId: session.id + 1000, consumerKey: 'ck_demo' });
    window.history.replaceState(null, '', '/leads');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    await waitFor(() => expect(readSession()).toBeNull());
  });
});
