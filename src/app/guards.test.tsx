import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('login guards', () => {
  it('sends an anonymous visitor to the login page with the original path and query', async () => {
    await renderApp('/leads?x=1');
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(window.location.search).get('redirectUrl')).toBe('/leads?x=1');
  });

  it('forces /password-renew while a password change is required', async () => {
    await renderApp('/leads', { user: 'renew' });
    await waitFor(() => expect(window.location.pathname).toBe('/password-renew'));
  });

  it('shows the 404 page for an unknown path', async () => {
    await renderApp('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('sends a logged-in visitor of a logged-out route to the redirectUrl when it is a site path', async () => {
    await renderApp('/auth/login?redirectUrl=%2Fdiscounts', { user: 'demo' });
    await waitFor(() => expect(window.location.pathname).toBe('/discounts'));
  });

  it('ignores a redirectUrl that leaves the site', async () => {
    await renderApp('/auth/login?redirectUrl=https%3A%2F%2Fevil.example', { user: 'demo' });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });
});
