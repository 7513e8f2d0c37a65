import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session-store';
import { renderApp } from '@/testing/render-app';

const navigation = { timeout: 5000 };

beforeEach(() => clearSession());
afterEach(() => Object.defineProperty(document, 'referrer', { value: '', configurable: true }));

describe('the 401 page', () => {
  it('offers "Erneut anmelden", which returns to the page the visitor was on after the login (issue 37.15d)', async () => {
    const { user } = await renderApp('/errors/error-401?redirectUrl=%2Fleads%3Fstatus%3Dnew');
    expect(await screen.findByRole('heading', { name: 'Nicht angemeldet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Erneut anmelden' }));

    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'), navigation);
    await user.type(await screen.findByLabelText('Benutzername', {}, navigation), 'demo');
    await user.type(screen.getByLabelText('Passwort'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(
      () => expect(`${window.location.pathname}${window.location.search}`).toBe('/leads?status=new'),
      navigation,
    );
  });

  it('returns to the page of this site that linked to it', async () => {
    Object.defineProperty(document, 'referrer', {
      value: `${window.location.origin}/provider-testimonials?status=pending`,
      configurable: true,
    });
    await renderApp('/errors/error-401');
    expect(await screen.findByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute(
      'href',
      '/auth/login?redirectUrl=%2Fprovider-testimonials%3Fstatus%3Dpending',
    );
  });

  it('leads to the plain login page when the way back is not a page of this site', async () => {
    for (const redirectUrl of ['https://evil.example/leads', '//evil.example', '/errors/error-401', '/auth/login']) {
      cleanup();
      Object.defineProperty(document, 'referrer', { value: 'https://evil.example/leads', configurable: true });
      await renderApp(`/errors/error-401?${new URLSearchParams({ redirectUrl })}`);
      expect(await screen.findByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/auth/login');
    }
  });
});
