import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, resetDatabase } from '@mocks/db';
import { CUSTOMER, PROVIDER } from '@mocks/db/core';
import { clearFaults } from '@mocks/lib/faults';
import { changeLocale } from '@/i18n';
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

// Testing Library collapses the non-breaking space before the euro sign in the page's text.
const money = (amount: number) => formatMoney(amount, 'EUR', 'de-DE').replace(/\s+/g, ' ');
/** The pay button's name, "349,00 € bezahlen" (its accessible name keeps the non-breaking space). */
const submitName = (amount: number) => `${formatMoney(amount, 'EUR', 'de-DE')} bezahlen`;
/** The pay dialog's title names what is paid (issue 38.8), the server's description isolated in its own direction. */
const payTitle = (description: string) => `\u2068${description}\u2069 bezahlen`;
const cardsOfDemo = () => db.creditCards.all().filter((card) => card.customerId === CUSTOMER.schlossgut);
const pendingOfDemo = () =>
  db.payments.all().filter((payment) => payment.customerId === CUSTOMER.schlossgut && payment.status === 'pending');

const GERMAN_CARD_LABELS = ['Karteninhaber', 'Kartennummer', 'Gültig bis', 'Prüfnummer (CVC)'] as const;
const ARABIC_CARD_LABELS = ['اسم حامل البطاقة', 'رقم البطاقة', 'صالحة حتى', 'رمز التحقق (CVC)'] as const;

