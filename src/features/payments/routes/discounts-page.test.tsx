import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { addDays, today } from '@/lib/calendar-day';
import { renderApp } from '@/testing/render-app';

/** A day `days` from today: the discounts' dates stay in the future whatever day the test runs. */
const inDays = (days: number) => addDays(today(), days);
const discountsOfDemo = () => db.discounts.all().filter((discount) => discount.providerId < 200);

describe('discounts', () => {
  it('lists the discounts with their approval, counts the intro and gift text, and checks the dates', async () => {
    const { user } = await renderApp('/discounts', { as: 'demo' });
    const list = within(await screen.findByRole('list', { name: 'Rabatte und Aktionen' }, { timeout: 5000 }));
    expect(list.getAllByRole('listitem')).toHaveLength(discountsOfDemo().length);
    expect(list.getAllByText('Wartet auf Freigabe').length).toBeGreaterThan(0);
    expect(list.getAllByText('Veröffentlicht').length).toBeGreaterThan(0);
    expect(screen.getByText(/innerhalb von 2 Werktagen/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rabatt anlegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rabatt anlegen' }));
    await user.selectOptions(dialog.getByLabelText('Anbieter'), String(PROVIDER.havelblick));
    await user.type(dialog.getByLabelText('Rabatt (%)'), '15');
    await user.type(dialog.getByLabelText('Einleitungstext'), 'Freitagsrabatt 2027');
    expect(dialog.getByLabelText('Einleitungstext')).toHaveAccessibleDescription('19 von 500 Zeichen');
    await user.type(dialog.getByLabelText('Geschenk'), 'Sektempfang');
    expect(dialog.getByLabelText('Geschenk')).toHaveAccessibleDescription('11 von 200 Zeichen');
    const primary = dialog.getByRole('checkbox', { name: 'Als Hauptrabatt zeigen' });
    expect(primary).not.toBeChecked();
    await user.click(primary);
    expect(primary).toBeChecked();
    await user.type(dialog.getByLabelText('Gültig ab'), inDays(90));
    await user.type(dialog.getByLabelText('Gültig bis'), inDays(60));
    await user.click(dialog.getByRole('button', { name: 'Speichern und zur Prüfung senden' }));
    expect(dialog.getByLabelText('Gültig bis')).toHaveAccessibleDescription(
      'Das Enddatum darf nicht vor dem Startdatum liegen.',
    );
    await user.clear(dialog.getByLabelText('Gültig bis'));
    await user.type(dialog.getByLabelText('Gültig bis'), inDays(330));
    await user.click(dialog.getByRole('button', { name: 'Speichern und zur Prüfung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within((await list.findByText('Freitagsrabatt 2027')).closest('li') ?? document.body);
    expect(row.getByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect(db.discounts.all().find((discount) => discount.intro === 'Freitagsrabatt 2027')).toMatchObject({
      discountRatio: 15,
      giftText: 'Sektempfang',
      isPrimary: true,
      status: 'pending_approval',
    });
  });

  it('opens the upgrade dialog for a provider whose plan has no discounts', async () => {
    const { user } = await renderApp('/discounts', { as: 'basic' });
    await user.click(await screen.findByRole('button', { name: 'Rabatt anlegen' }, { timeout: 5000 }));
    // Straight to the upgrade: no form to fill in that the plan would then refuse.
    expect(await screen.findByRole('dialog', { name: /Upgrade/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Rabatt anlegen' })).not.toBeInTheDocument();
  });

  it('reads label prices the German way ("2.000" is two thousand), refuses what is not a number and shows them again when editing', async () => {
    const { user } = await renderApp('/discounts', { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Rabatt anlegen' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rabatt anlegen' }));
    await user.selectOptions(dialog.getByLabelText('Anbieter'), String(PROVIDER.havelblick));
    await user.type(dialog.getByLabelText('Rabatt (%)'), '12');
    await user.type(dialog.getByLabelText('Einleitungstext'), 'Sommerhochzeit 2027');
    await user.type(dialog.getByLabelText('Gültig ab'), inDays(30));
    await user.type(dialog.getByLabelText('Gültig bis'), inDays(120));
    await user.type(dialog.getByLabelText('Preis vorher (EUR)'), '2000.50');
    await user.type(dialog.getByLabelText('Preis nachher (EUR)'), '1.760,505');
    await user.click(dialog.getByRole('button', { name: 'Speichern und zur Prüfung senden' }));
    expect(dialog.getByLabelText('Preis vorher (EUR)')).toHaveAccessibleDescription(
      'Bitte geben Sie eine Zahl ein, z. B. 1.760,50.',
    );
    expect(dialog.getByLabelText('Preis nachher (EUR)')).toHaveAccessibleDescription(
      'Bitte geben Sie höchstens 2 Nachkommastellen ein.',
    );
    // What was typed stays in the fields for the user to correct.
    expect(dialog.getByLabelText('Preis vorher (EUR)')).toHaveValue('2000.50');

    await user.clear(dialog.getByLabelText('Preis vorher (EUR)'));
    await user.type(dialog.getByLabelText('Preis vorher (EUR)'), '2.000');
    await user.clear(dialog.getByLabelText('Preis nachher (EUR)'));
    await user.type(dialog.getByLabelText('Preis nachher (EUR)'), '1.760');
    await user.click(dialog.getByRole('button', { name: 'Speichern und zur Prüfung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.discounts.all().find((discount) => discount.intro === 'Sommerhochzeit 2027')).toMatchObject({
      priceBefore: 2000,
      priceAfter: 1760,
    });

    const list = within(screen.getByRole('list', { name: 'Rabatte und Aktionen' }));
    const row = within((await list.findByText('Sommerhochzeit 2027')).closest('li') ?? document.body);
    await user.click(row.getByRole('button', { name: 'Bearbeiten' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Rabatt bearbeiten' }));
    expect(edit.getByLabelText('Preis vorher (EUR)')).toHaveValue('2.000');
    expect(edit.getByLabelText('Preis nachher (EUR)')).toHaveValue('1.760');
  });

  it('offers no discount changes for a provider the user may not edit, and none at all without edit rights', async () => {
    const withoutEditRights = async (providerIds: readonly number[]) => {
      await db.customerUsers.update((q) => q.where({ id: 1 }), {
        data(account) {
          account.customerUserProviders = account.customerUserProviders.map((link) =>
            providerIds.includes(link.providerId) ? { ...link, canManage: false } : link,
          );
        },
      });
    };
    const { user } = await renderApp('/discounts', {
      as: 'demo',
      prepare: () => withoutEditRights([PROVIDER.lichtwerk]),
    });
    const list = within(await screen.findByRole('list', { name: 'Rabatte und Aktionen' }, { timeout: 5000 }));
    expect(await screen.findByText(/keine Bearbeitungsrechte haben, können Sie nur ansehen/)).toBeInTheDocument();
    const rowOf = (providerId: number) =>
      list.getAllByRole('listitem').find((item) => item.textContent?.includes(providerNames.get(providerId) ?? '-'));
    const providerNames = new Map(db.providers.all().map((provider) => [provider.id, provider.name]));
    const photographer = rowOf(PROVIDER.lichtwerk);
    const venue = rowOf(PROVIDER.havelblick);
    expect(photographer && venue).toBeTruthy();
    expect(within(photographer as HTMLElement).queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(within(venue as HTMLElement).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();

    // The coupons of the photographer's discount can be read, not added to.
    await user.click(within(photographer as HTMLElement).getByRole('button', { name: 'Gutscheincodes' }));
    const coupons = within(await screen.findByRole('dialog', { name: 'Gutscheincodes' }));
    expect(coupons.getByText(/neue Codes legt an, wer den Anbieter bearbeiten darf/)).toBeInTheDocument();
    expect(coupons.queryByRole('button', { name: 'Gutscheincode anlegen' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    // The new discount's provider list holds only the providers the user may edit.
    await user.click(screen.getByRole('button', { name: 'Rabatt anlegen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rabatt anlegen' }));
    const options = within(dialog.getByLabelText('Anbieter')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).not.toContain(String(PROVIDER.lichtwerk));
    expect(options.map((option) => option.getAttribute('value'))).toContain(String(PROVIDER.havelblick));
  });

  it('shows the discounts read-only to a user without edit rights for any provider', async () => {
    await renderApp('/discounts', {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(account) {
            account.customerUserProviders = account.customerUserProviders.map((link) => ({
              ...link,
              canManage: false,
            }));
          },
        });
      },
    });
    await screen.findByRole('list', { name: 'Rabatte und Aktionen' }, { timeout: 5000 });
    expect(await screen.findByText(/Sie können die Rabatte ansehen, aber nicht ändern/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rabatt anlegen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });
});
