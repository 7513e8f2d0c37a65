import dayjs from 'dayjs';
import { marketToday } from '@/lib/calendar-day';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { mockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { writeSession } from '@/lib/session-store';
import { db, resetDatabase } from '../../../mocks/db';
import { DEMO_LOGINS } from '../../../mocks/db/core';

/** The first request the app sends to `pathname`. */
function nextRequestTo(pathname: string): Promise<URL> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === `/api${pathname}`) {
        mockServer.events.removeListener('request:start', listener);
        resolve(url);
      }
    };
    mockServer.events.on('request:start', listener);
  });
}

/** The sidebar once the layout is there (the route's code loads lazily). */
const findSidebar = async () =>
  within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 5000 }));

describe('main layout: sidebar', () => {
  it("shows the pending leads of the user's providers of the last six months as the Couples badge", async () => {
    const request = nextRequestTo('/leads/counts-by-read-status');
    await renderApp('/customer-users', { as: 'demo' });
    const sidebar = await findSidebar();
    const url = await request;
    // The market's today (Europe/Berlin, docs/dates.md), and six calendar months back as dayjs counts them:
    // 31 October → 30 April, not 1 May.
    const today = dayjs(marketToday());
    expect(url.searchParams.get('createdAtStart')).toBe(today.subtract(6, 'month').format('YYYY-MM-DD'));
    expect(url.searchParams.get('createdAtEnd')).toBe(today.format('YYYY-MM-DD'));
    expect(url.searchParams.get('providerIds')?.split(',').map(Number).sort()).toEqual([101, 102, 103]);

    // The same question as the app's, asked directly.
    const counts = unwrap(
      await testApi.GET('/leads/counts-by-read-status', {
        params: {
          query: {
            createdAtStart: url.searchParams.get('createdAtStart') ?? '',
            createdAtEnd: url.searchParams.get('createdAtEnd') ?? '',
            providerIds: url.searchParams.get('providerIds')?.split(',').map(Number) ?? [],
          },
        },
      }),
    );
    const pending = counts.data.infoRequests.pending;
    expect(pending).toBeGreaterThan(0);
    const couples = await sidebar.findByRole('link', { name: `Brautpaare ${pending} offene Anfragen` });
    expect(couples).toHaveAttribute('href', '/leads');

    const meta = unwrap(await testApi.GET('/provider-prompts/meta'));
    expect(await sidebar.findByRole('link', { name: `Aufgaben ${meta.data.todo} offene Aufgaben` })).toHaveAttribute(
      'href',
      '/todo',
    );
  });

  it('says one open to-do in the singular', async () => {
    // Every open to-do but one is completed before the page loads.
    const prepare = async () => {
      const open = db.providerPrompts.all().filter((prompt) => prompt.type === 'todo' && prompt.completedAt === null);
      for (const prompt of open.slice(1))
        await db.providerPrompts.update((q) => q.where({ id: prompt.id }), {
          data(record) {
            record.completedAt = new Date().toISOString();
          },
        });
    };
    await renderApp('/customer-users', { as: 'demo', prepare });
    const sidebar = await findSidebar();
    expect(await sidebar.findByRole('link', { name: 'Aufgaben 1 offene Aufgabe' })).toHaveAttribute('href', '/todo');
  });

  it('shows Providers and Galleries to a user with providers and hides them from one without', async () => {
    const { unmount } = await renderApp('/customer-users', { as: 'demo' });
    let sidebar = await findSidebar();
    expect(await sidebar.findByRole('link', { name: 'Anbieter' })).toHaveAttribute('href', '/providers');
    expect(sidebar.getByRole('link', { name: 'Galerien' })).toHaveAttribute('href', '/galleries');
    unmount();

    await renderApp('/customer-users', { as: 'neu' });
    sidebar = await findSidebar();
    expect(await sidebar.findByRole('link', { name: 'Benutzer' })).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Bewertungen' })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Anbieter' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Galerien' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: /Bewertungen übertragen/ })).not.toBeInTheDocument();
  });

  it('offers the statistics upgrade only where the plan is what is missing', async () => {
    // basic: a provider whose plan lacks the statistics; the entry opens the upgrade dialog.
    const basic = await renderApp('/customer-users', { as: 'basic' });
    let sidebar = await findSidebar();
    await basic.user.click(await sidebar.findByRole('button', { name: 'Statistiken' }));
    expect(sidebar.getByRole('button', { name: /^Besucherstatistik/ })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: /^Besucherstatistik/ })).not.toBeInTheDocument();
    basic.unmount();

    // neu: no active provider, so an upgrade would not help; the entry opens the page, which says why.
    const neu = await renderApp('/customer-users', { as: 'neu' });
    sidebar = await findSidebar();
    await neu.user.click(await sidebar.findByRole('button', { name: 'Statistiken' }));
    expect(sidebar.getByRole('link', { name: 'Besucherstatistik' })).toHaveAttribute('href', '/statistics/visits');
    expect(sidebar.getByRole('link', { name: 'Wettbewerbsanalyse' })).toHaveAttribute('href', '/statistics/rivals');
    expect(sidebar.queryByRole('button', { name: /^Besucherstatistik/ })).not.toBeInTheDocument();
  });

  it('opens the group of the current path and marks the current entry', async () => {
    const { user } = await renderApp('/templates/signatures', { as: 'demo' });
    const sidebar = await findSidebar();
    const templates = await sidebar.findByRole('button', { name: 'Vorlagen' });
    expect(templates).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar.getByRole('link', { name: 'Signaturen' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Anhänge' })).not.toHaveAttribute('aria-current');

    const statistics = sidebar.getByRole('button', { name: 'Statistiken' });
    expect(statistics).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar.queryByRole('link', { name: 'Besucherstatistik' })).not.toBeInTheDocument();
    await user.click(statistics);
    expect(statistics).toHaveAttribute('aria-expanded', 'true');
    await user.click(sidebar.getByRole('link', { name: 'Besucherstatistik' }));
    // The address changes before React renders the new location, so wait for the mark itself.
    await waitFor(() =>
      expect(sidebar.getByRole('link', { name: 'Besucherstatistik' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(window.location.pathname).toBe('/statistics/visits');
  });

  it('offers the support links, with the prefilled WhatsApp message naming the customer', async () => {
    const { user } = await renderApp('/customer-users', { as: 'demo' });
    const sidebar = await findSidebar();
    await user.click(await sidebar.findByRole('button', { name: 'Hilfe' }));
    // No chat service is configured here (as in mock mode): the entry says how to reach support instead.
    const chat = sidebar.getByRole('link', { name: 'Fragen Sie uns' });
    expect(chat).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:claudia\.neumann@hochzeitsportal\.de\?subject=/),
    );
    expect(chat).toHaveAccessibleDescription('Kein Live-Chat verfügbar: E-Mail an Claudia Neumann');
    const remote = sidebar.getByRole('link', { name: /Fernwartung/ });
    expect(remote).toHaveAttribute('href', 'https://get.teamviewer.com/anbieterportal');
    expect(remote).toHaveAttribute('target', '_blank');
    const whatsApp = new URL(sidebar.getByRole('link', { name: /Hilfe per WhatsApp/ }).getAttribute('href') ?? '');
    expect(whatsApp.origin + whatsApp.pathname).toBe('https://wa.me/4930123456789');
    expect(whatsApp.searchParams.get('text')).toContain('Schlossgut Havelblick GmbH');
  });

  it('hides the chat entry from a user without the advisor service', async () => {
    const { user } = await renderApp('/customer-users', { as: 'basic' });
    const sidebar = await findSidebar();
    await user.click(await sidebar.findByRole('button', { name: 'Hilfe' }));
    expect(sidebar.getByRole('link', { name: /Fernwartung/ })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Fragen Sie uns' })).not.toBeInTheDocument();
  });

  it('opens the menu as a drawer with Exit, and closes it on navigation', async () => {
    const { user } = await renderApp('/customer-users', { as: 'demo' });
    const sidebar = await findSidebar();
    expect(await sidebar.findByRole('link', { name: 'Benutzer' })).toBeInTheDocument();
    // On large screens Exit stays in the user menu.
    expect(sidebar.queryByRole('button', { name: 'Abmelden' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const drawerNav = within(within(drawer).getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(drawerNav.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    await user.click(drawerNav.getByRole('link', { name: 'Rabatte' }));
    await waitFor(() => expect(window.location.pathname).toBe('/discounts'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument());
  });

  it('in an admin switch-user session keeps Exit in the sidebar and offers no chat', async () => {
    await resetDatabase('default');
    const { data } = unwrap(
      await testApi.POST('/access-tokens', {
        body: { username: 'admin', password: DEMO_LOGINS.admin, userType: 'provider' },
      }),
    );
    writeSession({ accessToken: data.accessToken, accessTokenId: data.id, consumerKey: data.consumerKey });
    document.cookie = `admin_access_token=${data.accessToken}; path=/`;
    document.cookie = 'switch_user=demo; path=/';

    // renderApp would seed the database again (and drop the admin's token): render the app directly.
    window.history.replaceState(null, '', '/customer-users');
    const user = userEvent.setup();
    render(<App />);
    const sidebar = await findSidebar();
    expect(await screen.findByText('Katharina Vogt')).toBeInTheDocument();
    await user.click(sidebar.getByRole('button', { name: 'Hilfe' }));
    expect(sidebar.getByRole('link', { name: /Fernwartung/ })).toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Fragen Sie uns' })).not.toBeInTheDocument();

    await user.click(sidebar.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/login'));
    expect(document.cookie).not.toContain('switch_user');
  });
});