/** Fills the four card fields of `scope` (the add dialog or the pay dialog), found by their labels in `labels`. */
async function typeCard(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  scope: ReturnType<typeof within>,
  card: { number: string; expiry: string; cvv: string; holder?: string },
  [holderLabel, numberLabel, expiryLabel, cvvLabel]: readonly [string, string, string, string] = GERMAN_CARD_LABELS,
) {
  for (const [label, value] of [
    [holderLabel, card.holder ?? 'Katharina Vogt'],
    [numberLabel, card.number],
    [expiryLabel, card.expiry],
    [cvvLabel, card.cvv],
  ] as const) {
    const input = scope.getByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('saved cards', () => {
  it('checks a new card before sending, shows only the masked number and keeps one primary', async () => {
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

    // Typed as printed on the card, without spaces or slash: shown back grouped once the field is left (issue 38.11).
    await typeCard(user, dialog, { number: '378282246310005', expiry: '1239', cvv: '1234' });
    expect(dialog.getByLabelText('Kartennummer')).toHaveValue('3782 822463 10005');
    expect(dialog.getByLabelText('Gültig bis')).toHaveValue('12/39');
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
  });

  it('renames a card: the name is checked on its field and the new name shows in the list (issue 42.7)', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/payments?tab=cards`, { as: 'demo' });
    const list = within(await screen.findByRole('list', { name: 'Gespeicherte Karten' }, { timeout: 5000 }));
    const [first] = cardsOfDemo();
    const renameButton = list.getByRole('button', { name: `${first!.name} umbenennen` });
    await user.click(renameButton);
    const dialog = within(await screen.findByRole('dialog', { name: 'Karte umbenennen' }));
    const field = dialog.getByLabelText('Bezeichnung');
    expect(field).toHaveValue(first!.name);

    await user.clear(field);
    await user.type(field, '   ');
    await user.click(dialog.getByRole('button', { name: 'Namen speichern' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Dies ist ein Pflichtfeld!'));
    expect(cardsOfDemo().find((card) => card.id === first!.id)?.name).toBe(first!.name);

    await user.clear(field);
    await user.type(field, '  Geschäftskonto Sparkasse ');
    await user.click(dialog.getByRole('button', { name: 'Namen speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await list.findByText('Geschäftskonto Sparkasse')).toBeInTheDocument();
    expect(cardsOfDemo().find((card) => card.id === first!.id)?.name).toBe('Geschäftskonto Sparkasse');
    // The dialog gives the focus back to the button that opened it (the row keeps its place).
    await waitFor(() =>
      expect(list.getByRole('button', { name: 'Geschäftskonto Sparkasse umbenennen' })).toHaveFocus(),
    );
  });

  it('shows the server’s refusal of an 11th card, and at 10 cards says why no card can be added', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/payments?tab=cards`, {
      as: 'demo',
      // Nine cards saved: the dialog still opens.
      prepare: async () => {
        for (let index = 3; index <= 9; index += 1) {
          await db.creditCards.create({
            ...cardsOfDemo()[1]!,
            id: 100 + index,
            name: `Karte ${index}`,
            isPrimary: false,
          });
        }
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Gespeicherte Karten' }, { timeout: 5000 }));
    expect(list.getAllByRole('listitem')).toHaveLength(9);

    // The server's refusal of an 11th card is shown when it comes anyway (another tab saved a card meanwhile).
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

describe('a card saved already (issue 38.11)', () => {
  /** The seeded primary card "Firmenkarte" (Visa ending 4242) as printed on it: its expiry follows the seed's day. */
  const firmenkarteExpiry = () => {
    const card = cardsOfDemo().find((saved) => saved.name === 'Firmenkarte');
    if (!card) throw new Error('the seed has no card "Firmenkarte"');
    return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
  };

  it('is not saved twice: the dialog names the saved card and offers to use it', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/payments?tab=cards`, { as: 'demo' });
    const list = within(await screen.findByRole('list', { name: 'Gespeicherte Karten' }, { timeout: 5000 }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Karte hinzufügen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Karte hinzufügen' }));
    await user.type(dialog.getByLabelText('Bezeichnung'), 'Neue Firmenkarte');
    await typeCard(user, dialog, { number: '4242 4242 4242 4242', expiry: firmenkarteExpiry(), cvv: '321' });
    await user.click(dialog.getByRole('button', { name: 'Karte speichern' }));

    const notice = await dialog.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Diese Karte ist bereits als „Firmenkarte“ gespeichert und wird nicht ein zweites Mal gespeichert.',
    );
    expect(notice).toHaveTextContent('Visa **** **** **** 4242');
    expect(cardsOfDemo()).toHaveLength(2);

    await user.click(within(notice).getByRole('button', { name: 'Gespeicherte Karte verwenden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText('„Firmenkarte“ ist gespeichert und steht für Zahlungen bereit.'),
    ).toBeInTheDocument();
    expect(list.getAllByRole('listitem')).toHaveLength(2);
  });

  it('asked as the primary card, uses the saved one as the primary card (in Arabic too)', async () => {
    await changeLocale('ar_SA', { persist: false });
    try {
      const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/payments?tab=cards`, { as: 'demo' });
      const list = within(await screen.findByRole('list', { name: 'البطاقات المحفوظة' }, { timeout: 5000 }));
      const spare = cardsOfDemo().find((card) => !card.isPrimary);
      if (!spare) throw new Error('the seed has no second card');
      // The spare card ("Ersatzkarte Buchhaltung", Mastercard ending 5100) as printed on it.
      const month = String(spare.expiryMonth).padStart(2, '0');
      const expiry = `${month}/${String(spare.expiryYear % 100).padStart(2, '0')}`;

      await user.click(screen.getByRole('button', { name: 'إضافة بطاقة' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'إضافة بطاقة' }));
      await user.type(dialog.getByLabelText('اسم البطاقة'), 'بطاقة جديدة');
      await typeCard(user, dialog, { number: '5105 1051 0510 5100', expiry, cvv: '321' }, ARABIC_CARD_LABELS);
      await user.click(dialog.getByLabelText('استخدمها كبطاقة رئيسية'));
      await user.click(dialog.getByRole('button', { name: 'حفظ البطاقة' }));

      const notice = await dialog.findByRole('alert');
      expect(notice).toHaveTextContent('هذه البطاقة محفوظة بالفعل باسم «Ersatzkarte Buchhaltung» ولن تُحفظ مرة ثانية.');
      await user.click(within(notice).getByRole('button', { name: 'استخدم البطاقة المحفوظة كبطاقة رئيسية' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(cardsOfDemo().find((card) => card.isPrimary)?.id).toBe(spare.id));
      expect(cardsOfDemo()).toHaveLength(2);
      expect(list.getAllByRole('listitem')).toHaveLength(2);
    } finally {
      await changeLocale('de_DE', { persist: false });
    }
  });
});

describe('the pay dialog in Arabic', () => {
  it('keeps the name "3-D Secure" whole and asks for the expiry as MM/YY (acceptance walk of issue 40)', async () => {
    await changeLocale('ar_SA', { persist: false });
    try {
      const { user } = await renderApp(`/providers/${PROVIDER.havelblick}/payments`, { as: 'demo' });
      const [pay] = await screen.findAllByRole('button', { name: /ادفع/ }, { timeout: 5000 });
      if (!pay) throw new Error('no open payment to pay');
      await user.click(pay);
      const dialog = within(await screen.findByRole('dialog'));
      // Isolated, the digit and the hyphen stay before the D in a right-to-left line (they showed "D Secure-3").
      expect(await dialog.findByText(/3-D Secure/)).toHaveTextContent('\u20683-D Secure\u2069');
      await user.click(dialog.getByRole('radio', { name: 'ببطاقة جديدة' }));
      expect(dialog.getByLabelText('صالحة حتى')).toHaveAttribute('placeholder', 'MM/YY');
    } finally {
      await changeLocale('de_DE', { persist: false });
    }
  });
});

describe('product information', () => {
  it('lists the covered providers the user is not linked to as a count, joined as German joins a list (issue 38.8)', async () => {
    // As for Jonas Albrecht, who is linked to the venue only: the plan covers two providers the user does not see.
    await renderApp('/providers/0/payments', {
      as: 'demo',
      prepare: async () => {
        await db.subscriptions.update((q) => q.where({ customerId: CUSTOMER.schlossgut }), {
          data: (subscription) => void (subscription.providerIds = [PROVIDER.havelblick, 9001, 9002]),
        });
      },
    });
    const product = await screen.findByRole('region', { name: 'Ihr Paket' }, { timeout: 5000 });
    const covered = await within(product).findByText('Enthaltene Anbieter');
    const line = covered.nextElementSibling;
    expect(line).toHaveTextContent(/^Schlossgut Havelblick und 2 weitere Anbieter$/);
    // The line runs in the page's direction; a name keeps its own in isolation (a Latin name first turned an Arabic
    // line left to right, final walk of issue 38).
    expect(line).not.toHaveAttribute('dir');
    expect(within(line as HTMLElement).getByText('Schlossgut Havelblick').tagName).toBe('BDI');
  });

  it('says of a provider the user is not linked to what every provider page says', async () => {
    await renderApp(`/providers/${PROVIDER.elbblick}/payments`, { as: 'demo' });
    expect(
      await screen.findByText('Diesen Anbieter gibt es nicht, oder Sie sind nicht mit ihm verknüpft.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });
});

describe('paying', () => {
  it('shows the account’s product and payments, and each payment failure of spec point 8 with its way out', async () => {
    const { user } = await renderApp('/providers/0/payments', { as: 'demo' });
    const product = within(await screen.findByRole('region', { name: 'Ihr Paket' }, { timeout: 5000 }));
    const subscription = db.subscriptions.findFirst((q) => q.where({ customerId: CUSTOMER.schlossgut }));
    expect(subscription).toBeTruthy();
    expect(await product.findByText(`${money(subscription?.monthlyAmount ?? 0)} pro Monat`)).toBeInTheDocument();
    const includes = within(await product.findByRole('list', { name: 'Im Paket enthalten' }));
    // The statistics by the names the navigation gives them (issue 38.8).
    expect(includes.getByText(/^Besucherstatistik/)).toHaveTextContent('Besucherstatistik (enthalten)');
    expect(includes.getByText(/^Hochzeitsstatistik/)).toHaveTextContent('Hochzeitsstatistik (enthalten)');
    // The product "Prime" of the plan Prime is named once, not beside a badge of the same word (issue 38.8).
    expect(product.getAllByText('Prime', { exact: true })).toHaveLength(1);

    const pending = within(await screen.findByRole('list', { name: 'Offene Zahlungen' }, { timeout: 5000 }));
    const open = pendingOfDemo();
    expect(pending.getAllByRole('listitem', { name: undefined }).length).toBeGreaterThanOrEqual(open.length);
    const venue = open.find((payment) => payment.providerId === PROVIDER.havelblick);
    if (!venue) throw new Error('the seed has a pending payment of the venue');
    const row = within(pending.getByText(venue.descriptions.de).closest('li') ?? document.body);
    expect(row.getByText(money(venue.amount))).toBeInTheDocument();
    expect(row.getByText('Offen')).toBeInTheDocument();
    expect(row.getByText('Paketgebühr')).toBeInTheDocument();

    const openPay = async () => {
      await user.click(row.getByRole('button', { name: `${venue.descriptions.de} bezahlen` }));
      return within(await screen.findByRole('dialog', { name: payTitle(venue.descriptions.de) }));
    };
    const payWithNewCard = async (number: string) => {
      const dialog = await openPay();
      await user.click(await dialog.findByLabelText('Mit einer neuen Karte'));
      await typeCard(user, dialog, { number, expiry: '12/39', cvv: '123' });
      await user.click(dialog.getByRole('button', { name: submitName(venue.amount) }));
      return dialog;
    };

    // Declined card: the message and the way out, the CVV emptied, the payment still open.
    let dialog = await payWithNewCard('4000 0000 0000 0002');
    expect(await dialog.findByText('Die Zahlung ist fehlgeschlagen.')).toBeInTheDocument();
    expect(dialog.getByText(/bezahlen Sie mit einer anderen Karte/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Prüfnummer (CVC)')).toHaveValue('');
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));

    // The bank sends no 3-D Secure form.
    dialog = await payWithNewCard('4000 0000 0000 3063');
    expect(
      await dialog.findByText('Ihre Bank hat kein Formular zur Bestätigung (3-D Secure) geliefert.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));

    // A 3-D Secure address the portal cannot vouch for (outside mock mode the mock's bank page is one).
    dialog = await payWithNewCard('4000 0000 0000 3220');
    expect(
      await dialog.findByText('Die Weiterleitung zur Bestätigung durch Ihre Bank (3-D Secure) ist ungültig.'),
    ).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));

    // The chosen saved card was deleted meanwhile: the cards are read again and another is chosen.
    dialog = await openPay();
    await user.selectOptions(dialog.getByLabelText('Karte'), '2');
    db.creditCards.delete((q) => q.where({ id: 2 }));
    await user.click(dialog.getByRole('button', { name: submitName(venue.amount) }));
    expect(await dialog.findByText('Die gewählte Karte ist nicht mehr gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Karte')).toHaveValue('1'));
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));

    // Paid elsewhere meanwhile: the dialog closes and the list shows it as paid.
    dialog = await openPay();
    await db.payments.update((q) => q.where({ id: venue.id }), {
      data(payment) {
        payment.status = 'paid';
        payment.paidAt = new Date().toISOString();
      },
    });
    await user.click(dialog.getByRole('button', { name: submitName(venue.amount) }));
    expect(await screen.findByText('Diese Zahlung ist bereits bezahlt.')).toBeInTheDocument();
    await waitFor(() => expect(pending.queryByText(venue.descriptions.de)).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Bisherige Zahlungen' }));
    const past = within(await screen.findByRole('list', { name: 'Bisherige Zahlungen' }));
    expect(
      within(past.getByText(venue.descriptions.de).closest('li') ?? document.body).getByText('Bezahlt'),
    ).toBeInTheDocument();
  });

  it('charges, confirms and lists the total of the chosen installment plan, its installments adding up to the cent', async () => {
    const { user } = await renderApp('/providers/0/payments', { as: 'demo' });
    const pending = within(await screen.findByRole('list', { name: 'Offene Zahlungen' }, { timeout: 5000 }));
    const venue = pendingOfDemo().find((payment) => payment.providerId === PROVIDER.havelblick);
    if (!venue) throw new Error('the seed has a pending payment of the venue');

    await user.click(await pending.findByRole('button', { name: `${venue.descriptions.de} bezahlen` }));
    const dialog = within(await screen.findByRole('dialog', { name: payTitle(venue.descriptions.de) }));
    const installments = await dialog.findByLabelText('Raten');
    const six = await within(installments).findByRole('option', { name: /^6 Raten/ });
    // The plan says its first installment, the others, the total and the surcharge in it.
    const [, totalText = ''] = /insgesamt ([^,]+,\d\d\s€)/.exec(six.textContent ?? '') ?? [];
    expect(six).toHaveTextContent(/^6 Raten: erste Rate .+, dann 5 × .+ \(insgesamt .+, davon .+ Ratenaufschlag\)$/);
    await user.selectOptions(installments, '6');
    await user.click(dialog.getByRole('button', { name: `${totalText} bezahlen` }));

    // The toast says what was charged now (the first installment) and what follows, in the page's live region.
    await waitFor(() => expect(document.body.textContent).toContain('Vielen Dank! Die erste Rate über'));
    const paid = db.payments.findFirst((q) => q.where({ id: venue.id }));
    const [first, ...rest] = paid?.installments ?? [];
    const restCents = rest.reduce((sum, installment) => sum + Math.round(installment.amount * 100), 0);
    expect(document.body.textContent?.replace(/\s/g, ' ')).toContain(
      `Die erste Rate über ${formatMoney(first?.amount ?? 0, 'EUR', 'de-DE')} ist bezahlt; 5 weitere Raten über zusammen ${formatMoney(restCents / 100, 'EUR', 'de-DE')} werden monatlich abgebucht (insgesamt ${totalText}).`.replace(
        /\s/g,
        ' ',
      ),
    );
    expect(paid?.paidAmount && formatMoney(paid.paidAmount, 'EUR', 'de-DE')).toBe(totalText);
    expect(paid?.paidAmount).toBeGreaterThan(venue.amount);
    const cents = (paid?.installments ?? []).map((installment) => Math.round(installment.amount * 100));
    expect(cents).toHaveLength(6);
    expect(cents.reduce((sum, each) => sum + each, 0)).toBe(Math.round((paid?.paidAmount ?? 0) * 100));
  });

  it('pays with a saved card in installments at once, and sends a 3-D Secure card to the bank in mock mode', async () => {
    const original = getRuntimeConfig();
    vi.mocked(getRuntimeConfig).mockReturnValue({ ...original, mockApi: true });
    try {
      const { user } = await renderApp('/providers/0/payments', { as: 'demo' });
      const pending = within(await screen.findByRole('list', { name: 'Offene Zahlungen' }, { timeout: 5000 }));
      const [first, second] = pendingOfDemo();
      if (!first || !second) throw new Error('the seed has two pending payments');

      await user.click(await pending.findByRole('button', { name: `${first.descriptions.de} bezahlen` }));
      let dialog = within(await screen.findByRole('dialog', { name: payTitle(first.descriptions.de) }));
      const installments = dialog.getByLabelText('Raten');
      await waitFor(() => expect(within(installments).getAllByRole('option').length).toBeGreaterThan(1));
      await user.selectOptions(installments, '3');
      await user.click(dialog.getByRole('button', { name: submitName(first.amount) }));
      await waitFor(() => expect(pending.queryByText(first.descriptions.de)).not.toBeInTheDocument());
      expect(db.payments.findFirst((q) => q.where({ id: first.id }))?.installments).toHaveLength(3);

      await user.click(pending.getByRole('button', { name: `${second.descriptions.de} bezahlen` }));
      dialog = within(await screen.findByRole('dialog', { name: payTitle(second.descriptions.de) }));
      await user.click(await dialog.findByLabelText('Mit einer neuen Karte'));
      await typeCard(user, dialog, { number: '4000 0000 0000 3220', expiry: '12/39', cvv: '123' });
      await user.click(dialog.getByRole('button', { name: submitName(second.amount) }));
      await waitFor(() => expect(leavePortal).toHaveBeenCalledTimes(1));
      const bank = new URL(String(vi.mocked(leavePortal).mock.calls[0]?.[0]));
      expect(bank.pathname).toBe('/__mock/bank-3d-secure.html');
      const back = new URL(bank.searchParams.get('returnUrl') ?? '');
      expect(back.pathname).toBe(`/payments/${second.id}/3d-secure`);
      expect(back.searchParams.get('next')).toBe('/providers/0/payments?tab=past');
      expect(db.payments.findFirst((q) => q.where({ id: second.id }))?.status).toBe('pending');
    } finally {
      vi.mocked(getRuntimeConfig).mockImplementation(() => original);
    }
  });
});

describe('return from the bank (3-D Secure)', () => {
  const TOKEN = '3ds_routetest0001';
  async function awaitingBank() {
    const payment = pendingOfDemo().find((candidate) => candidate.providerId === PROVIDER.havelblick);
    if (!payment) throw new Error('the seed has a pending payment of the venue');
    await db.payments.update((q) => q.where({ id: payment.id }), {
      data(stored) {
        stored.threeDSecure = {
          token: TOKEN,
          installmentCount: 1,
          totalAmount: stored.amount,
          paidWith: { brand: 'visa', maskedNumber: '**** **** **** 3220' },
          cardToSave: null,
        };
      },
    });
    return payment;
  }

  /** The venue's pending payment (the seed is deterministic: the same id after every reset). */
  async function venuePaymentId() {
    await resetDatabase('default');
    return pendingOfDemo().find((candidate) => candidate.providerId === PROVIDER.havelblick)?.id ?? 0;
  }

  it('completes an approved check, shows it paid and continues only to a path of the portal', async () => {
    const id = await venuePaymentId();
    const { user } = await renderApp(
      `/payments/${id}/3d-secure?next=${encodeURIComponent('https://evil.example/')}&redirectResult=${TOKEN}.approved`,
      { as: 'demo', prepare: () => void awaitingBank() },
    );
    expect(await screen.findByText(/ist bezahlt\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(db.payments.findFirst((q) => q.where({ id }))?.status).toBe('paid');
    // `next` leaves the portal: refused, the account's past payments instead.
    await user.click(screen.getByRole('link', { name: 'Weiter' }));
    const past = within(await screen.findByRole('list', { name: 'Bisherige Zahlungen' }, { timeout: 5000 }));
    const description = db.payments.findFirst((q) => q.where({ id }))?.descriptions.de ?? '';
    expect(past.getByText(description)).toBeInTheDocument();
  });

  it('shows a declined check with its way out and leaves the payment open', async () => {
    const id = await venuePaymentId();
    await renderApp(`/payments/${id}/3d-secure?next=%2Fcheckout&redirectResult=${TOKEN}.declined`, {
      as: 'demo',
      prepare: () => void awaitingBank(),
    });
    expect(await screen.findByText('Die Zahlung ist fehlgeschlagen.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Zahlungen' })).toHaveAttribute('href', '/checkout');
    expect(db.payments.findFirst((q) => q.where({ id }))?.status).toBe('pending');
  });
});
