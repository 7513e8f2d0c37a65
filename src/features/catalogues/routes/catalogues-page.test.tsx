import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { PROVIDER } from '@mocks/db/core';
import { href } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  mockServer.resetHandlers();
  clearFaults();
});

const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');
// The portal's own money format in German (tested in src/lib/format.test.ts).
const euro = (amount: number) => formatMoney(amount, 'EUR', 'de-DE').replace(/\s/g, ' ');

async function catalogsOf(providerId: number) {
  return unwrap(
    await testApi.GET('/customers/{customerId}/catalogs', {
      params: { path: { customerId: 1 }, query: { providerIds: [providerId], limit: 100 } },
    }),
  ).data;
}

async function openPage() {
  const rendered = await renderApp(href.providerCatalogs(PROVIDER.havelblick), { as: 'demo' });
  await screen.findByRole('heading', { level: 1, name: 'Preise und Menüs' }, { timeout: 5000 });
  const catalogs = await catalogsOf(PROVIDER.havelblick);
  return { ...rendered, catalogs };
}

async function editFirstExpired() {
  const rendered = await openPage();
  const expired = rendered.catalogs.find((catalog) => catalog.needsPriceUpdate);
  if (!expired) throw new Error('the seed has an expired catalogue of 101');
  const card = within(await screen.findByRole('region', { name: expired.name }, { timeout: 5000 }));
  await rendered.user.click(card.getByRole('button', { name: 'Preise aktualisieren' }));
  const form = within(await screen.findByRole('form', { name: expired.name }, { timeout: 5000 }));
  const price = (index: number) => {
    const input = form.getAllByLabelText(/^Preis in EUR/)[index];
    if (!input) throw new Error(`no price ${index}`);
    return input;
  };
  const discounted = (index: number) => {
    const input = form.getAllByLabelText(/^Reduzierter Preis in EUR/)[index];
    if (!input) throw new Error(`no discounted price ${index}`);
    return input;
  };
  const save = () => rendered.user.click(form.getByRole('button', { name: 'Preise speichern' }));
  return { ...rendered, expired, form, price, discounted, save };
}

