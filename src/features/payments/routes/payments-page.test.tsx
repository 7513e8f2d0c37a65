import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { CUSTOMER, PROVIDER } from '@mocks/db/core';
import { clearFaults } from '@mocks/lib/faults';
import { formatMoney } from '@/lib/format';
import { leavePortal } from '@/lib/public-website';
import type * as publicWebsite from '@/lib/public-website';
import type * as runtimeConfig from '@/lib/runtime-config';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/public-website', async (importOriginal) => ({
  ...(await importOriginal<typeof publicWebsite>()),
  leavePortal: vi.fn(),
}));
vi.mock('@/lib/runtime-config', async (importOriginal) => {
  const original = await importOriginal<typeof runtimeConfig>();
  return { ...original, getRuntimeConfig: vi.fn(original.getRuntimeConfig) };
});

afterEach(() => {
  clearFaults();
  vi.mocked(leavePortal).mockClear();
});

const money = (amount: number) => formatMoney(amount, 'EUR', 'de-DE');
const cardsOfDemo = () => db.creditCards.all().filter((card) => card.customerId === CUSTOMER.schlossgut);
const pendingOfDemo = () =>
  db.payments.all().filter((payment) => payment.customerId === CUSTOMER.schlossgut && payment.status === 'pending');

/** Fills the four card fields of `scope` (the add dialog or the pay dialog). */
async function typeCard(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  scope: ReturnType<typeof within>,
  card: { number: string; expiry: string; cvv: string; holder?: string },
) {
  for (const [label, value] of [
    ['Karteninhaber', card.holder ?? 'Katharina Vogt'],
    ['Kartennummer', card.number],
    ['Gültig bis', card.expiry],
    ['Prüfnummer (CVC)', card.cvv],
  ] as const) {
    const input = scope.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('saved cards', () => {
  it('checks a new card before sending, shows only the masked number, keeps one primary and at most 10', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/payments?tab=cards`, { as: 'demo' });
    const list = within(await screen.findByRole('list', { name: 'Gespeicherte Karten' }, { timeout: 5000 }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('**** **** **** 4242')).toBeInTheDocument();
    const primaryRow = within(list.getByText('Firmenkarte').closest('li') ?? document.body);
    expect(primaryRow.getByText('Hauptkarte')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Karte hinzufügen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Karte hinzufügen' }));
    expect(dialog.getByLabelText('Kartennummer')).toHaveAttribute('autocomplete', 'cc-number');
    expect(dialog.getByLabelText('Prüfnummer (CVC)')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(dialog.getByLabelText('Gültig bis')).toHaveAttribute('autocomplete', 'cc-exp');
    await user.type(dialog.getByLabelText('Bezeichnung'), 'Reisekarte');
    // A wrong check digit (Luhn), an expiry last year and a 3-digit CVV on an American Express card.
    await typeCard(user, dialog, { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '123' });
    await user.click(dialog.getByRole('button', { name: 'Karte speichern' }));
    expect(dialog.getByLabelText('Kartennummer')).toHaveAccessibleDescription(
      'Diese Kartennummer ist ungültig. Bitte prüfen Sie die Ziffern.',
    );
    expect(dialog.getByLabelText('Gültig bis')).toHaveAccessibleDescription(
      expect.stringContaining('Die Karte ist abgelaufen.'),
    );
    await typeCard(user, dialog, { number: '3782 822463 10005', expiry: '12/39', cvv: '123' });
    await user.click(dialog.getByRole('button', { name: 'Karte speichern' }));
    expect(dialog.getByLabelText('Prüfnummer (CVC)')).toHaveAccessibleDescription(
      expect.stringContaining('Die Prüfnummer dieser Karte hat 4 Ziffern.'),
    );
    expect(cardsOfDemo()).toHaveLength(2);

    await typeCard(user, dialog, { number: '3782 822463 10005', expiry: '12/39', cvv: '1234' });
    await user.click(dialog.getByLabelText('Als Hauptkarte verwenden'));
    await user.click(dialog.getByRole('button', { name: 'Karte speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
    const added = within(list.getByText('Reisekarte').closest('li') ?? document.body);
    expect(added.getByText('**** **** **** 0005')).toBeInTheDocument();
    expect(added.getByText('Hauptkarte')).toBeInTheDocument();
    expect(list.getAllByText('Hauptkarte')).toHaveLength(1);

    // The primary flag moves back; deleting asks first.
    await user.click(list.getByRole('button', { name: 'Firmenkarte als Hauptkarte festlegen' }));
    await waitFor(() => expect(primaryRow.getByText('Hauptkarte')).toBeInTheDocument());
    await user.click(list.getByRole('button', { name: 'Reisekarte löschen' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Karte löschen?' }));
    await user.click(confirm.getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));

    // The server's refusal of an 11th card is shown when it comes anyway (another tab saved cards meanwhile).
    for (let index = 3; index <= 9; index += 1) {
      await db.creditCards.create({ ...cardsOfDemo()[1]!, id: 100 + index, name: `Karte ${index}`, isPrimary: false });
    }
    await user.click(screen.getByRole('button', { name: 'Karte hinzufügen' }));
    const last = within(await screen.findByRole('dialog', { name: 'Karte hinzufügen' }));
    await user.type(last.getByLabelText('Bezeichnung'), 'Elfte Karte');
    await typeCard(user, last, { number: '5555 5555 5555 4444', expiry: '12/39', cvv: '123' });
    await db.creditCards.create({ ...cardsOfDemo()[1]!, id: 110, name: 'Karte 10', isPrimary: false });
    await user.click(last.getByRole('button', { name: 'Karte speichern' }));
    expect(await last.findByText(/höchstens 10 Karten/)).toBeInTheDocument();
    await user.click(last.getByRole('button', { name: 'Abbrechen' }));
    // At the limit the add button says so.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toHaveAccessibleDescription(
      'Sie haben 10 Karten gespeichert, mehr sind nicht möglich. Bitte löschen Sie zuerst eine Karte.',
    );
    expect(cardsOfDemo()).toHaveLength(10);
  });
});
