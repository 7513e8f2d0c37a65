import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { CUSTOMER, PROVIDER } from '@mocks/db/core';
import { bookingSeries, listingRequests } from '@mocks/lib/lead-statistics';
import { marketToday } from '@/lib/calendar-day';
import { formatMonth, formatMonthRange, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { resolvePeriod } from '../lib/period';

const TIMEOUT = { timeout: 5000 };
const location = () => new URL(window.location.href);

/** The months of a preset window, from the same rule the page uses. */
const monthsOf = (period: '6m' | '12m') =>
  resolvePeriod({ period, from: null, to: null }, marketToday()).current.monthList;

const visitsOf = (providerId: number, month: string) =>
  db.visitStats.all().find((r) => r.providerId === providerId && r.month === month)?.profileViews ?? 0;

/** The rows of a table (without its header row) as the texts of their cells. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('statistics pages', () => {
  it('shows visits per month as chart and table, switches period and provider through the URL, checks a custom range', async () => {
    const { user } = await renderApp('/statistics/visits', { as: 'demo' });
    const table = await screen.findByRole('table', { name: 'Besuche je Monat' }, TIMEOUT);
    expect(screen.getByRole('img', { name: 'Profilaufrufe je Monat' })).toBeInTheDocument();
    // On a phone the table scrolls sideways: its frame takes the focus, so the keyboard can scroll it too.
    const frame = screen.getByRole('group', { name: 'Besuche je Monat' });
    expect(frame).toContainElement(table);
    frame.focus();
    expect(frame).toHaveFocus();
    // The feature's one name (issue 38.8), as in the navigation, the upgrade dialog and the lock.
    expect(screen.getByRole('heading', { level: 1, name: 'Besucherstatistik' })).toBeInTheDocument();

    // Default: the last 6 months of the first provider; every row holds the figures of the mock's month (the
    // requests through the profile counted from its leads, as the server answers them).
    const sixMonths = monthsOf('6m');
    const requests = listingRequests(db, PROVIDER.havelblick, sixMonths);
    expect(rowsOf(table).filter((cells) => cells[0] !== 'Summe')).toEqual(
      sixMonths.map((month, index) => [
        formatMonth(month, 'de-DE'),
        ...['profileViews', 'uniqueVisitors', 'phoneClicks', 'websiteClicks'].map((key) => {
          const record = db.visitStats.all().find((r) => r.providerId === PROVIDER.havelblick && r.month === month);
          return formatNumber(Number(record?.[key as 'profileViews'] ?? 0), 'de-DE');
        }),
        formatNumber(requests[index] ?? 0, 'de-DE'),
      ]),
    );

    await user.selectOptions(screen.getByLabelText('Zeitraum'), 'Letzte 12 Monate');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Besuche je Monat' }))).toHaveLength(12 + 1));
    expect(location().searchParams.get('period')).toBe('12m');

    await user.selectOptions(screen.getByLabelText('Anbieter'), 'Lichtwerk Fotografie');
    const firstMonth = monthsOf('12m')[0] ?? '';
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Besuche je Monat' }))[0]?.[1]).toBe(
        formatNumber(visitsOf(PROVIDER.lichtwerk, firstMonth), 'de-DE'),
      ),
    );
    expect(location().searchParams.get('provider')).toBe(String(PROVIDER.lichtwerk));
    expect(location().searchParams.get('period')).toBe('12m');

    // Couples who visited link to their lead where they have one.
    const couples = await screen.findByRole('table', { name: 'Paare, die Ihren Eintrag besucht haben' }, TIMEOUT);
    const leadLink = within(couples).getAllByRole('link')[0];
    expect(leadLink?.getAttribute('href')).toMatch(/^\/leads\/\d+$/);

    // A custom range ending before it starts is refused on the form and changes nothing.
    await user.selectOptions(screen.getByLabelText('Zeitraum'), 'Eigener Zeitraum');
    const form = screen.getByRole('form', { name: 'Eigener Zeitraum' });
    await user.type(within(form).getByLabelText('Von'), '2026-05-10');
    await user.clear(within(form).getByLabelText('Bis'));
    await user.type(within(form).getByLabelText('Bis'), '2026-04-01');
    await user.click(within(form).getByRole('button', { name: 'Zeitraum anzeigen' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Das Enddatum darf nicht vor dem Startdatum liegen.');
    expect(within(form).getByLabelText('Von')).toHaveAttribute('aria-invalid', 'true');
    expect(location().searchParams.get('period')).toBe('12m');
  });

  it('opens the upgrade dialog with the right campaign for the basic plan, without asking for statistics', async () => {
    const requests = recordRequests('/stats/providers/201/visits');
    const { user } = await renderApp('/statistics/visits', { as: 'basic' });
    const dialog = await screen.findByRole('dialog', {}, TIMEOUT);
    expect(dialog).toHaveTextContent('„Besucherstatistik“ ist in Ihrem Paket nicht enthalten.');
    expect(requests).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { name: 'Besucherstatistik nicht im Paket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade anfragen' }));
    expect(await screen.findByRole('dialog', {}, TIMEOUT)).toHaveTextContent('„Besucherstatistik“');

    // The competitor analysis has a campaign of its own.
    cleanup();
    await renderApp('/statistics/rivals', { as: 'basic' });
    expect(await screen.findByRole('dialog', {}, TIMEOUT)).toHaveTextContent('„Wettbewerbsanalyse“');
  });

  it('shows the cost per request and booking against the plan, and hides it below the minimum lead count', async () => {
    const { user } = await renderApp('/statistics/weddings', {
      as: 'demo',
      // The photographer gets a single request a month: below the minimum of its category.
      prepare: async () => {
        await db.leads.updateMany((q) => q.where({ providerId: PROVIDER.lichtwerk }), {
          data(record) {
            record.deletedAt = new Date().toISOString();
          },
        });
        await db.bookingStats.updateMany((q) => q.where({ providerId: PROVIDER.lichtwerk }), {
          data(record) {
            record.leads = 1;
            record.offers = Math.min(record.offers, 1);
            record.deals = Math.min(record.deals, 1);
          },
        });
      },
    });
    const roi = await screen.findByRole('region', { name: 'Was Ihr Paket einbringt' }, TIMEOUT);
    const subscription = db.subscriptions.all().find((s) => s.customerId === CUSTOMER.schlossgut);
    const months = monthsOf('6m');
    const leads = bookingSeries(db, PROVIDER.havelblick, months).reduce((sum, r) => sum + r.leads, 0);
    // The venue's own fee (what its plan payments charge), not an even share of the account's fee.
    const fee = subscription?.fees.find((entry) => entry.providerIds.includes(PROVIDER.havelblick));
    expect(fee?.providerIds).toEqual([PROVIDER.havelblick]);
    const ownPayment = db.payments
      .all()
      .find((payment) => payment.providerId === PROVIDER.havelblick && payment.type === 'subscription');
    expect(fee?.monthlyAmount).toBe(ownPayment?.amount);
    const perRequest = Math.round(((fee?.monthlyAmount ?? 0) * 100 * months.length) / leads) / 100;
    expect(within(roi).getByText('Kosten je Anfrage', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      // toHaveTextContent compares with its whitespace (Intl's no-break space) collapsed.
      formatMoney(perRequest, 'EUR', 'de-DE').replace(/\s/g, ' '),
    );
    expect(roi).toHaveTextContent(
      `für „${fee?.productName}“, ${formatMoney(fee?.monthlyAmount ?? 0, 'EUR', 'de-DE').replace(/\s/g, ' ')} je Monat, wie in seinen Zahlungen`,
    );

    await user.selectOptions(screen.getByLabelText('Anbieter'), 'Lichtwerk Fotografie');
    await waitFor(() =>
      expect(within(roi).queryByText('Kosten je Anfrage', { selector: 'dt' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Was Ihr Paket einbringt' })).toHaveTextContent(
      /erst ab durchschnittlich \d+ Anfragen im Monat.*waren es 1 im Monat/,
    );
  });

  it('shows weddings figures that agree with each other, compares equal months and rates in percentage points', async () => {
    // The default window (the last 6 months): the leads of the mock are counted there.
    await renderApp('/statistics/weddings', { as: 'demo' });
    const totals = await screen.findByRole('region', { name: 'Anfragen und Buchungen im Zeitraum' }, TIMEOUT);
    expect(screen.getByRole('heading', { level: 1, name: 'Hochzeitsstatistik' })).toBeInTheDocument();
    expect(totals).toHaveTextContent('Buchungen sind Anfragen, deren Paar Sie gebucht hat.');
    expect(totals).toHaveTextContent('Der laufende Monat zählt bis heute');

    // The conversion rate changes in percentage points, never in per cent of a per cent.
    const conversion = within(totals).getByText('Abschlussquote', { selector: 'dt' }).parentElement;
    await waitFor(() => expect(conversion?.querySelectorAll('dd')).toHaveLength(2));
    expect(conversion).toHaveTextContent(/([+−]\d+,\d Prozentpunkte?|unverändert) gegenüber \d+,\d %/);

    // Subsets never exceed their whole: booked couples ≤ bookings, couples without a booking + booked ≤ requests.
    const figure = (region: HTMLElement, label: string) =>
      Number(
        (within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '').replace(/\./g, ''),
      );
    const requests = figure(totals, 'Anfragen');
    const bookings = figure(totals, 'Buchungen');
    const estimate = await screen.findByRole('region', { name: 'Geschätzte Hochzeiten' }, TIMEOUT);
    const booked = figure(estimate, 'Davon gebucht');
    const unbookedText = (await screen.findByRole('region', { name: 'Paare ohne Buchung' }, TIMEOUT)).textContent ?? '';
    const unbooked = Number(/nicht gebucht haben: ([\d.]+)/.exec(unbookedText)?.[1]?.replace(/\./g, '') ?? NaN);
    expect(requests).toBeGreaterThan(0);
    expect(booked).toBeLessThanOrEqual(bookings);
    expect(bookings).toBeLessThanOrEqual(requests);
    expect(unbooked + booked).toBeLessThanOrEqual(requests);

    // A custom range of whole months a year back: three months, compared with the three before.
    const year = Number(marketToday().slice(0, 4)) - 1;
    cleanup();
    await renderApp(`/statistics/weddings?period=custom&from=${year}-03-01&to=${year}-05-31`, { as: 'demo' });
    const earlier = await screen.findByRole('region', { name: 'Anfragen und Buchungen im Zeitraum' }, TIMEOUT);
    expect(earlier).toHaveTextContent(
      // toHaveTextContent compares with its whitespace (Intl's thin spaces around the dash) collapsed.
      `Verglichen mit den 3 Kalendermonaten davor (${formatMonthRange(`${year - 1}-12`, `${year}-02`, 'de-DE')})`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(earlier).toHaveTextContent(
      `Die Zahlen zählen ganze Kalendermonate (${formatMonthRange(`${year}-03`, `${year}-05`, 'de-DE')})`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(earlier).not.toHaveTextContent('Der laufende Monat');
    // Its single requests are no longer kept: the couples' sections say so instead of "0" or "all booked".
    const unbookedEarlier = await screen.findByRole('region', { name: 'Paare ohne Buchung' }, TIMEOUT);
    expect(unbookedEarlier).toHaveTextContent('Für diesen Zeitraum liegen keine einzelnen Anfragen mehr vor');
    expect(unbookedEarlier).not.toHaveTextContent('haben gebucht');
    expect(screen.getByRole('region', { name: 'Geschätzte Hochzeiten' })).not.toHaveTextContent('Davon gebucht');
  });

  it('shows every rival’s requests per view to a tenth of a per cent, from the figures in its row', async () => {
    await renderApp('/statistics/rivals', { as: 'demo' });
    const table = await screen.findByRole('table', { name: /Profilaufrufe im Vergleich/ }, TIMEOUT);
    expect(screen.getByRole('heading', { level: 1, name: 'Wettbewerbsanalyse' })).toBeInTheDocument();
    const number = (text: string | undefined) => Number((text ?? '').replace(/\./g, ''));
    const rows = rowsOf(table).filter((cells) => cells[1] !== '0');
    expect(rows.length).toBeGreaterThan(1);
    for (const [, views, requests, , rate] of rows) {
      expect(rate?.replace(/\s/g, ' ')).toBe(
        formatPercent(number(requests) / number(views), 'de-DE', 1).replace(/\s/g, ' '),
      );
    }
  });

  it('says the real reason instead of offering an upgrade: no active provider, or every listing paused', async () => {
    await renderApp('/statistics/visits', {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) => ({
              ...link,
              hasLeftJob: true,
            }));
          },
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Kein Eintrag zugeordnet' }, TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade anfragen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    cleanup();
    await renderApp('/statistics/weddings', {
      as: 'demo',
      prepare: async () => {
        await db.providers.updateMany((q) => q.where({ customerId: CUSTOMER.schlossgut }), {
          data(provider) {
            provider.onHold = true;
          },
        });
      },
    });
    expect(await screen.findByRole('heading', { name: 'Eintrag pausiert' }, TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade anfragen' })).not.toBeInTheDocument();
  });
});