describe('catalogues page', () => {
  it('lists the provider’s catalogues with type, pricing, guests and prices in euros', async () => {
    const { catalogs } = await openPage();
    for (const catalog of catalogs) {
      const card = within(await screen.findByRole('region', { name: catalog.name }));
      expect(card.getByText(catalog.catalogType.name)).toBeInTheDocument();
      const table = within(card.getByRole('table', { name: `Preise von ${catalog.name}` }));
      for (const price of catalog.prices) expect(table.getAllByText(euro(price.price)).length).toBeGreaterThan(0);
      // The vendor's own words keep their own direction (a German note on an Arabic page).
      expect(card.getByRole('heading', { name: catalog.name })).toHaveAttribute('dir', 'auto');
      if (catalog.notes) expect(card.getByText(catalog.notes)).toHaveAttribute('dir', 'auto');
    }
    const menu = catalogs.find((catalog) => catalog.pricingType === 'per_person' && catalog.minGuests !== null);
    if (!menu) throw new Error('the seed has a per-person menu');
    expect(
      within(screen.getByRole('region', { name: menu.name })).getByText(`ab ${menu.minGuests} Gästen`),
    ).toBeInTheDocument();
  });

  it('shows every price rule’s message on its field', async () => {
    const { user, form, price, discounted, save } = await editFirstExpired();
    await user.clear(price(0));
    await user.clear(price(1));
    await user.type(price(1), '12,5');
    await user.clear(discounted(1));
    await user.type(discounted(1), '1');
    await user.clear(price(2));
    await user.type(price(2), '100');
    await user.clear(discounted(2));
    await user.type(discounted(2), '100');
    await save();
    expect((await form.findAllByText('Dies ist ein Pflichtfeld!')).length).toBeGreaterThan(0);
    expect(form.getByText('Bitte geben Sie eine ganze Zahl ein.')).toBeInTheDocument();
    expect(form.getByText('Der reduzierte Preis muss niedriger sein als der reguläre Preis.')).toBeInTheDocument();
    // An expired catalogue starts without an expiry date: required.
    expect(form.getAllByText('Dies ist ein Pflichtfeld!')).toHaveLength(2);

    const expireAt = form.getByLabelText('Preise gültig bis');
    expect(expireAt).toHaveAttribute('min', inDays(-1));
    expect(expireAt).toHaveAttribute('max', dayjs().add(3, 'month').format('YYYY-MM-DD'));
    fireEvent.change(expireAt, { target: { value: inDays(-2) } });
    await save();
    expect(await form.findByText('Das Ablaufdatum darf nicht vor gestern liegen.')).toBeInTheDocument();
    fireEvent.change(expireAt, { target: { value: dayjs().add(3, 'month').add(1, 'day').format('YYYY-MM-DD') } });
    await save();
    expect(await form.findByText('Das Ablaufdatum darf höchstens 3 Monate in der Zukunft liegen.')).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields (format 1) and shows the generic text (format 2)', async () => {
    const { user, form, price, save } = await editFirstExpired();
    fireEvent.change(form.getByLabelText('Preise gültig bis'), { target: { value: inDays(20) } });
    await user.clear(price(0));
    await user.type(price(0), '3100');
    const put = `${TEST_API_BASE_URL}/customers/:customerId/catalogs/:catalogId`;
    mockServer.use(
      http.put(
        put,
        () =>
          HttpResponse.json(
            { message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { expireAt: 'Dieses Datum ist ein Feiertag.' } },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await save();
    expect(await form.findByText('Dieses Datum ist ein Feiertag.')).toBeInTheDocument();
    expect(form.getByText('Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(price(0)).toHaveValue('3.100');

    mockServer.use(
      http.put(put, () => HttpResponse.json({ version: 2, message: 'ungültig' }, { status: 422 }), { once: true }),
    );
    await save();
    expect(await form.findByText('Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    expect(form.queryByText('ungültig')).not.toBeInTheDocument();
  });

  it('shows the technical-error text, not the page, when a gateway answers the save with HTML', async () => {
    const { user, form, price, save } = await editFirstExpired();
    fireEvent.change(form.getByLabelText('Preise gültig bis'), { target: { value: inDays(20) } });
    await user.clear(price(0));
    await user.type(price(0), '3100');
    const gatewayPage =
      '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
      '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
    mockServer.use(
      http.put(
        `${TEST_API_BASE_URL}/customers/:customerId/catalogs/:catalogId`,
        () => new HttpResponse(gatewayPage, { status: 502, headers: { 'Content-Type': 'text/html' } }),
        { once: true },
      ),
    );
    await save();
    expect(await form.findByRole('alert')).toHaveTextContent(/^Ein technischer Fehler ist aufgetreten\.$/);
    expect(form.queryByText(/Bad Gateway/)).not.toBeInTheDocument();
    expect(price(0)).toHaveValue('3.100');
    expect(form.getByLabelText('Preise gültig bis')).toHaveValue(inDays(20));
  });

  it('keeps typed prices as a draft through a reload and saves them', async () => {
    const first = await editFirstExpired();
    await first.user.clear(first.price(0));
    await first.user.type(first.price(0), '3333');
    first.unmount();

    const second = await editFirstExpired();
    expect(
      second.form.getByText('Ihre noch nicht gespeicherten Eingaben wurden wiederhergestellt.'),
    ).toBeInTheDocument();
    expect(second.price(0)).toHaveValue('3.333');
    fireEvent.change(second.form.getByLabelText('Preise gültig bis'), { target: { value: inDays(30) } });
    await second.save();
    await waitFor(() => expect(screen.queryByRole('form', { name: second.expired.name })).not.toBeInTheDocument());
    const saved = (await catalogsOf(PROVIDER.havelblick)).find((catalog) => catalog.id === second.expired.id);
    expect(saved).toMatchObject({ expireAt: inDays(30), needsPriceUpdate: false });
    expect(saved?.prices[0]?.price).toBe(3333);
  });

  it('creates a catalogue only with unit and currency, and deletes one after confirmation', async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('form', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    await user.click(form.getByRole('button', { name: 'Katalog anlegen' }));
    expect((await form.findAllByText('Dies ist ein Pflichtfeld!')).length).toBeGreaterThanOrEqual(5);

    await user.type(form.getByLabelText('Name des Katalogs'), 'Saalmiete 2027');
    await user.selectOptions(form.getByLabelText('Katalogart'), 'Preisliste');
    await user.selectOptions(form.getByLabelText('Preisart'), 'Pauschalpreis');
    await user.type(form.getByLabelText('Maximale Gästezahl'), '180');
    fireEvent.change(form.getByLabelText('Preise gültig bis'), { target: { value: inDays(45) } });
    await waitFor(() => expect(form.getByRole('option', { name: 'Saalmiete (je Abend)' })).toBeInTheDocument());
    await user.selectOptions(form.getByLabelText('Position 1'), 'Saalmiete (je Abend)');
    await user.type(form.getByLabelText('Preis 1'), '4800');
    await user.clear(form.getByLabelText('Einheit 1'));
    await user.type(form.getByLabelText('Einheit 1'), '123456');
    await user.selectOptions(form.getByLabelText('Währung 1'), '');
    await user.click(form.getByRole('button', { name: 'Katalog anlegen' }));
    expect(await form.findByText('Die Einheit ist eine ganze Zahl mit höchstens 5 Ziffern.')).toBeInTheDocument();
    expect(form.getByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Einheit 1'));
    await user.type(form.getByLabelText('Einheit 1'), '1');
    await user.selectOptions(form.getByLabelText('Währung 1'), 'EUR');
    await user.click(form.getByRole('button', { name: 'Katalog anlegen' }));
    const card = within(await screen.findByRole('region', { name: 'Saalmiete 2027' }, { timeout: 5000 }));
    // The prices show twice, as a table and (for a phone) as a list; the CSS shows one of them.
    expect(
      within(card.getByRole('table', { name: 'Preise von Saalmiete 2027' })).getByText(euro(4800)),
    ).toBeInTheDocument();
    expect(
      within(card.getByRole('list', { name: 'Preise von Saalmiete 2027' })).getByText(euro(4800)),
    ).toBeInTheDocument();
    expect(card.getByText('bis 180 Gäste')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Katalog löschen?' }));
    await user.click(dialog.getByRole('button', { name: 'Endgültig löschen' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saalmiete 2027' })).not.toBeInTheDocument());
    expect((await catalogsOf(PROVIDER.havelblick)).map((catalog) => catalog.name)).not.toContain('Saalmiete 2027');
  });

  it('preselects the market’s currency in a new catalogue, also when the currencies arrive after the form', async () => {
    const { user } = await openPage();
    // The currency list comes 300 ms late (a first visit: not in local storage yet).
    setFault('getConfigs', { kind: 'latency', latencyMs: 300 });
    await user.click(await screen.findByRole('button', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('form', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    await waitFor(() => expect(form.getByLabelText('Währung 1')).toHaveDisplayValue('EUR'));
    await user.click(form.getByRole('button', { name: 'Preis hinzufügen' }));
    expect(form.getByLabelText('Währung 2')).toHaveDisplayValue('EUR');
  });

  it('moves the focus to the first wrong field of a failed “Katalog anlegen”, in the order of the form', async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('form', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    await user.click(form.getByRole('button', { name: 'Katalog anlegen' }));
    await waitFor(() => expect(form.getByLabelText('Name des Katalogs')).toHaveFocus());

    await user.type(form.getByLabelText('Name des Katalogs'), 'Saalmiete 2027');
    await user.selectOptions(form.getByLabelText('Katalogart'), 'Preisliste');
    await user.selectOptions(form.getByLabelText('Preisart'), 'Pauschalpreis');
    fireEvent.change(form.getByLabelText('Preise gültig bis'), { target: { value: inDays(45) } });
    await waitFor(() => expect(form.getByRole('option', { name: 'Saalmiete (je Abend)' })).toBeInTheDocument());
    await user.click(form.getByRole('button', { name: 'Katalog anlegen' }));
    // The first wrong field is the first price row's position (a select of its own, not a registered input).
    await waitFor(() => expect(form.getByLabelText('Position 1')).toHaveFocus());

    await user.selectOptions(form.getByLabelText('Position 1'), 'Saalmiete (je Abend)');
    await user.click(form.getByRole('button', { name: 'Katalog anlegen' }));
    await waitFor(() => expect(form.getByLabelText('Preis 1')).toHaveFocus());
  });

  it('gives an opened form the focus by keyboard and its button the focus back when it closes', async () => {
    const { user, catalogs } = await openPage();
    // "Neuer Katalog" leaves the page when its form opens: the form's first field takes the focus.
    const create = await screen.findByRole('button', { name: 'Neuer Katalog' }, { timeout: 5000 });
    create.focus();
    await user.keyboard('{Enter}');
    const form = within(await screen.findByRole('form', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    await waitFor(() => expect(form.getByLabelText('Name des Katalogs')).toHaveFocus());
    await user.click(form.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Neuer Katalog' })).toHaveFocus());

    const first = catalogs[0];
    if (!first) throw new Error('the seed has catalogues of 101');
    const card = within(screen.getByRole('region', { name: first.name }));
    card.getByRole('button', { name: 'Preise aktualisieren' }).focus();
    await user.keyboard('{Enter}');
    const prices = within(await screen.findByRole('form', { name: first.name }, { timeout: 5000 }));
    await waitFor(() => expect(prices.getByLabelText(/^Preise gültig bis/)).toHaveFocus());
    await user.click(prices.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(card.getByRole('button', { name: 'Preise aktualisieren' })).toHaveFocus());
  });

  it('offers only the catalogue types with positions for the provider’s category', async () => {
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('form', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    const type = form.getByLabelText('Katalogart');
    // A venue prices menus and price lists; the package offers are for photographers, bands and planners.
    await waitFor(() =>
      expect(
        within(type)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Bitte wählen', 'Menü', 'Preisliste']),
    );
    await user.selectOptions(type, 'Menü');
    await waitFor(() => expect(form.getByRole('option', { name: 'Menü pro Person (je Person)' })).toBeInTheDocument());
  });

  it('says so when no catalogue type has positions for the provider’s category, and can be closed', async () => {
    // A provider of the category "Sonstiges", for which no catalogue type has positions.
    const { user } = await renderApp(href.providerCatalogs(PROVIDER.havelblick), {
      as: 'demo',
      prepare: async () => {
        await db.providers.update((q) => q.where({ id: PROVIDER.havelblick }), {
          data(provider) {
            provider.categoryId = 8;
          },
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    const region = within(await screen.findByRole('region', { name: 'Neuer Katalog' }, { timeout: 5000 }));
    expect(
      await region.findByText(/Für die Kategorie dieses Anbieters gibt es keine Katalogart mit Positionen/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Katalogart')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Katalog anlegen' })).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Neuer Katalog' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Neuer Katalog' })).toBeInTheDocument();
  });

  it('only shows the catalogues to a user without edit rights for the provider', async () => {
    // The demo user's link to the venue without can-manage (the rights table of docs/security.md).
    const withoutManage = async () => {
      await db.customerUsers.update((q) => q.where({ id: 1 }), {
        data(user) {
          user.customerUserProviders = user.customerUserProviders.map((link) =>
            link.providerId === PROVIDER.havelblick ? { ...link, canManage: false } : link,
          );
        },
      });
    };
    await renderApp(href.providerCatalogs(PROVIDER.havelblick), {
      as: 'demo',
      prepare: withoutManage,
    });
    await screen.findByRole('heading', { level: 1, name: 'Preise und Menüs' }, { timeout: 5000 });
    const catalogs = await catalogsOf(PROVIDER.havelblick);
    expect(await screen.findByText(/Sie können die Kataloge dieses Anbieters ansehen/)).toBeInTheDocument();
    const first = catalogs[0];
    if (!first) throw new Error('the provider has catalogues');
    const card = within(screen.getByRole('region', { name: first.name }));
    expect(card.queryByRole('button', { name: 'Preise aktualisieren' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neuer Katalog' })).not.toBeInTheDocument();
  });
});
