import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { PROVIDER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
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
