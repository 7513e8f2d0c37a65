import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { changeLocale } from '@/i18n';
import { renderApp } from '@/testing/render-app';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { testApi, unwrap } from '@/testing/test-api';

const listeners: Array<() => void> = [];
afterEach(() => {
  mockServer.resetHandlers();
  clearFaults();
  listeners.splice(0).forEach((stop) => stop());
});

/** The JSON bodies of the requests the app sends with this method to a path ending in `path`, until the test ends. */
function recordBodies(method: string, path: RegExp): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    // Cloned before the handler reads the body.
    if (request.method === method && path.test(new URL(request.url).pathname))
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  };
  mockServer.events.on('request:start', listener);
  listeners.push(() => mockServer.events.removeListener('request:start', listener));
  return bodies;
}

// jsdom lays nothing out, so every box is 0×0 and dnd-kit's keyboard sensor would find no entry below another.
// Each entry of a sortable list gets the box it has in the browser: full width, one below the other.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const entry = this.closest('[data-sortable-id]');
    const index = entry?.parentElement ? Array.from(entry.parentElement.children).indexOf(entry) : 0;
    return new DOMRect(0, index * 100, 600, 90);
  });
});

/** The provider's products in list order, as the API has them. */
async function productsOf(providerId: number) {
  return unwrap(
    await testApi.GET('/provider-items', { params: { query: { providerId, sort: 'orderNo', limit: 100 } } }),
  ).data;
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Produkte' }, { timeout: 5000 });
const productList = async () =>
  within(await screen.findByRole('list', { name: 'Produkte in ihrer Reihenfolge' }, { timeout: 5000 }));
const productNames = async () =>
  (await productList()).getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
const openDialog = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Produkt hinzufügen' }, { timeout: 5000 }));
  return within(await screen.findByRole('dialog', { name: 'Produkt hinzufügen' }));
};

