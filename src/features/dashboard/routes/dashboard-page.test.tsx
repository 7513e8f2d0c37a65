import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { marketToday } from '@/lib/calendar-day';
import { afterEach, describe, expect, it } from 'vitest';
import { germanDuration } from '@/testing/german-duration';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { PROVIDER } from '@mocks/db/core';
import { createIncomingLead } from '@mocks/db/leads';
import { clearFaults, setFault } from '../../../../mocks/lib/faults';

afterEach(() => clearFaults());

/** The six-month window of the dashboard's figures, for the demo user's providers. */
function windowQuery(providerIds: number[]) {
  // The API's day windows end with the market's today (Europe/Berlin, docs/dates.md).
  const today = dayjs(marketToday()).locale('en');
  return {
    createdAtStart: today.subtract(6, 'month').format('YYYY-MM-DD'),
    createdAtEnd: today.format('YYYY-MM-DD'),
    providerIds,
  };
}

const region = (name: string) => screen.findByRole('region', { name });

describe('dashboard', () => {
  it("shows the demo user's pending leads, latest leads, to-dos, response time and providers", async () => {
    await renderApp('/', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: /Katharina Vogt/ })).toBeInTheDocument();

    const window = windowQuery([101, 102, 103]);
    const { data: counts } = unwrap(await testApi.GET('/leads/counts-by-read-status', { params: { query: window } }));
    const pending = await region('Offene Anfragen');
    expect(await within(pending).findByText(String(counts.infoRequests.pending))).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Zu den Brautpaaren' })).toHaveAttribute('href', '/leads');

    const { data: leads } = unwrap(
      await testApi.GET('/leads', { params: { query: { limit: 5, sort: '-createdAt', ...window } } }),
    );
    expect(leads).toHaveLength(5);
    const latest = await region('Neueste Anfragen');
    const links = await within(latest).findAllByRole('link', { name: (name) => name !== 'Alle Anfragen' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(leads.map((lead) => `/leads/${lead.id}`));
    // A couple that left no name is shown by its request number.
    expect(links.map((link) => link.textContent)).toEqual(
      leads.map((lead) => lead.couple.name ?? `Anfrage Nr. ${lead.extensionNumber}`),
    );

    const { data: meta } = unwrap(await testApi.GET('/provider-prompts/meta'));
    const todo = await region('Aufgaben');
    expect(await within(todo).findByText(String(meta.todo))).toBeInTheDocument();
    expect(within(todo).getByRole('link', { name: 'Zu den Aufgaben' })).toHaveAttribute('href', '/todo');

    const { data: average } = unwrap(await testApi.GET('/leads/average-response-time', { params: { query: window } }));
    if (average.averageSeconds === null) throw new Error('the demo user has answered no lead in the window');
    const responseTime = await region('Durchschnittliche Antwortzeit');
    expect(await within(responseTime).findByText(germanDuration(average.averageSeconds))).toBeInTheDocument();
    expect(within(responseTime).getByText(/Montag bis Freitag, 08:00 bis 19:00 Uhr/)).toBeInTheDocument();

    const providers = await region('Ihre Anbieter');
    for (const [name, plan] of [
      ['Schlossgut Havelblick', 'Paket Prime'],
      ['Lichtwerk Fotografie', 'Paket Pro'],
      ['Brautsalon Altona', 'Paket Winner'],
    ] as const) {
      const item = within(providers).getByRole('link', { name }).closest('li');
      expect(item).not.toBeNull();
      expect(within(item as HTMLElement).getByText(plan)).toBeInTheDocument();
      expect(within(item as HTMLElement).getByText('Bezahlt')).toBeInTheDocument();
    }

    const notifications = await region('Neueste Benachrichtigungen');
    expect(await within(notifications).findAllByRole('listitem')).toHaveLength(5);
  });

  it('asks once for the figures the sidebar and the dashboard both show', async () => {
    const readStatusCounts = recordRequests('/leads/counts-by-read-status');
    const promptCounts = recordRequests('/provider-prompts/meta');
    await renderApp('/', { as: 'demo' });

    // Both the sidebar's badges and the dashboard's blocks show their figures.
    const sidebar = within(await screen.findByRole('navigation', { name: 'Hauptnavigation' }));
    expect(await sidebar.findByRole('link', { name: /^Brautpaare \d+ offene Anfragen?$/ })).toBeInTheDocument();
    expect(await within(await region('Offene Anfragen')).findByText(/^\d+$/)).toBeInTheDocument();
    expect(await within(await region('Aufgaben')).findByText(/^\d+$/)).toBeInTheDocument();

    expect(readStatusCounts).toHaveLength(1);
    expect(promptCounts).toHaveLength(1);
  });

  it('shows the same page at /dashboard', async () => {
    await renderApp('/dashboard', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: /Katharina Vogt/ })).toBeInTheDocument();
    expect(await region('Ihre Anbieter')).toBeInTheDocument();
  });

  it('shows a basic plan’s leads beyond its quota locked, as the inbox does, and offers the upgrade', async () => {
    // Four couples write to the basic provider now: at least the fourth of the month is beyond the quota of 3,
    // whatever day the test runs.
    const prepare = async () => {
      for (let couple = 0; couple < 4; couple++) await createIncomingLead({ providerId: PROVIDER.elbblick });
    };
    const { user } = await renderApp('/', { as: 'basic', prepare });
    const latest = await region('Neueste Anfragen');
    await within(latest).findAllByRole('listitem');
    const { data: providers } = unwrap(await testApi.GET('/providers', { params: { query: { limit: 100 } } }));
    const window = windowQuery(providers.map((provider) => provider.id));
    const { data: leads } = unwrap(
      await testApi.GET('/leads', { params: { query: { limit: 5, sort: '-createdAt', ...window } } }),
    );
    const locked = leads.filter((lead) => lead.isLocked);
    expect(locked.length).toBeGreaterThan(0);

    const lockedRows = within(latest).getAllByRole('button', { name: /^Gesperrte Anfrage/ });
    expect(lockedRows).toHaveLength(locked.length);
    // Late in a month every one of the latest five may be beyond the quota: then there is no open row at all.
    expect(within(latest).queryAllByRole('link', { name: (name) => name !== 'Alle Anfragen' })).toHaveLength(
      leads.length - locked.length,
    );
    expect(within(latest).queryByText(/\*\*\*/)).not.toBeInTheDocument();
    const [first] = lockedRows;
    if (!first) throw new Error('no locked row');
    expect(first).toHaveAccessibleDescription(/bis zu 3 Brautpaare pro Monat/);
    expect(within(first.closest('li') ?? first).queryByText('Neu')).not.toBeInTheDocument();

    await user.click(first);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('explains to a user without providers why there is nothing to see', async () => {
    await renderApp('/', { as: 'neu' });
    expect(await screen.findByRole('heading', { level: 1, name: /Lena Hoffmann/ })).toBeInTheDocument();
    expect(await region('Kein Anbieter verknüpft')).toHaveTextContent(
      'Ihr Benutzerkonto ist derzeit mit keinem Anbieter verknüpft.',
    );
    expect(screen.queryByRole('region', { name: 'Offene Anfragen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ihre Anbieter' })).not.toBeInTheDocument();
  });

  it('shows a loading error with a retry in the block that failed', async () => {
    setFault('getLeadCountsByReadStatus', { kind: 'server-error' });
    const { user } = await renderApp('/', { as: 'demo' });
    const pending = await region('Offene Anfragen');
    expect(await within(pending).findByText('Beim Laden ist ein Fehler aufgetreten')).toBeInTheDocument();
    // The other blocks are not affected.
    expect(await within(await region('Neueste Anfragen')).findAllByRole('listitem')).toHaveLength(5);

    clearFaults();
    await user.click(within(pending).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(within(pending).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(pending).getByText(/davon \d+ ungelesen/)).toBeInTheDocument();
  });

  it('shows empty states when there are no leads or notifications', async () => {
    await renderApp('/', { as: 'demo', scenario: 'empty' });
    expect(
      await within(await region('Neueste Anfragen')).findByText(
        'In den letzten 6 Monaten sind keine Anfragen eingegangen.',
      ),
    ).toBeInTheDocument();
    expect(
      await within(await region('Neueste Benachrichtigungen')).findByText('Keine Benachrichtigungen vorhanden.'),
    ).toBeInTheDocument();
    expect(
      await within(await region('Durchschnittliche Antwortzeit')).findByText(
        'In den letzten 6 Monaten wurde noch keine Anfrage beantwortet.',
      ),
    ).toBeInTheDocument();
  });
});
