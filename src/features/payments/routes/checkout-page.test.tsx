import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { CUSTOMER } from '@mocks/db/core';
import { formatMoney } from '@/lib/format';
import { today as currentDay } from '@/lib/calendar-day';
import { renderApp } from '@/testing/render-app';
import { changeLocale } from '@/i18n';

const pendingOfDemo = () =>
  db.payments.all().filter((payment) => payment.customerId === CUSTOMER.schlossgut && payment.status === 'pending');
/** The pay button's name, "174,00 € bezahlen" (its accessible name keeps the non-breaking space). */
const submitName = (amount: number) => `${formatMoney(amount, 'EUR', 'de-DE')} bezahlen`;

describe('/checkout', () => {
  it('holds a login with an overdue payment at /checkout until it is paid, then lets the user go on', async () => {
    const { user } = await renderApp('/leads?status=new', { as: 'demo', scenario: 'payment-due' });
    const today = currentDay();
    const overdue = pendingOfDemo().filter((payment) => payment.dueDate < today);
    const later = pendingOfDemo().filter((payment) => payment.dueDate >= today);
    expect(overdue).toHaveLength(1);
    expect(later.length).toBeGreaterThan(0);
    const [payment] = overdue;
    if (!payment) return;

    // The main-layout route sends the user here and keeps where they wanted to go.
    expect(await screen.findByRole('heading', { name: 'Bezahlung' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/checkout?next=%2Fleads%3Fstatus%3Dnew');
    expect(screen.getByRole('alert')).toHaveTextContent('Eine Zahlung ist überfällig.');
    const list = within(screen.getByRole('list', { name: 'Fällige Zahlungen' }));
    expect(list.getAllByRole('listitem')).toHaveLength(overdue.length + later.length);
    // No way past it but logout.
    expect(screen.queryByRole('link', { name: /Später bezahlen|Weiter zum Portal/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeEnabled();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    const row = within((await list.findByText(payment.descriptions.de)).closest('li') ?? document.body);
    expect(row.getByText('Überfällig')).toBeInTheDocument();
    expect(row.getByText('Brautsalon Altona')).toBeInTheDocument();
    await user.click(await row.findByRole('button', { name: `${payment.descriptions.de} bezahlen` }));
    // The title names what is paid (issue 38.8), the description isolated in its own direction.
    const dialog = within(
      await screen.findByRole('dialog', { name: `\u2068${payment.descriptions.de}\u2069 bezahlen` }),
    );
    // The primary saved card is chosen; the mock's bank approves it at once.
    await waitFor(() => expect(dialog.getByLabelText('Mit einer gespeicherten Karte')).toBeChecked());
    await user.click(dialog.getByRole('button', { name: submitName(payment.amount) }));

    // The login's list is read again: the paid payment is gone, nothing is overdue, the way on is open.
    await waitFor(() => expect(screen.queryByText(payment.descriptions.de)).not.toBeInTheDocument(), { timeout: 5000 });
    expect(db.payments.findFirst((q) => q.where({ id: payment.id }))?.status).toBe('paid');
    expect(screen.queryByText('Eine Zahlung ist überfällig.')).not.toBeInTheDocument();
    // The paid row took its button with it: the focus goes to the heading, not to the document body.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bezahlung' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Später bezahlen' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/leads?status=new'));
  });

  it('does not hold a login whose payments are due later, and offers them with "Später bezahlen"', async () => {
    const { user } = await renderApp('/checkout', { as: 'demo' });
    const today = currentDay();
    expect(pendingOfDemo().every((payment) => payment.dueDate >= today)).toBe(true);

    const list = within(await screen.findByRole('list', { name: 'Fällige Zahlungen' }, { timeout: 5000 }));
    expect(list.getAllByRole('listitem')).toHaveLength(pendingOfDemo().length);
    expect(list.queryByText('Überfällig')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Später bezahlen' }));
    // The dashboard opens: no guard sends the user back.
    expect(
      await screen.findByRole('heading', { level: 1, name: /Katharina Vogt/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('names the payment in Arabic, isolated in its own direction, inside the Arabic pay dialog', async () => {
    await changeLocale('ar_SA', { persist: false });
    try {
      const { user } = await renderApp('/checkout', { as: 'demo' });
      const payment = db.payments
        .all()
        .find((entry) => entry.customerId === CUSTOMER.schlossgut && entry.status === 'pending');
      expect(payment).toBeDefined();
      await user.click(
        await screen.findByRole('button', { name: `ادفع ${payment?.descriptions.ar}` }, { timeout: 5000 }),
      );
      // The title names what is paid in the server's Arabic ('باقة Prime، …', issue 38.3): the description is
      // isolated (first-strong isolate), as it holds Latin names, and the sentence around it keeps the page's direction.
      const dialog = await screen.findByRole('dialog', { name: `دفع \u2068${payment?.descriptions.ar}\u2069` });
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    } finally {
      await changeLocale('de_DE', { persist: false });
    }
  });
});
