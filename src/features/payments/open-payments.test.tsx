// Issue 35, "Plan and billing": every open payment says what it pays for (its kind and service period), when it is
// due and how much, and the dashboard, /checkout and the payments pages say the same for `demo` and `basic`.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, resetDatabase } from '@mocks/db';
import { CUSTOMER, PROVIDER } from '@mocks/db/core';
import { formatDate, formatMoney, formatMonth } from '@/lib/format';
import { type DemoUser, renderApp } from '@/testing/render-app';

type PaymentRecord = ReturnType<typeof db.payments.all>[number];

const TYPE = {
  subscription: 'Paketgebühr',
  plus_leads: 'Plus-Anfragen',
  advertisement: 'Werbung',
  setup_fee: 'Einrichtungsgebühr',
} as const;

/** Testing Library collapses the non-breaking spaces of dates and amounts in the page's text. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** What the page should say a payment pays for: "Plus-Anfragen · Leistungszeitraum: Oktober 2026". */
function purpose(payment: PaymentRecord): string {
  const period = payment.servicePeriod;
  if (period === null) return `${TYPE[payment.type]} · einmalige Gebühr`;
  const months =
    period.startMonth === period.endMonth
      ? formatMonth(period.startMonth, 'de-DE')
      : `${formatMonth(period.startMonth, 'de-DE')} bis ${formatMonth(period.endMonth, 'de-DE')}`;
  return spaced(`${TYPE[payment.type]} · Leistungszeitraum: ${months}`);
}
const due = (payment: PaymentRecord) => spaced(formatDate(payment.dueDate, 'de-DE'));
const amount = (payment: PaymentRecord) => spaced(formatMoney(payment.amount, 'EUR', 'de-DE'));

const CUSTOMER_OF: Record<DemoUser, number> = {
  demo: CUSTOMER.schlossgut,
  basic: CUSTOMER.elbblick,
  neu: CUSTOMER.schlossgut,
  renew: CUSTOMER.schlossgut,
};
const openPayments = (user: DemoUser) =>
  db.payments
    .all()
    .filter((payment) => payment.customerId === CUSTOMER_OF[user] && payment.status === 'pending')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);

/** The one item of `rows` that names the payment's purpose; it must also show its due date and amount. */
function expectRow(rows: HTMLElement[], payment: PaymentRecord, what: string) {
  const matching = rows.filter((row) => spaced(row.textContent ?? '').includes(purpose(payment)));
  expect(matching, `${what}: one row "${purpose(payment)}"`).toHaveLength(1);
  const [row] = matching;
  if (!row) return;
  expect(row).toHaveTextContent(due(payment));
  expect(row).toHaveTextContent(amount(payment));
}

/** Every open payment of the user, on the dashboard, at /checkout and on the payments pages, with the same figures. */
async function expectSameOpenPaymentsEverywhere(user: DemoUser, providerId: number) {
  const open = openPayments(user);
  expect(open.length).toBeGreaterThan(0);

  const dashboard = await renderApp('/', { as: user });
  const block = await screen.findByRole('region', { name: 'Offene Zahlungen' }, { timeout: 5000 });
  const dashboardRows = within(block).getAllByRole('listitem');
  expect(dashboardRows).toHaveLength(open.length);
  for (const payment of open) expectRow(dashboardRows, payment, 'dashboard');
  // The billing month alone ("Dezember 2026") no longer stands for what a payment is.
  expect(block).not.toHaveTextContent(/Abrechnungsmonat/);
  dashboard.unmount();

  const checkout = await renderApp('/checkout', { as: user });
  const list = await screen.findByRole('list', { name: 'Fällige Zahlungen' }, { timeout: 5000 });
  // The records (the server's words) arrive after the login's list: wait for them.
  for (const payment of open) await within(list).findByText(payment.descriptions.de);
  const checkoutRows = within(list).getAllByRole('listitem');
  expect(checkoutRows).toHaveLength(open.length);
  for (const payment of open) {
    expectRow(checkoutRows, payment, 'checkout');
    const row = checkoutRows.find((item) => spaced(item.textContent ?? '').includes(purpose(payment)));
    expect(row).toHaveTextContent(`Fällig am ${due(payment)}`);
  }
  expect(list).not.toHaveTextContent(/Abrechnungsmonat/);
  checkout.unmount();

  for (const [url, shown] of [
    ['/providers/0/payments', open],
    [`/providers/${providerId}/payments`, open.filter((payment) => payment.providerId === providerId)],
  ] as const) {
    const page = await renderApp(url, { as: user });
    const pending = await screen.findByRole('list', { name: 'Offene Zahlungen' }, { timeout: 5000 });
    const rows = within(pending).getAllByRole('listitem');
    expect(rows, url).toHaveLength(shown.length);
    for (const payment of shown) {
      const row = within(pending).getByText(payment.descriptions.de).closest('li');
      if (!row) throw new Error(`${url}: no row for ${payment.descriptions.de}`);
      expect(row).toHaveTextContent(purpose(payment).split(' · ')[1] ?? '');
      expect(row).toHaveTextContent(TYPE[payment.type]);
      expect(row).toHaveTextContent(due(payment));
      expect(row).toHaveTextContent(amount(payment));
    }
    page.unmount();
  }
}

describe('open payments: what each pays for, when it is due, the same on every screen', () => {
  it('demo: the plan fee and the plus leads with their service periods on the dashboard, /checkout and the payments pages', async () => {
    await resetDatabase('default');
    const open = openPayments('demo');
    expect(open.map((payment) => payment.type).sort()).toEqual(['plus_leads', 'subscription']);
    await expectSameOpenPaymentsEverywhere('demo', PROVIDER.havelblick);
  });

  it('basic: the free plan owes no plan fee; its open payment is an advertisement and says so everywhere', async () => {
    await resetDatabase('default');
    const [payment, ...others] = openPayments('basic');
    expect(others).toEqual([]);
    expect(payment?.type).toBe('advertisement');
    await expectSameOpenPaymentsEverywhere('basic', PROVIDER.elbblick);

    // The plan panel and the product information agree with it: Basic, free, no term, no plan fee.
    const dashboard = await renderApp('/', { as: 'basic' });
    const providers = await screen.findByRole('region', { name: 'Ihre Anbieter' }, { timeout: 5000 });
    expect(within(providers).getByText('Paket Basic')).toBeInTheDocument();
    expect(within(providers).getByText('Kostenlos')).toBeInTheDocument();
    expect(within(providers).getByText('Laufzeit unbefristet')).toBeInTheDocument();
    const block = screen.getByRole('region', { name: 'Offene Zahlungen' });
    expect(block).toHaveTextContent('Landhaus Elbblick');
    expect(block).not.toHaveTextContent(/Paketgebühr|Einrichtungsgebühr/);
    dashboard.unmount();

    await renderApp('/providers/0/payments', { as: 'basic' });
    const product = await screen.findByRole('region', { name: 'Ihr Paket' }, { timeout: 5000 });
    expect(
      await within(product).findByText(/im kostenlosen Paket Basic eingetragen: ohne Paketgebühr und ohne Laufzeit/),
    ).toBeInTheDocument();
    expect(within(product).queryByText('Für Ihr Kundenkonto läuft derzeit kein Paket.')).not.toBeInTheDocument();
    expect(await within(product).findByText('Bis zu 3 Brautpaare pro Monat')).toBeInTheDocument();
  });
});