describe('products page', () => {
  it('lists the products in their order with active or passive, the approval state and why one was rejected', async () => {
    await renderApp(`/providers/${PROVIDER.brautsalon}/items`, { as: 'demo' });
    await heading();
    const products = await productsOf(PROVIDER.brautsalon);
    await waitFor(async () => expect(await productNames()).toEqual(products.map((item) => item.name)));
    const list = await productList();
    const rejected = products.find((item) => item.approvalStatus === 'rejected' && item.status === 'passive');
    if (!rejected?.rejectReason) throw new Error('the seed has a rejected passive product with a reason');
    const row = within(list.getByRole('article', { name: rejected.name }));
    expect(row.getByText('Inaktiv')).toBeInTheDocument();
    expect(row.getByText('Abgelehnt')).toBeInTheDocument();
    // The review team's reason as written, isolated in its own direction inside the sentence.
    expect(row.getByText(`Abgelehnt: \u2068${rejected.rejectReason}\u2069`)).toBeInTheDocument();
    const waiting = products.find((item) => item.approvalStatus === 'approval_waiting' && item.status === 'active');
    if (!waiting) throw new Error('the seed has an active product waiting for approval');
    const waitingRow = within(list.getByRole('article', { name: waiting.name }));
    expect(waitingRow.getByText('Aktiv')).toBeInTheDocument();
    expect(waitingRow.getByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect(waitingRow.getByRole('switch', { name: `„${waiting.name}“ aktiv` })).toBeChecked();
  });

  it('shows a German price with its discount', async () => {
    await renderApp(`/providers/${PROVIDER.brautsalon}/items`, { as: 'demo' });
    const discounted = (await productsOf(PROVIDER.brautsalon)).find((item) => item.discountedPrice !== null);
    if (!discounted || discounted.price === null || discounted.discountedPrice === null)
      throw new Error('the seed has a discounted product');
    // The page writes euros as Intl does in German; the DOM's text matcher reads its no-break space as a space.
    const euro = (amount: number) =>
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
    const row = within((await productList()).getByRole('article', { name: discounted.name }));
    expect(row.getByText(euro(discounted.discountedPrice))).toBeInTheDocument();
    expect(row.getByText(`statt ${euro(discounted.price)}`)).toBeInTheDocument();
  });

  it('says when the provider has no products yet', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo', scenario: 'empty' });
    expect(await screen.findByText('Noch keine Produkte', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produkt hinzufügen' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and loads it again on request', async () => {
    setFault('listProviderItems', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert).toHaveTextContent('Beim Laden ist ein Fehler aufgetreten');
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    const products = await productsOf(PROVIDER.lichtwerk);
    await waitFor(async () => expect(await productNames()).toEqual(products.map((item) => item.name)));
  });

  it('only shows the products to a user without edit rights', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, {
      as: 'demo',
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: 1 }), {
          data(user) {
            user.customerUserProviders = user.customerUserProviders.map((link) =>
              link.providerId === PROVIDER.lichtwerk ? { ...link, canManage: false } : link,
            );
          },
        });
      },
    });
    expect(
      await screen.findByText(/Sie können die Produkte dieses Anbieters ansehen, aber nicht ändern\./, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    const list = await productList();
    expect(list.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Produkt hinzufügen' })).not.toBeInTheDocument();
    expect(list.queryAllByRole('switch')).toHaveLength(0);
    expect(list.queryAllByRole('button')).toHaveLength(0);
  });

  it('checks a new product by the document’s rules and adds it at the end, waiting for approval', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));
    expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Dies ist ein Pflichtfeld!');

    await user.type(dialog.getByLabelText('Name'), 'Hochzeitsreportage ganztags');
    await user.type(dialog.getByLabelText('Reduzierter Preis in €'), '1500');
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));
    expect(dialog.getByLabelText('Reduzierter Preis in €')).toHaveAccessibleDescription(
      /Für einen reduzierten Preis geben Sie bitte auch den regulären Preis an\./,
    );

    await user.type(dialog.getByLabelText('Preis in €'), '1500');
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));
    expect(dialog.getByLabelText('Reduzierter Preis in €')).toHaveAccessibleDescription(
      /Der reduzierte Preis muss niedriger als der reguläre Preis sein\./,
    );
    await user.type(dialog.getByLabelText('Preis in €'), '-');
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));
    expect(dialog.getByLabelText('Preis in €')).toHaveAccessibleDescription(/Bitte prüfen Sie Ihre Eingabe\./);

    await user.clear(dialog.getByLabelText('Preis in €'));
    await user.type(dialog.getByLabelText('Preis in €'), '1890,50');
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));
    expect(
      await screen.findByText('Das Produkt wurde angelegt und wartet auf Freigabe.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const created = (await productsOf(PROVIDER.lichtwerk)).at(-1);
    expect(created).toMatchObject({
      name: 'Hochzeitsreportage ganztags',
      price: 1890.5,
      discountedPrice: 1500,
      status: 'active',
      approvalStatus: 'approval_waiting',
    });
    const row = within((await productList()).getByRole('article', { name: 'Hochzeitsreportage ganztags' }));
    expect(await row.findByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect((await productNames()).at(-1)).toBe('Hochzeitsreportage ganztags');
  });

  it('puts the server’s field errors on their fields', async () => {
    mockServer.use(
      http.post(`${TEST_API_BASE_URL}/provider-items`, () =>
        HttpResponse.json(
          { message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { name: 'Diesen Namen trägt schon ein Produkt.' } },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('Name'), 'Fotobox');
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Diesen Namen trägt schon ein Produkt.'),
    );
    expect(dialog.getByLabelText('Name')).toHaveValue('Fotobox');
  });

  it('sends only the changed price of an edited product, which then waits for approval again', async () => {
    const puts = recordBodies('PUT', /\/provider-items\/\d+$/);
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const approved = (await productsOf(PROVIDER.lichtwerk)).find(
      (item) => item.approvalStatus === 'approved' && item.discountedPrice === null && item.price !== null,
    );
    if (!approved) throw new Error('the seed has an approved product without discount');
    const list = await productList();
    await user.click(list.getByRole('button', { name: `„${approved.name}“ bearbeiten` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Produkt bearbeiten' }));
    expect(dialog.getByLabelText('Name')).toHaveValue(approved.name);
    await user.clear(dialog.getByLabelText('Preis in €'));
    await user.type(dialog.getByLabelText('Preis in €'), '2450');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Produkt wurde gespeichert.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual([{ price: 2450 }]));
    const row = within((await productList()).getByRole('article', { name: approved.name }));
    expect(await row.findByText('Wartet auf Freigabe')).toBeInTheDocument();
  });

  it('shows the prices of a product it edits as the list shows them, with their cents (acceptance walk of issue 40)', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, {
      as: 'demo',
      prepare: async () => {
        const item = db.providerItems
          .all()
          .find((candidate) => candidate.providerId === PROVIDER.lichtwerk && candidate.approvalStatus === 'approved');
        if (!item) throw new Error('the seed has no approved product of the photographer');
        await db.providerItems.update((q) => q.where({ id: item.id }), {
          data: (stored) => {
            stored.price = 2000;
            stored.discountedPrice = 1760.5;
          },
        });
      },
    });
    const item = (await productsOf(PROVIDER.lichtwerk)).find((candidate) => candidate.discountedPrice === 1760.5);
    if (!item) throw new Error('the prepared product is missing');
    const list = await productList();
    await user.click(list.getByRole('button', { name: `„${item.name}“ bearbeiten` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Produkt bearbeiten' }));
    // It showed "1.760,5" where the list reads "1.760,50 € statt 2.000,00 €".
    await waitFor(() => expect(dialog.getByLabelText('Preis in €')).toHaveValue('2.000'));
    expect(dialog.getByLabelText(/^Reduzierter Preis/)).toHaveValue('1.760,50');
  });

  it('switches a product between active and passive without sending it back to approval', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const item = (await productsOf(PROVIDER.lichtwerk)).find(
      (candidate) => candidate.status === 'active' && candidate.approvalStatus === 'approved',
    );
    if (!item) throw new Error('the seed has an active approved product');
    const row = within((await productList()).getByRole('article', { name: item.name }));
    await user.click(row.getByRole('switch', { name: `„${item.name}“ aktiv` }));
    expect(await screen.findByText(`„${item.name}“ ist jetzt inaktiv.`, undefined, { timeout: 5000 })).toBeVisible();
    expect(row.getByRole('switch', { name: `„${item.name}“ aktiv` })).not.toBeChecked();
    expect(row.getByText('Inaktiv')).toBeInTheDocument();
    expect(row.getByText('Freigegeben')).toBeInTheDocument();
    expect((await productsOf(PROVIDER.lichtwerk)).find((candidate) => candidate.id === item.id)?.status).toBe(
      'passive',
    );
  });

  it('deletes a product only after confirmation', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const [first] = await productsOf(PROVIDER.lichtwerk);
    if (!first) throw new Error('the photographer has products');
    const list = await productList();
    await user.click(list.getByRole('button', { name: `„${first.name}“ löschen` }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Produkt löschen?' }));
    await user.click(confirm.getByRole('button', { name: 'Abbrechen' }));
    expect((await productsOf(PROVIDER.lichtwerk)).map((item) => item.id)).toContain(first.id);

    await user.click(list.getByRole('button', { name: `„${first.name}“ löschen` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Produkt löschen?' })).getByRole('button', { name: 'Löschen' }),
    );
    expect(await screen.findByText(`„${first.name}“ wurde gelöscht.`, undefined, { timeout: 5000 })).toBeVisible();
    expect((await productsOf(PROVIDER.lichtwerk)).map((item) => item.id)).not.toContain(first.id);
    expect(list.queryByRole('article', { name: first.name })).not.toBeInTheDocument();
  });

  it('reorders by keyboard, announces each step in German and saves the order through move-order', async () => {
    const moves = recordBodies('POST', /\/provider-items\/move-order$/);
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const before = await productsOf(PROVIDER.lichtwerk);
    const [first, second] = before;
    if (!first || !second) throw new Error('the photographer has at least two products');
    const list = await productList();
    const handle = list.getByRole('button', { name: `„${first.name}“ verschieben` });
    handle.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText(`„${first.name}“ aufgenommen, Position 1 von ${before.length}.`)).toBeDefined();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText(`„${first.name}“ auf Position 2 von ${before.length}.`)).toBeDefined();
    await user.keyboard('[Space]');
    expect(await screen.findByText(`„${first.name}“ auf Position 2 von ${before.length} abgelegt.`)).toBeDefined();

    const expected = [second.id, first.id, ...before.slice(2).map((item) => item.id)];
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({ providerId: PROVIDER.lichtwerk, itemIds: expected });
    await waitFor(async () => expect((await productsOf(PROVIDER.lichtwerk)).map((item) => item.id)).toEqual(expected));
    expect((await productNames()).slice(0, 2)).toEqual([second.name, first.name]);
  });

  it('puts the previous order back and says so when the new order cannot be saved', async () => {
    setFault('moveProviderItems', { kind: 'server-error', remaining: 1 });
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const before = await productsOf(PROVIDER.lichtwerk);
    const [first, second] = before;
    if (!first || !second) throw new Error('the photographer has at least two products');
    const list = await productList();
    await user.click(list.getByRole('button', { name: `„${second.name}“ nach oben verschieben` }));
    expect(
      await screen.findByText(/Die neue Reihenfolge konnte nicht gespeichert werden\./, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await productNames()).toEqual(before.map((item) => item.name)));
    expect((await productsOf(PROVIDER.lichtwerk)).map((item) => item.id)).toEqual(before.map((item) => item.id));
  });
});

describe('products page: search and status filter (issue 42.2)', () => {
  /** The query strings of the list requests the app sends from now on. */
  function recordListQueries(): URLSearchParams[] {
    const queries: URLSearchParams[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname.endsWith('/provider-items')) queries.push(url.searchParams);
    };
    mockServer.events.on('request:start', listener);
    listeners.push(() => mockServer.events.removeListener('request:start', listener));
    return queries;
  }
  // The debounced search, then the list's answer: on a busy machine more than waitFor's default second.
  const WAIT = { timeout: 8000 };
  const urlParam = (name: string) => new URLSearchParams(window.location.search).get(name);
  const searchField = () => screen.findByRole('searchbox', { name: 'Suche nach Name' }, { timeout: 5000 });
  const statusSelect = () => screen.findByRole('combobox', { name: 'Status' }, { timeout: 5000 });
  const foundList = async () => within(await screen.findByRole('list', { name: 'Gefundene Produkte' }));
  const foundNames = async () =>
    (await foundList()).getAllByRole('heading', { level: 2 }).map((title) => title.textContent);

  it('searches the names as the server does, ignoring case, keeps the search in the URL and offers no reordering', async () => {
    const sent = recordListQueries();
    const { user } = await renderApp(`/providers/${PROVIDER.brautsalon}/items`, { as: 'demo' });
    await heading();
    const all = await productsOf(PROVIDER.brautsalon);
    const matching = all.filter((item) => item.name.toLowerCase().includes('spitze'));
    // The seed has matches and products that do not match, so the search visibly narrows the list.
    expect(matching.length).toBeGreaterThan(1);
    expect(matching.length).toBeLessThan(all.length);

    // Pasted: typing letter by letter re-renders the 36 rows at every key, which is slow in jsdom.
    await user.click(await searchField());
    await user.paste('  SPITZE');
    await waitFor(() => expect(urlParam('query')).toBe('  SPITZE'), WAIT);
    await waitFor(async () => expect(await foundNames()).toEqual(matching.map((item) => item.name)), WAIT);
    expect(screen.getByText(`${matching.length} Produkte gefunden`)).toBeInTheDocument();
    // The server is asked, with the trimmed text: the typed spaces are not sent.
    expect(sent.some((query) => query.get('query') === 'SPITZE' && query.get('providerId') === '103')).toBe(true);
    // A filtered list is not the whole order: neither handles nor arrows, and the page says where to reorder.
    const list = await foundList();
    expect(list.queryByRole('button', { name: /verschieben$/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Die Reihenfolge ändern Sie in der vollständigen Liste ohne Suche und Filter.'),
    ).toBeInTheDocument();
    // Editing and the switch stay.
    const first = matching[0];
    if (!first) throw new Error('a match');
    expect(list.getByRole('switch', { name: `„${first.name}“ aktiv` })).toBeInTheDocument();
  });

  it('filters by the states a vendor knows, read from and written to the URL', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.brautsalon}/items?status=rejected`, { as: 'demo' });
    const all = await productsOf(PROVIDER.brautsalon);
    const select = await statusSelect();
    expect(select).toHaveDisplayValue('Abgelehnt');
    const rejected = all.filter((item) => item.approvalStatus === 'rejected');
    expect(rejected.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await foundNames()).toEqual(rejected.map((item) => item.name)), WAIT);

    // "Für Brautpaare sichtbar" is active and approved, as the marketplace shows them.
    await user.selectOptions(select, 'Für Brautpaare sichtbar');
    await waitFor(() => expect(urlParam('status')).toBe('visible'), WAIT);
    const visible = all.filter((item) => item.status === 'active' && item.approvalStatus === 'approved');
    await waitFor(async () => expect(await foundNames()).toEqual(visible.map((item) => item.name)), WAIT);

    // The provider's own switch, named as the rows name it.
    await user.selectOptions(select, 'Inaktiv');
    await waitFor(() => expect(urlParam('status')).toBe('passive'), WAIT);
    const passive = all.filter((item) => item.status === 'passive');
    await waitFor(async () => expect(await foundNames()).toEqual(passive.map((item) => item.name)), WAIT);

    // Search and status combine: the server gets both and answers the products that match both.
    const sent = recordListQueries();
    await user.click(await searchField());
    await user.paste('spitze');
    await waitFor(() => expect(urlParam('query')).toBe('spitze'), WAIT);
    expect(urlParam('status')).toBe('passive');
    const both = passive.filter((item) => item.name.toLowerCase().includes('spitze'));
    await waitFor(
      async () =>
        expect(await screen.findByText(`${both.length} ${both.length === 1 ? 'Produkt' : 'Produkte'} gefunden`)),
      WAIT,
    );
    expect(await foundNames()).toEqual(both.map((item) => item.name));
    expect(sent.some((query) => query.get('query') === 'spitze' && query.get('status') === 'passive')).toBe(true);
  });

  it('says when nothing matches and resets search and filter to the whole list', async () => {
    const { user } = await renderApp(
      `/providers/${PROVIDER.brautsalon}/items?query=Gibt%20es%20nicht&status=approved`,
      {
        as: 'demo',
      },
    );
    expect(await searchField()).toHaveValue('Gibt es nicht');
    expect(await screen.findByText('Keine Produkte gefunden', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    const all = await productsOf(PROVIDER.brautsalon);
    await waitFor(async () => expect(await productNames()).toEqual(all.map((item) => item.name)), WAIT);
    expect(window.location.search).toBe('');
    expect(await searchField()).toHaveValue('');
    expect(await searchField()).toHaveFocus();
    expect(await statusSelect()).toHaveDisplayValue('Alle Status');
    // The whole list can be reordered again.
    expect((await productList()).getAllByRole('button', { name: /nach oben verschieben$/ }).length).toBe(all.length);
  });

  it("empties the search field when the provider's navigation opens the whole list", async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.brautsalon}/items?query=Schleier`, { as: 'demo' });
    expect(await searchField()).toHaveValue('Schleier');
    const all = await productsOf(PROVIDER.brautsalon);
    const veils = all.filter((item) => item.name.includes('Schleier'));
    await waitFor(async () => expect(await foundNames()).toEqual(veils.map((item) => item.name)), WAIT);
    const current = await screen.findByRole('link', { name: 'Produkte', current: 'page' }, { timeout: 5000 });
    await user.click(current);
    await waitFor(() => expect(window.location.search).toBe(''), WAIT);
    expect(await searchField()).toHaveValue('');
    await waitFor(async () => expect(await productNames()).toEqual(all.map((item) => item.name)), WAIT);
  });

  it('takes a product out of the "Aktiv" list once it is switched off', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items?status=active`, { as: 'demo' });
    const active = (await productsOf(PROVIDER.lichtwerk)).filter((item) => item.status === 'active');
    const target = active[0];
    if (!target) throw new Error('the photographer has an active product');
    await waitFor(async () => expect(await foundNames()).toEqual(active.map((item) => item.name)), WAIT);
    await user.click((await foundList()).getByRole('switch', { name: `„${target.name}“ aktiv` }));
    expect(await screen.findByText(`„${target.name}“ ist jetzt inaktiv.`)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await foundNames()).toEqual(active.filter((item) => item.id !== target.id).map((item) => item.name)),
    );
  });

  it('shows no search for a provider without products', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo', scenario: 'empty' });
    expect(await screen.findByText('Noch keine Produkte', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});

describe("products page: the product's picture (issue 42.2)", () => {
  // The mock backend parses uploads with Node's fetch, which makes its file parts with the global File: jsdom's
  // would fail its own check (the page's files are Node's too, see png()).
  beforeEach(() => vi.stubGlobal('File', NodeFile));
  afterEach(() => vi.unstubAllGlobals());

  /** A PNG of the given size: signature and IHDR header (what the browser check and the server read), then padding. */
  function png(name: string, width = 1600, height = 1067, type = 'image/png'): File {
    const bytes = new Uint8Array(33 + 2048);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return new NodeFile([bytes], name, { type }) as unknown as File;
  }

  /** The picture uploads the app sends from now on (their paths; the bodies are multipart). */
  function recordUploads(): string[] {
    const paths: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && /\/provider-items\/\d+\/image$/.test(path)) paths.push(path);
    };
    mockServer.events.on('request:start', listener);
    listeners.push(() => mockServer.events.removeListener('request:start', listener));
    return paths;
  }

  /** An approved product of the photographer with a picture, and its row once the list shows it. */
  async function approvedRow() {
    const product = (await productsOf(PROVIDER.lichtwerk)).find(
      (item) => item.approvalStatus === 'approved' && item.imagePath !== null,
    );
    if (!product) throw new Error('the photographer has an approved product with a picture');
    const row = within((await productList()).getByRole('article', { name: product.name }));
    return { product, row };
  }

  it('replaces the picture with a progress bar, keeps the focus and shows the product waiting for approval', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const { product, row } = await approvedRow();
    // The picture is named by the product; the rules show once above the list.
    expect(row.getByRole('img', { name: product.name })).toHaveAttribute('src', product.imagePath);
    expect(await screen.findByText(/^Produktbilder: Erlaubt sind JPG, JPEG, PNG, WEBP/)).toBeInTheDocument();
    expect(row.getByText('Freigegeben')).toBeInTheDocument();
    const replace = row.getByRole('button', { name: 'Bild ersetzen' });
    expect(replace).toHaveAccessibleDescription(product.name);
    const input = row.getByLabelText(`Bilddatei für „${product.name}“ auswählen`);
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp');

    // The request takes a moment: the bar shows while it is sent, and the button keeps the focus.
    setFault('uploadProviderItemImage', { kind: 'latency', latencyMs: 400, remaining: 1 });
    replace.focus();
    fireEvent.change(input, { target: { files: [png('Fotobox am Abend.png')] } });
    expect(await row.findByRole('progressbar', { name: /Das Bild wird (geprüft|hochgeladen)/ })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Hochladen abbrechen' })).toBeInTheDocument();
    expect(replace).toHaveAttribute('aria-disabled', 'true');
    expect(
      await screen.findByText(
        `Das Bild von „${product.name}“ wurde hochgeladen und wartet auf die Freigabe durch unser Team.`,
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(await row.findByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect(row.queryByRole('progressbar')).not.toBeInTheDocument();
    const stored = (await productsOf(PROVIDER.lichtwerk)).find((item) => item.id === product.id);
    expect(stored).toMatchObject({ approvalStatus: 'approval_waiting', status: product.status });
    expect(stored?.imagePath).toMatch(
      new RegExp(`^/media/providers/${PROVIDER.lichtwerk}/items/${product.id}-.+\\.png$`),
    );
    expect(row.getByRole('img', { name: product.name })).toHaveAttribute('src', stored?.imagePath);
    expect(replace).toHaveFocus();
    expect(replace).not.toHaveAttribute('aria-disabled');
  });

  it('refuses a file against the image rules before sending it, and shows the server’s refusal on the field', async () => {
    const sent = recordUploads();
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const { product, row } = await approvedRow();
    const input = row.getByLabelText(`Bilddatei für „${product.name}“ auswählen`);
    const replace = row.getByRole('button', { name: 'Bild ersetzen' });

    fireEvent.change(input, { target: { files: [png('briefmarke.png', 400, 300)] } });
    const narrow = 'Das Bild ist zu schmal: 400 Pixel, es muss mindestens 800 Pixel breit sein.';
    expect(await row.findByText(narrow, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(replace).toHaveAccessibleDescription(`${product.name} ${narrow}`);
    fireEvent.change(input, { target: { files: [png('tafel.gif', 1600, 1067, 'image/gif')] } });
    expect(
      await row.findByText('Dieses Dateiformat ist nicht erlaubt. Erlaubt sind JPG, JPEG, PNG, WEBP.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // Right by its name and header, but sent as no image: the server's words land on the field, in German.
    fireEvent.change(input, { target: { files: [png('scan.png', 1600, 1067, 'application/octet-stream')] } });
    expect(await row.findByText('Die Datei ist kein Bild.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(replace).toHaveAccessibleDescription(`${product.name} Die Datei ist kein Bild.`);
    expect(row.getByText('Freigegeben')).toBeInTheDocument();
    expect((await productsOf(PROVIDER.lichtwerk)).find((item) => item.id === product.id)).toEqual(product);
  });

  it('removes the picture only after confirmation, keeps the approval and puts the focus on "Bild hochladen"', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const { product, row } = await approvedRow();
    await user.click(row.getByRole('button', { name: 'Bild entfernen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bild entfernen?' }));
    expect(
      dialog.getByText(`Das Bild von „${product.name}“ wird entfernt. Brautpaare sehen das Produkt danach ohne Bild.`),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(row.getByRole('img', { name: product.name })).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Bild entfernen' }));
    const again = within(await screen.findByRole('dialog', { name: 'Bild entfernen?' }));
    await user.click(again.getByRole('button', { name: 'Bild entfernen' }));
    expect(
      await screen.findByText(`Das Bild von „${product.name}“ wurde entfernt.`, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await row.findByText('Kein Bild')).toBeInTheDocument();
    expect(row.queryByRole('img', { name: product.name })).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Bild entfernen' })).not.toBeInTheDocument();
    await waitFor(() => expect(row.getByRole('button', { name: 'Bild hochladen' })).toHaveFocus());
    expect(row.getByText('Freigegeben')).toBeInTheDocument();
    expect((await productsOf(PROVIDER.lichtwerk)).find((item) => item.id === product.id)).toMatchObject({
      imagePath: null,
      approvalStatus: 'approved',
    });
  });

  it('uploads from the product dialog at once, and the list shows the new picture waiting for approval', async () => {
    const { user } = await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const { product, row } = await approvedRow();
    await user.click(row.getByRole('button', { name: `„${product.name}“ bearbeiten` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Produkt bearbeiten' }));
    const field = within(dialog.getByRole('region', { name: 'Produktbild' }));
    expect(field.getByRole('img', { name: product.name })).toHaveAttribute('src', product.imagePath);
    fireEvent.change(field.getByLabelText(`Bilddatei für „${product.name}“ auswählen`), {
      target: { files: [png('Neues Titelbild.jpg', 1920, 1280)] },
    });
    await waitFor(() =>
      expect(field.getByRole('img', { name: product.name }).getAttribute('src')).not.toBe(product.imagePath),
    );
    const stored = (await productsOf(PROVIDER.lichtwerk)).find((item) => item.id === product.id);
    expect(field.getByRole('img', { name: product.name })).toHaveAttribute('src', stored?.imagePath);
    // The form's own fields are untouched: closing it sends nothing more, the list shows the new state.
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(await row.findByText('Wartet auf Freigabe')).toBeInTheDocument();
    expect(row.getByRole('img', { name: product.name })).toHaveAttribute('src', stored?.imagePath);
  });

  it('says so and takes the buttons away when the rights were withdrawn meanwhile (403)', async () => {
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const { product, row } = await approvedRow();
    await db.customerUsers.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.customerUserProviders = user.customerUserProviders.map((link) =>
          link.providerId === PROVIDER.lichtwerk ? { ...link, canManage: false } : link,
        );
      },
    });
    fireEvent.change(row.getByLabelText(`Bilddatei für „${product.name}“ auswählen`), {
      target: { files: [png('neu.png')] },
    });
    expect(
      await screen.findByText(/Sie können die Produkte dieses Anbieters ansehen, aber nicht ändern\./, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(row.queryByRole('button', { name: 'Bild ersetzen' })).not.toBeInTheDocument());
    expect((await productsOf(PROVIDER.lichtwerk)).find((item) => item.id === product.id)).toEqual(product);
  });

  it('offers the picture’s actions in Arabic', async () => {
    await changeLocale('ar_AE', { persist: false });
    onTestFinished(() => changeLocale('de_DE', { persist: false }));
    await renderApp(`/providers/${PROVIDER.lichtwerk}/items`, { as: 'demo' });
    const product = (await productsOf(PROVIDER.lichtwerk)).find((item) => item.imagePath !== null);
    if (!product) throw new Error('the photographer has a product with a picture');
    const list = within(await screen.findByRole('list', { name: 'المنتجات حسب ترتيبها' }, { timeout: 5000 }));
    const row = within(list.getByRole('article', { name: product.name }));
    expect(row.getByRole('button', { name: 'استبدال الصورة' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'إزالة الصورة' })).toBeInTheDocument();
    expect(row.getByLabelText(`اختيار ملف صورة لـ «${product.name}»`)).toBeInTheDocument();
  });
});
