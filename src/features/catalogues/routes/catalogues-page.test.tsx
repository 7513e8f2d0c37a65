import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { PROVIDER } from '@mocks/db/core';
import { href } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { mockServer, recordRequests, stopRecordingRequests, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';

afterEach(() => {
  mockServer.resetHandlers();
  clearFaults();
  vi.unstubAllGlobals();
});

/**
 * A small file named `name` that starts as a PDF does (or with `head`), as the browser hands it over. Node's File, not
 * jsdom's: the mock backend parses the upload with Node's fetch, whose file parts are the global File, which the PDF
 * tests make Node's (`usesNodeFiles`), as the gallery's upload tests do.
 */
const pdfFile = (name: string, head = '%PDF-1.4\n%Katalog\n') =>
  new NodeFile([head], name, { type: 'application/pdf' }) as unknown as File;
const usesNodeFiles = () => vi.stubGlobal('File', NodeFile);

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

/** The expired price list of the venue ("Saalmiete und Trauung 2026"): its card and its opened edit form. */
async function editPriceList() {
  const rendered = await openPage();
  const catalog = rendered.catalogs.find((c) => c.needsPriceUpdate && c.catalogType.name === 'Preisliste');
  if (!catalog) throw new Error('the seed has an expired price list of 101');
  const card = within(await screen.findByRole('region', { name: catalog.name }, { timeout: 5000 }));
  await rendered.user.click(card.getByRole('button', { name: 'Bearbeiten' }));
  const form = within(await screen.findByRole('form', { name: `„${catalog.name}“ bearbeiten` }, { timeout: 5000 }));
  const optionLabel = (index: number) => {
    const option = catalog.prices[index]?.catalogItemOption;
    if (!option) throw new Error(`no row ${index}`);
    return `${option.name} (je ${option.unitLabel})`;
  };
  // The rows' positions show once the type's positions have arrived.
  await waitFor(() => expect(form.getByLabelText('Position 1')).toHaveDisplayValue(optionLabel(0)), { timeout: 5000 });
  const save = () => rendered.user.click(form.getByRole('button', { name: 'Änderungen speichern' }));
  return { ...rendered, catalog, card, form, optionLabel, save };
}

async function openCopy(name: string) {
  const rendered = await openPage();
  const catalog = rendered.catalogs.find((c) => c.name === name);
  if (!catalog) throw new Error(`the seed has the catalogue ${name}`);
  const card = within(await screen.findByRole('region', { name }, { timeout: 5000 }));
  await rendered.user.click(card.getByRole('button', { name: 'Für die nächste Saison kopieren' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Für die nächste Saison kopieren' }));
  return { ...rendered, catalog, dialog };
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

  it('edits every field of a catalogue in the new catalogue’s form, started with its values', async () => {
    const { user, catalog, form, optionLabel, save } = await editPriceList();
    // Started with the stored values; an expired catalogue starts without an expiry date.
    expect(form.getByLabelText('Name des Katalogs')).toHaveValue(catalog.name);
    expect(form.getByLabelText('Katalogart')).toHaveDisplayValue('Preisliste');
    expect(form.getByLabelText('Preisart')).toHaveDisplayValue('Pauschalpreis');
    expect(form.getByLabelText('Maximale Gästezahl')).toHaveValue('180');
    expect(form.getByLabelText('Als Hauptkatalog anzeigen')).not.toBeChecked();
    expect(form.getByLabelText('Hinweise')).toHaveValue(catalog.notes);
    expect(form.getByLabelText('Preise gültig bis')).toHaveValue('');
    expect(form.getAllByLabelText(/^Position \d$/)).toHaveLength(catalog.prices.length);

    await user.clear(form.getByLabelText('Name des Katalogs'));
    await user.type(form.getByLabelText('Name des Katalogs'), 'Saalmiete und Trauung 2027');
    await user.selectOptions(form.getByLabelText('Preisart'), 'Preis pro Person');
    await user.clear(form.getByLabelText('Minimale Gästezahl'));
    await user.type(form.getByLabelText('Minimale Gästezahl'), '80');
    await user.click(form.getByLabelText('Als Hauptkatalog anzeigen'));
    await user.clear(form.getByLabelText('Hinweise'));
    await user.type(form.getByLabelText('Hinweise'), 'Neue Hinweise.');
    fireEvent.change(form.getByLabelText('Preise gültig bis'), { target: { value: inDays(40) } });
    // A row changed, the last removed, a new one added.
    await user.clear(form.getByLabelText('Preis 1'));
    await user.type(form.getByLabelText('Preis 1'), '3000');
    const last = catalog.prices.length;
    await user.click(form.getByRole('button', { name: `Preis ${last} entfernen` }));
    expect(form.queryByLabelText(`Position ${last}`)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Preis hinzufügen' }));
    await user.selectOptions(form.getByLabelText(`Position ${last}`), optionLabel(last - 1));
    await user.type(form.getByLabelText(`Preis ${last}`), '555');
    await save();

    const card = within(await screen.findByRole('region', { name: 'Saalmiete und Trauung 2027' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /bearbeiten/ })).not.toBeInTheDocument());
    expect(await screen.findByText('Die Änderungen wurden gespeichert.')).toBeInTheDocument();
    expect(card.getByText('Hauptkatalog')).toBeInTheDocument();
    expect(card.getByText('ab 80 Gästen')).toBeInTheDocument();
    expect(card.getByText('Neue Hinweise.')).toBeInTheDocument();
    expect(within(card.getByRole('table')).getByText(euro(3000))).toBeInTheDocument();
    expect(within(card.getByRole('table')).getByText(euro(555))).toBeInTheDocument();
    // The card's button takes the focus back.
    await waitFor(() => expect(card.getByRole('button', { name: 'Bearbeiten' })).toHaveFocus());

    const stored = await catalogsOf(PROVIDER.havelblick);
    expect(stored.find((c) => c.id === catalog.id)).toMatchObject({
      name: 'Saalmiete und Trauung 2027',
      pricingType: 'per_person',
      minGuests: 80,
      maxGuests: null,
      isMain: true,
      notes: 'Neue Hinweise.',
      expireAt: inDays(40),
      needsPriceUpdate: false,
    });
    expect(stored.find((c) => c.id === catalog.id)?.prices).toHaveLength(catalog.prices.length);
    // One main catalogue per provider.
    expect(stored.filter((c) => c.isMain).map((c) => c.id)).toEqual([catalog.id]);
  });

  it('holds the edit form to the rules of a new catalogue, with localized messages', async () => {
    const { user, form, save } = await editPriceList();
    await user.clear(form.getByLabelText('Name des Katalogs'));
    await user.clear(form.getByLabelText('Maximale Gästezahl'));
    await user.type(form.getByLabelText('Maximale Gästezahl'), '10000');
    await user.clear(form.getByLabelText('Einheit 1'));
    await user.type(form.getByLabelText('Einheit 1'), '123456');
    fireEvent.change(form.getByLabelText('Preise gültig bis'), { target: { value: inDays(-2) } });
    await save();
    expect(await form.findByText('Das Ablaufdatum darf nicht vor gestern liegen.')).toBeInTheDocument();
    expect(form.getByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    expect(form.getByText('Die Einheit ist eine ganze Zahl mit höchstens 5 Ziffern.')).toBeInTheDocument();
    expect(form.getByText(/zwischen 1 und 9\.999/)).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Name des Katalogs')).toHaveFocus());

    // Another type has other positions: the rows' positions are to be chosen again.
    await user.selectOptions(form.getByLabelText('Katalogart'), 'Menü');
    await waitFor(() => expect(form.getByLabelText('Position 1')).toHaveValue(''));
    // At least one row: the last one cannot be removed.
    while (form.queryAllByRole('button', { name: /^Preis \d entfernen$/ }).length > 0)
      await user.click(form.getAllByRole('button', { name: /^Preis \d entfernen$/ })[0] as HTMLElement);
    expect(form.getAllByLabelText(/^Position \d$/)).toHaveLength(1);
  });

  it('puts the server’s field errors of a change on their fields and keeps the typed values, also as a draft', async () => {
    const first = await editPriceList();
    await first.user.clear(first.form.getByLabelText('Name des Katalogs'));
    await first.user.type(first.form.getByLabelText('Name des Katalogs'), 'Saalmiete 2027');
    fireEvent.change(first.form.getByLabelText('Preise gültig bis'), { target: { value: inDays(20) } });
    mockServer.use(
      http.put(
        `${TEST_API_BASE_URL}/customers/:customerId/catalogs/:catalogId`,
        () =>
          HttpResponse.json(
            {
              message: 'Bitte prüfen Sie Ihre Eingaben.',
              errors: { 'prices.1.catalogItemOptionId': 'Diese Position gibt es für diesen Katalog nicht.' },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await first.save();
    expect(await first.form.findByText('Diese Position gibt es für diesen Katalog nicht.')).toBeInTheDocument();
    expect(first.form.getByText('Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    await waitFor(() => expect(first.form.getByLabelText('Position 2')).toHaveFocus());
    expect(first.form.getByLabelText('Name des Katalogs')).toHaveValue('Saalmiete 2027');
    first.unmount();

    const second = await editPriceList();
    expect(
      second.form.getByText('Ihre noch nicht gespeicherten Eingaben wurden wiederhergestellt.'),
    ).toBeInTheDocument();
    expect(second.form.getByLabelText('Name des Katalogs')).toHaveValue('Saalmiete 2027');
    expect(second.form.getByLabelText('Preise gültig bis')).toHaveValue(inDays(20));
    // "Abbrechen" forgets the draft.
    await second.user.click(second.form.getByRole('button', { name: 'Abbrechen' }));
    await second.user.click(second.card.getByRole('button', { name: 'Bearbeiten' }));
    const reopened = within(
      await screen.findByRole('form', { name: `„${second.catalog.name}“ bearbeiten` }, { timeout: 5000 }),
    );
    expect(reopened.getByLabelText('Name des Katalogs')).toHaveValue(second.catalog.name);
  });

  it('copies a catalogue for the next season: the next year’s name, the latest expiry date, not the main flag', async () => {
    const { user, catalog, dialog } = await openCopy('Hochzeitsmenü 2027');
    expect(catalog.isMain).toBe(true);
    expect(dialog.getByLabelText('Name der Kopie')).toHaveValue('Hochzeitsmenü 2028');
    expect(dialog.getByLabelText('Preise gültig bis')).toHaveValue(dayjs().add(3, 'month').format('YYYY-MM-DD'));
    await user.click(dialog.getByRole('button', { name: 'Kopie anlegen' }));

    const copy = within(await screen.findByRole('region', { name: 'Hochzeitsmenü 2028' }, { timeout: 5000 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('„Hochzeitsmenü 2028“ wurde angelegt.')).toBeInTheDocument();
    expect(copy.queryByText('Hauptkatalog')).not.toBeInTheDocument();
    expect(copy.getByText(`ab ${catalog.minGuests} Gästen`)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: catalog.name })).getByText('Hauptkatalog')).toBeInTheDocument();
    // The focus goes back to the button that opened the dialog.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: catalog.name })).getByRole('button', {
          name: 'Für die nächste Saison kopieren',
        }),
      ).toHaveFocus(),
    );

    const stored = (await catalogsOf(PROVIDER.havelblick)).find((c) => c.name === 'Hochzeitsmenü 2028');
    expect(stored).toMatchObject({
      catalogType: catalog.catalogType,
      pricingType: catalog.pricingType,
      minGuests: catalog.minGuests,
      notes: catalog.notes,
      isMain: false,
      expireAt: dayjs().add(3, 'month').format('YYYY-MM-DD'),
      needsPriceUpdate: false,
    });
    const row = (p: (typeof catalog.prices)[number]) => [
      p.catalogItemOption.id,
      p.weekPeriod,
      p.price,
      p.discountedPrice,
      p.unit,
    ];
    expect(stored?.prices.map(row)).toEqual(catalog.prices.map(row));
  });

  it('checks the copy’s name and expiry date and says when the server will not take the copy', async () => {
    const { user, dialog } = await openCopy('Sommerbuffet Gartenterrasse');
    // A name without a year is marked as a copy.
    expect(dialog.getByLabelText('Name der Kopie')).toHaveValue('Sommerbuffet Gartenterrasse (Kopie)');
    await user.clear(dialog.getByLabelText('Name der Kopie'));
    fireEvent.change(dialog.getByLabelText('Preise gültig bis'), { target: { value: inDays(-2) } });
    await user.click(dialog.getByRole('button', { name: 'Kopie anlegen' }));
    expect(await dialog.findByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    expect(dialog.getByText('Das Ablaufdatum darf nicht vor gestern liegen.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByLabelText('Name der Kopie')).toHaveFocus());

    await user.type(dialog.getByLabelText('Name der Kopie'), 'Sommerbuffet 2027');
    fireEvent.change(dialog.getByLabelText('Preise gültig bis'), { target: { value: inDays(30) } });
    mockServer.use(
      http.post(
        `${TEST_API_BASE_URL}/customers/:customerId/catalogs`,
        () =>
          HttpResponse.json(
            {
              message: 'Bitte prüfen Sie Ihre Eingaben.',
              errors: { 'prices.0.catalogItemOptionId': 'Diese Position gibt es für diesen Katalog nicht.' },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Kopie anlegen' }));
    expect(await dialog.findByText(/Dieser Katalog lässt sich nicht kopieren/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Name der Kopie')).toHaveValue('Sommerbuffet 2027');
    expect((await catalogsOf(PROVIDER.havelblick)).map((c) => c.name)).not.toContain('Sommerbuffet 2027');
  });

  it('uploads a catalogue PDF with a progress bar, replaces it and removes it after confirmation', async () => {
    usesNodeFiles();
    const { user, catalogs } = await openPage();
    const catalog = catalogs.find((c) => c.pdfPath === null);
    if (!catalog) throw new Error('the seed has a catalogue of 101 without a PDF');
    const card = within(screen.getByRole('region', { name: catalog.name }));
    const pdfPart = within(card.getByRole('region', { name: 'Katalog als PDF' }));
    expect(pdfPart.getByText('Noch kein PDF hinterlegt.')).toBeInTheDocument();
    expect(pdfPart.getByText('Nur PDF, höchstens 10 MB.')).toBeInTheDocument();
    const input = pdfPart.getByLabelText(`PDF-Datei für „${catalog.name}“`);
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

    // The request takes a moment: the bar shows while it is sent.
    setFault('uploadCatalogPdf', { kind: 'latency', latencyMs: 400, remaining: 1 });
    fireEvent.change(input, { target: { files: [pdfFile('Saalmiete 2027.pdf')] } });
    const bar = await pdfPart.findByRole('progressbar', { name: /PDF wird hochgeladen/ });
    expect(Number(bar.getAttribute('value'))).toBeLessThanOrEqual(1);
    const link = await pdfPart.findByRole('link', { name: 'Katalog als PDF öffnen' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/media/catalogs/101/${catalog.id}/.+/saalmiete-2027\\.pdf$`),
    );
    expect(pdfPart.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByText('Das PDF wurde gespeichert.')).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [pdfFile('Preise.pdf')] } });
    await waitFor(() => expect(pdfPart.getByRole('link').getAttribute('href')).toMatch(/\/preise\.pdf$/));
    expect(await screen.findByText('Das PDF wurde ersetzt.')).toBeInTheDocument();

    await user.click(pdfPart.getByRole('button', { name: 'PDF entfernen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'PDF entfernen?' }));
    await user.click(dialog.getByRole('button', { name: 'PDF entfernen' }));
    expect(await pdfPart.findByText('Noch kein PDF hinterlegt.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(pdfPart.queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(pdfPart.getByRole('button', { name: 'PDF hochladen' })).toHaveFocus());
    expect((await catalogsOf(PROVIDER.havelblick)).find((c) => c.id === catalog.id)?.pdfPath).toBeNull();
  });

  it('takes only a PDF of at most 10 MB and shows the server’s refusal of a file that is none', async () => {
    usesNodeFiles();
    await openPage();
    const catalog = (await catalogsOf(PROVIDER.havelblick)).find((c) => c.pdfPath === null);
    if (!catalog) throw new Error('the seed has a catalogue of 101 without a PDF');
    const pdfPart = within(
      within(screen.getByRole('region', { name: catalog.name })).getByRole('region', { name: 'Katalog als PDF' }),
    );
    const input = pdfPart.getByLabelText(`PDF-Datei für „${catalog.name}“`);
    const requests = recordRequests(`/customers/1/catalogs/${catalog.id}/pdf`);
    try {
      fireEvent.change(input, {
        target: { files: [new NodeFile(['x'], 'menue.docx', { type: 'application/msword' }) as unknown as File] },
      });
      expect(await pdfPart.findByText('Erlaubt sind nur PDF-Dateien.')).toBeInTheDocument();
      // One byte over the document's 10 MB (the file's size is what counts, not its bytes in memory).
      const big = pdfFile('gross.pdf');
      Object.defineProperty(big, 'size', { value: 10_485_761 });
      fireEvent.change(input, { target: { files: [big] } });
      expect(await pdfPart.findByText('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.')).toBeInTheDocument();
      expect(pdfPart.getByRole('button', { name: 'PDF hochladen' })).toHaveAccessibleDescription(
        'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
      );
      expect(requests).toHaveLength(0);
    } finally {
      stopRecordingRequests();
    }
    // Named a PDF, but none inside: the server says so.
    fireEvent.change(input, { target: { files: [pdfFile('menue.pdf', 'Hallo')] } });
    expect(await pdfPart.findByText('Die Datei ist kein gültiges PDF.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(pdfPart.queryByRole('link')).not.toBeInTheDocument();
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
    // Removing the row gives the focus to "Preis hinzufügen" (the removed button took it along before).
    await user.click(form.getByRole('button', { name: 'Preis 2 entfernen' }));
    expect(form.queryByLabelText('Währung 2')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Preis hinzufügen' })).toHaveFocus();
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
    expect(card.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^PDF (hochladen|ersetzen|entfernen)$/ })).not.toBeInTheDocument();
    const withPdf = catalogs.find((catalog) => catalog.pdfPath !== null);
    if (!withPdf) throw new Error('the provider has a catalogue with a PDF');
    expect(
      within(screen.getByRole('region', { name: withPdf.name })).getByRole('link', { name: 'Katalog als PDF öffnen' }),
    ).toHaveAttribute('href', withPdf.pdfPath);
    expect(card.queryByRole('button', { name: 'Für die nächste Saison kopieren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neuer Katalog' })).not.toBeInTheDocument();
  });
});
