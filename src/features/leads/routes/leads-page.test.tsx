import { cleanup, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { marketToday } from '@/lib/calendar-day';
import { afterEach, describe, expect, it } from 'vitest';
import { listLeadsQueryLimits } from '@/api/generated/limits';
import type { operations } from '@/api/generated/schema';
import { formatDate } from '@/lib/format';
import { germanDuration } from '@/testing/german-duration';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { db } from '@mocks/db';
import { LEAD } from '@mocks/db/leads';
import { clearFaults, setFault } from '@mocks/lib/faults';

afterEach(() => clearFaults());

type ListQuery = NonNullable<operations['listLeads']['parameters']['query']>;

/** Asks the mock backend directly, as the logged-in user, what the list should show (last six months). */
async function apiList(query: ListQuery) {
  // The API's day windows end with the market's today (Europe/Berlin, docs/dates.md).
  const today = dayjs(marketToday()).locale('en');
  const window = {
    createdAtStart: today.subtract(6, 'month').format('YYYY-MM-DD'),
    createdAtEnd: today.format('YYYY-MM-DD'),
  };
  return unwrap(await testApi.GET('/leads', { params: { query: { ...window, ...query } } }));
}
type ListBody = Awaited<ReturnType<typeof apiList>>;

/** What a row shows as the couple: the name, or the request number when the couple left none. */
function coupleLabel(lead: ListBody['data'][number] | undefined): string {
  if (!lead) throw new Error('the mock returned no lead');
  return lead.couple.name ?? `Anfrage Nr. ${lead.extensionNumber}`;
}

const list = () => screen.findByRole('list', { name: 'Anfragen' });
const rows = async () => within(await list()).getAllByRole('listitem');
const location = () => new URL(window.location.href);
/** The market's today (the API's day windows count in Europe/Berlin, docs/dates.md). */
const today = () => dayjs(marketToday()).locale('en');
const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

/** The inbox with "Eigener Zeitraum" chosen: its fields, its button, and a way to type a day into a field. */
async function openCustomPeriod() {
  const { user } = await renderApp('/leads', { as: 'demo' });
  await list();
  const period = () => screen.getByLabelText('Zeitraum');
  await user.selectOptions(period(), 'Eigener Zeitraum');
  const form = screen.getByRole('form', { name: 'Eigener Zeitraum' });
  return {
    user,
    period,
    from: within(form).getByLabelText('Von'),
    to: within(form).getByLabelText('Bis'),
    apply: () => user.click(within(form).getByRole('button', { name: 'Zeitraum anzeigen' })),
    enter: async (field: HTMLElement, value: string) => {
      await user.clear(field);
      if (value) await user.type(field, value);
    },
  };
}

describe('/leads', () => {
  it('lists the newest leads of the last six months with their badges and the total', async () => {
    await renderApp('/leads', { as: 'demo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brautpaare' })).toBeInTheDocument();
    const expected = await apiList({ limit: 25, sort: '-createdAt' });
    await waitFor(async () => expect(await rows()).toHaveLength(Math.min(25, expected.paging.total)));
    expect(screen.getByRole('heading', { name: `${expected.paging.total} Anfragen` })).toBeInTheDocument();
    const first = expected.data[0];
    const firstRow = (await rows())[0];
    expect(firstRow).toHaveTextContent(coupleLabel(first));

    const anna = db.leads.findFirst((q) => q.where({ id: LEAD.wellKnown }));
    expect(anna).toBeDefined();
    const link = await screen.findByRole('link', { name: /Anna Schmidt & Lukas Becker/ });
    expect(link).toHaveAttribute('href', `/leads/${LEAD.wellKnown}`);
    // Every field the row reads shows what the API answered (a row reading a field the document lacks shows
    // nothing and fails here).
    const annaAnswer = unwrap(await testApi.GET('/leads/{id}', { params: { path: { id: LEAD.wellKnown } } })).data;
    expect(annaAnswer.couple.name).toBe('Anna Schmidt & Lukas Becker');
    expect(annaAnswer.couple.weddingDate).toBeTruthy();
    expect(link).toHaveTextContent(`Hochzeit: ${formatDate(annaAnswer.couple.weddingDate, 'de-DE')}`);
    expect(link).toHaveTextContent(annaAnswer.provider.name);
    expect(link).toHaveTextContent(`Eingegangen am ${formatDate(annaAnswer.createdAt, 'de-DE')}`);
    // Lead 42: new, two unread messages, still waiting for an answer.
    expect(within(link).getByText('Neu')).toBeInTheDocument();
    expect(within(link).getByLabelText('2 ungelesene Nachrichten')).toBeInTheDocument();
    expect(within(link).getByText(/wartet seit/)).toBeInTheDocument();
  });

  it('filters by status through the URL and keeps the filter after a reload', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    await list();
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Zusage' }));
    await waitFor(() => expect(location().searchParams.get('status')).toBe('deal'));
    // The trigger names one chosen status and counts several (issue 38.8: no "2 Status").
    expect(screen.getByRole('button', { name: 'Status Zusage' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Neu' }));
    expect(await screen.findByRole('button', { name: 'Status 2 gewählt' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Neu' }));
    await waitFor(() => expect(location().searchParams.getAll('status')).toEqual(['deal']));
    const expected = await apiList({ limit: 25, status: ['deal'] });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `${expected.paging.total} Anfragen` })).toBeInTheDocument(),
    );
    // The rows follow as a deferred update.
    await waitFor(async () => {
      for (const row of await rows()) expect(row).toHaveTextContent(/Zusage/);
    });

    await renderApp(`/leads${location().search}`, { as: 'demo' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `${expected.paging.total} Anfragen` })).toBeInTheDocument(),
    );
  });

  it('offers Von and Bis for a custom period and checks them on the fields (issue 37.9)', async () => {
    const { user, period, from, to, apply, enter } = await openCustomPeriod();
    // The choice stays, with the date fields, which start with the window shown so far.
    expect(period()).toHaveDisplayValue('Eigener Zeitraum');
    expect(to).toHaveValue(day(today()));
    expect(from).toHaveValue(day(today().subtract(6, 'month')));

    // Both days are required.
    await enter(from, '');
    await enter(to, '');
    await apply();
    expect(from).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    expect(to).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');
    // The end not before the start: both fields marked, the message under "Bis".
    await enter(from, day(today().subtract(10, 'day')));
    await enter(to, day(today().subtract(20, 'day')));
    expect(to).toHaveAccessibleDescription('Das Enddatum darf nicht vor dem Startdatum liegen.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    // Not in the future.
    await enter(to, day(today().add(1, 'day')));
    expect(to).toHaveAccessibleDescription('Das Enddatum darf nicht in der Zukunft liegen.');
    // At most the inbox's longest window, 12 months.
    await enter(from, day(today().subtract(12, 'month').subtract(1, 'day')));
    await enter(to, day(today()));
    expect(from).toHaveAccessibleDescription('Der Zeitraum darf höchstens 12 Monate umfassen.');
    expect(to).not.toHaveAttribute('aria-invalid');
    await apply();
    // The URL (and the list) keep the last window until a valid range is applied.
    expect(location().search).toBe('');
    expect(period()).toHaveDisplayValue('Eigener Zeitraum');
    await user.selectOptions(period(), 'Letzte 6 Monate');
    expect(screen.queryByRole('form', { name: 'Eigener Zeitraum' })).not.toBeInTheDocument();
  });

  it('puts an applied custom period into the URL and lists it; Back and a reload keep it (issue 37.9)', async () => {
    const { user, period, from, to, apply, enter } = await openCustomPeriod();
    const range = {
      createdAtStart: day(today().subtract(3, 'month')),
      createdAtEnd: day(today().subtract(1, 'month')),
    };
    await enter(from, range.createdAtStart);
    await enter(to, range.createdAtEnd);
    await apply();
    await waitFor(() => {
      expect(location().searchParams.get('from')).toBe(range.createdAtStart);
      expect(location().searchParams.get('to')).toBe(range.createdAtEnd);
    });
    const expected = await apiList({ limit: 25, ...range });
    expect(expected.paging.total).not.toBe((await apiList({ limit: 25 })).paging.total);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `${expected.paging.total} Anfragen` })).toBeInTheDocument(),
    );

    // Another period, then Back: the custom range is there again.
    await user.selectOptions(period(), 'Letzte 3 Monate');
    await waitFor(() => expect(location().searchParams.get('months')).toBe('3'));
    expect(screen.queryByRole('form', { name: 'Eigener Zeitraum' })).not.toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(period()).toHaveDisplayValue('Eigener Zeitraum'));
    expect(location().searchParams.get('from')).toBe(range.createdAtStart);
    expect(within(screen.getByRole('form', { name: 'Eigener Zeitraum' })).getByLabelText('Von')).toHaveValue(
      range.createdAtStart,
    );

    // A reload keeps it.
    cleanup();
    await renderApp(`/leads${location().search}`, { as: 'demo' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `${expected.paging.total} Anfragen` })).toBeInTheDocument(),
    );
    const reloaded = screen.getByRole('form', { name: 'Eigener Zeitraum' });
    expect(within(reloaded).getByLabelText('Von')).toHaveValue(range.createdAtStart);
    expect(within(reloaded).getByLabelText('Bis')).toHaveValue(range.createdAtEnd);
  });

  it('shows the problems of a range typed into the address and lists the default window meanwhile', async () => {
    const requests = recordRequests('/leads');
    const from = day(today().subtract(5, 'day'));
    const to = day(today().subtract(30, 'day'));
    await renderApp(`/leads?from=${from}&to=${to}`, { as: 'demo' });
    const expected = await apiList({ limit: 25 });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `${expected.paging.total} Anfragen` })).toBeInTheDocument(),
    );
    const form = screen.getByRole('form', { name: 'Eigener Zeitraum' });
    expect(within(form).getByLabelText('Bis')).toHaveAccessibleDescription(
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    );
    // No request asked for the broken window.
    for (const request of requests) expect(new URL(request.url).searchParams.get('createdAtStart')).not.toBe(from);
  });

  it('folds the filters behind a button that counts the active ones (on a phone; CSS hides it from md on)', async () => {
    const { user } = await renderApp('/leads?unread=true', { as: 'demo' });
    await list();
    const toggle = screen.getByRole('button', { name: 'Filter (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(screen.getByRole('button', { name: /Status/ }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Zusage' }));
    // Status and read state: the search field is not behind the button and does not count.
    expect(await screen.findByRole('button', { name: 'Filter (2)' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('searches by couple name after typing stops and shows only matching couples', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    await list();
    const search = screen.getByRole('searchbox', { name: 'Brautpaar suchen' });
    // The field stops where the document's coupleName parameter does (issue 24.3).
    expect(search).toHaveAttribute('maxLength', String(listLeadsQueryLimits.coupleName.maxLength));
    await user.type(search, 'Anna Schmidt');
    await waitFor(() => expect(location().searchParams.get('q')).toBe('Anna Schmidt'));
    await waitFor(async () => {
      const found = await rows();
      expect(found.length).toBeGreaterThan(0);
      for (const row of found) expect(row).toHaveTextContent(/Anna Schmidt/);
    });
  });

  it('pages forward with the page in the URL', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    const expected = await apiList({ limit: 25, page: 2 });
    expect(expected.paging.pageCount).toBeGreaterThan(1);
    await list();
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    await waitFor(() => expect(location().searchParams.get('page')).toBe('2'));
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(coupleLabel(expected.data[0])));
    expect(screen.getAllByText(`Seite 2 von ${expected.paging.pageCount}`).length).toBeGreaterThan(0);
  });

  it('shows the unanswered leads longest-waiting first from the figures', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    await list();
    await user.click(await screen.findByRole('button', { name: 'Unbeantwortete anzeigen' }));
    await waitFor(() => {
      expect(location().searchParams.get('status')).toBe('new,pending');
      expect(location().searchParams.get('sort')).toBe('createdAt');
    });
    const expected = await apiList({ limit: 25, status: ['new', 'pending'], sort: 'createdAt' });
    await waitFor(async () => expect((await rows())[0]).toHaveTextContent(coupleLabel(expected.data[0])));
  });

  it('shows the average response time in hours and minutes, by the same rule as the dashboard', async () => {
    const requests = recordRequests('/leads/average-response-time');
    await renderApp('/leads', { as: 'demo' });
    const figures = within(await screen.findByRole('region', { name: 'Kennzahlen im gewählten Zeitraum' }));
    const label = await figures.findByText('Ø Antwortzeit', { selector: 'dt' });
    await waitFor(() => expect(requests).toHaveLength(1));
    // What the API answers for the window the inbox asked about.
    const asked = new URL((requests[0] as Request).url).searchParams;
    const { data } = unwrap(
      await testApi.GET('/leads/average-response-time', {
        params: {
          query: {
            createdAtStart: asked.get('createdAtStart') ?? '',
            createdAtEnd: asked.get('createdAtEnd') ?? '',
            providerIds: asked
              .getAll('providerIds')
              .flatMap((ids) => ids.split(','))
              .map(Number),
          },
        },
      }),
    );
    if (data.averageSeconds === null) throw new Error('the demo user has answered no lead in the window');
    // "6 Std. 58 Min." as on the dashboard, not "6 Stunden": one rounding rule for a duration.
    await waitFor(() => expect(label.nextElementSibling).toHaveTextContent(germanDuration(data.averageSeconds ?? 0)));
    expect(label.parentElement).toHaveTextContent(`über ${data.sampleSize.toLocaleString('de-DE')} Anfragen`);
  });

  it('shows leads beyond the basic plan’s quota locked; opening one offers the upgrade', async () => {
    const { user } = await renderApp('/leads?limit=100', { as: 'basic' });
    const locked = await screen.findAllByRole('button', { name: /Gesperrte Anfrage/ });
    expect(locked.length).toBeGreaterThan(0);
    await user.click(locked[0] as HTMLElement);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('says so when loading fails and loads again on request', async () => {
    setFault('listLeads', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp('/leads', { as: 'demo' });
    expect(await screen.findByText('Beim Laden ist ein Fehler aufgetreten')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await list()).toBeInTheDocument();
  });

  it('explains an empty inbox', async () => {
    await renderApp('/leads', { as: 'demo', scenario: 'empty' });
    expect(await screen.findByText('In diesem Zeitraum sind keine Anfragen eingegangen.')).toBeInTheDocument();
  });
});
