import { fireEvent, screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { Link, Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { PROVIDER } from '@mocks/db/core';
import { readModalHistory } from '@/lib/modal-queue';
import { mockServer, TEST_API_BASE_URL } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { MODALS } from './modal-registry';
import { nextOpenStep } from './price-update-stepper';
import { USER } from '@mocks/db/core/ids';

afterEach(() => {
  clearFaults();
  mockServer.resetHandlers();
});

// A bare stand-in for the shell, as in modal-queue-host.test.tsx.
vi.mock('@/features/shell/main-layout', () => ({
  MainLayout: () => (
    <main>
      <Link to="/">Start</Link>
      <Outlet />
    </main>
  ),
}));

const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

async function missingCatalogIds(): Promise<number[]> {
  const { data } = unwrap(
    await testApi.GET('/providers/{id}/missing-data', { params: { path: { id: PROVIDER.havelblick } } }),
  );
  return data.catalogs.ids;
}

async function catalogName(id: number): Promise<string> {
  const { data } = unwrap(
    await testApi.GET('/customers/{customerId}/catalogs/{catalogId}', {
      params: { path: { customerId: 1, catalogId: id } },
    }),
  );
  return data.name;
}

async function openStepper() {
  const rendered = await renderApp('/', { as: 'demo', modals: true });
  const warning = await screen.findByRole('dialog', { name: 'Preise aktualisieren' }, { timeout: 5000 });
  expect(within(warning).getByText('Schlossgut Havelblick')).toBeInTheDocument();
  await rendered.user.click(within(warning).getByRole('button', { name: 'Jetzt aktualisieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preise aktualisieren' });
  return { ...rendered, dialog: within(dialog) };
}

describe('nextOpenStep', () => {
  it('cycles forward and backward and skips the steps already done', () => {
    expect(nextOpenStep(3, 2, 1, new Set())).toBe(0);
    expect(nextOpenStep(3, 0, -1, new Set())).toBe(2);
    expect(nextOpenStep(3, 0, 1, new Set([1]))).toBe(2);
    expect(nextOpenStep(3, 0, 1, new Set([1, 2]))).toBe(0);
  });
});

describe('price update modal', () => {
  it('steps through the expired catalogues with cycling arrows, updates both and removes them from the missing list', async () => {
    const { user, dialog } = await openStepper();
    const ids = await missingCatalogIds();
    expect(ids).toHaveLength(2);
    const [firstName, secondName] = await Promise.all(ids.map(catalogName));

    expect(await dialog.findByText('Katalog 1/2')).toBeInTheDocument();
    expect(await dialog.findByRole('heading', { name: firstName })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Nächster Katalog' }));
    expect(await dialog.findByText('Katalog 2/2')).toBeInTheDocument();
    expect(await dialog.findByRole('heading', { name: secondName })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Nächster Katalog' }));
    expect(await dialog.findByText('Katalog 1/2')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Vorheriger Katalog' }));
    expect(await dialog.findByText('Katalog 2/2')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Vorheriger Katalog' }));
    expect(await dialog.findByText('Katalog 1/2')).toBeInTheDocument();

    // Step 1: a new expiry date, then save; the modal moves on to the second catalogue.
    fireEvent.change(await dialog.findByLabelText('Preise gültig bis'), { target: { value: inDays(30) } });
    await user.click(dialog.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await dialog.findByText('Katalog 2/2')).toBeInTheDocument();
    expect(await missingCatalogIds()).toEqual([ids[1]]);
    // The only catalogue left: the arrows have nowhere else to go.
    expect(dialog.getByRole('button', { name: 'Nächster Katalog' })).toBeDisabled();

    // Step 2: a server failure keeps what was typed and says what went wrong.
    const prices = await dialog.findAllByLabelText(/^Preis in EUR/);
    const firstPrice = prices[0];
    if (!firstPrice) throw new Error('the catalogue has prices');
    await user.clear(firstPrice);
    await user.type(firstPrice, '1234');
    fireEvent.change(dialog.getByLabelText('Preise gültig bis'), { target: { value: inDays(60) } });
    setFault('updateCatalog', { kind: 'server-error', remaining: 1 });
    await user.click(dialog.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    expect(dialog.getByText('Katalog 2/2')).toBeInTheDocument();
    expect(dialog.getAllByLabelText(/^Preis in EUR/)[0]).toHaveValue('1.234');
    expect(dialog.getByLabelText('Preise gültig bis')).toHaveValue(inDays(60));

    // Retry: the last catalogue is saved, the modal closes and the missing list is empty.
    await user.click(dialog.getByRole('button', { name: 'Speichern und weiter' }));
    // The next modal of the queue (no catalogue for the bridal shop) follows.
    expect(await screen.findByRole('dialog', { name: 'Preisliste fehlt' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Preise aktualisieren' })).not.toBeInTheDocument();
    expect(await missingCatalogIds()).toEqual([]);
    expect(readModalHistory(USER.demo)[MODALS.priceUpdate.id]?.closedAt).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the server’s message and its field errors and keeps the input (error format 1)', async () => {
    const { user, dialog } = await openStepper();
    const input = await dialog.findByLabelText('Preise gültig bis');
    fireEvent.change(input, { target: { value: inDays(10) } });
    const discounted = (await dialog.findAllByLabelText(/^Reduzierter Preis in EUR/))[0];
    const price = dialog.getAllByLabelText(/^Preis in EUR/)[0];
    if (!discounted || !price) throw new Error('the catalogue has prices');
    await user.clear(price);
    await user.type(price, '100');
    await user.clear(discounted);
    await user.type(discounted, '99');
    // A rule only the server knows (error format 1): its message and the field error both show.
    mockServer.use(
      http.put(
        `${TEST_API_BASE_URL}/customers/:customerId/catalogs/:catalogId`,
        () =>
          HttpResponse.json(
            {
              message: 'Die Preise konnten nicht gespeichert werden.',
              errors: { 'prices.0.price': 'Dieser Preis ist für diese Position nicht zulässig.' },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    await user.click(dialog.getByRole('button', { name: 'Speichern und weiter' }));
    expect(await dialog.findByText('Dieser Preis ist für diese Position nicht zulässig.')).toBeInTheDocument();
    expect(dialog.getByText('Die Preise konnten nicht gespeichert werden.')).toBeInTheDocument();
    expect(dialog.getByText('Katalog 1/2')).toBeInTheDocument();
    expect(dialog.getAllByLabelText(/^Preis in EUR/)[0]).toHaveValue('100');
  });
});
