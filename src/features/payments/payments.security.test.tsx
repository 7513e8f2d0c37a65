// Attack suite (issue 19): a card number and its CVV exist only in the card form and the request body. After a
// failed and a successful "add card", a declined payment and a 3-D Secure payment with a new card, none of them is
// in local or session storage, cookies, TanStack's query or mutation cache (keys and data), any console call, the
// address bar, the bank page's address or a request URL the portal made.
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearFaults, setFault } from '@mocks/lib/faults';
import type * as queryClientModule from '@/api/query-client';
import type * as publicWebsite from '@/lib/public-website';
import { leavePortal } from '@/lib/public-website';
import type * as runtimeConfig from '@/lib/runtime-config';
import { mockServer } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

const clients: QueryClient[] = [];
vi.mock('@/api/query-client', async (importOriginal) => {
  const original = await importOriginal<typeof queryClientModule>();
  return {
    ...original,
    createQueryClient: () => {
      const client = original.createQueryClient();
      clients.push(client);
      return client;
    },
  };
});
vi.mock('@/lib/public-website', async (importOriginal) => ({
  ...(await importOriginal<typeof publicWebsite>()),
  leavePortal: vi.fn(),
}));
// Mock mode, so the 3-D Secure card leaves for the mock's bank page as in the browser.
vi.mock('@/lib/runtime-config', async (importOriginal) => {
  const original = await importOriginal<typeof runtimeConfig>();
  return { ...original, getRuntimeConfig: () => ({ ...original.getRuntimeConfig(), mockApi: true }) };
});

const CARDS = [
  { number: '5555555555554444', spaced: '5555 5555 5555 4444', cvv: '739' },
  { number: '4000000000000002', spaced: '4000 0000 0000 0002', cvv: '862' },
  { number: '4000000000003220', spaced: '4000 0000 0000 3220', cvv: '917' },
];

const consoleCalls: unknown[][] = [];
const requestUrls: string[] = [];
const record = (request: { request: Request }) => void requestUrls.push(request.request.url);
beforeAll(() => {
  mockServer.events.on('request:start', record);
});

/** Records every console call from now on (the test setup restores spies between tests, so per test). */
function recordConsole() {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(args);
      original(...args);
    });
  }
}
afterAll(() => {
  mockServer.events.removeListener('request:start', record);
  clearFaults();
  vi.restoreAllMocks();
});

function storageDump(storage: Storage): string {
  return JSON.stringify(Object.entries(storage));
}

/** Everything TanStack holds: query keys and data, mutation variables and results. */
function cacheDump(): string {
  return JSON.stringify(
    clients.map((client) => ({
      queries: client
        .getQueryCache()
        .getAll()
        .map((query) => ({ key: query.queryKey, data: query.state.data, error: String(query.state.error) })),
      mutations: client
        .getMutationCache()
        .getAll()
        .map((mutation) => ({ variables: mutation.state.variables, data: mutation.state.data })),
    })),
  );
}

async function typeCard(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  scope: ReturnType<typeof within>,
  card: (typeof CARDS)[number],
) {
  await user.type(scope.getByLabelText('Karteninhaber'), 'Katharina Vogt');
  await user.type(scope.getByLabelText('Kartennummer'), card.spaced);
  await user.type(scope.getByLabelText('Gültig bis'), '12/39');
  await user.type(scope.getByLabelText('Prüfnummer (CVC)'), card.cvv);
}

describe('card data stays in the form', () => {
  it('keeps no card number or CVV anywhere after adding and paying, failed and successful', async () => {
    recordConsole();
    const { user } = await renderApp('/providers/0/payments?tab=cards', { as: 'demo' });
    const [saved, declined, threeD] = CARDS;
    if (!saved || !declined || !threeD) throw new Error('three test cards');

    // Add a card: the server fails once, then it is saved.
    await user.click(await screen.findByRole('button', { name: 'Karte hinzufügen' }, { timeout: 5000 }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Karte hinzufügen' }));
    await user.type(dialog.getByLabelText('Bezeichnung'), 'Testkarte');
    await typeCard(user, dialog, saved);
    setFault('createCreditCard', { kind: 'server-error', remaining: 1 });
    await user.click(dialog.getByRole('button', { name: 'Karte speichern' }));
    expect(await dialog.findByText('Ein technischer Fehler ist aufgetreten.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Karte speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('**** **** **** 4444')).toBeInTheDocument();

    // Pay with a new card the bank declines, then with a 3-D Secure card that is to be saved.
    await user.click(screen.getByRole('tab', { name: 'Offene Zahlungen' }));
    const pending = within(await screen.findByRole('list', { name: 'Offene Zahlungen' }));
    const payNewCard = async (card: (typeof CARDS)[number], save: boolean) => {
      await user.click(pending.getAllByRole('button', { name: /bezahlen$/ })[0]!);
      dialog = within(await screen.findByRole('dialog', { name: / bezahlen$/ }));
      await user.click(await dialog.findByLabelText('Mit einer neuen Karte'));
      await typeCard(user, dialog, card);
      if (save) await user.click(dialog.getByLabelText('Karte für spätere Zahlungen speichern'));
      await user.click(dialog.getByRole('button', { name: /€ bezahlen$/ }));
    };
    await payNewCard(declined, false);
    expect(await dialog.findByText('Die Zahlung ist fehlgeschlagen.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await payNewCard(threeD, true);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledTimes(1));
    const bankAddress = String(vi.mocked(leavePortal).mock.calls[0]?.[0]);

    const everything = [
      storageDump(window.localStorage),
      storageDump(window.sessionStorage),
      document.cookie,
      cacheDump(),
      JSON.stringify(consoleCalls.map((args) => args.map(String))),
      window.location.href,
      bankAddress,
      requestUrls.join('\n'),
    ];
    for (const place of everything) {
      for (const card of CARDS) {
        expect(place).not.toContain(card.number);
        expect(place).not.toContain(card.spaced);
        expect(place).not.toContain(`"${card.cvv}"`);
      }
      expect(place.toLowerCase()).not.toContain('cvv');
    }
    // The checks looked at something: the session is in storage and the cards' list in the cache.
    expect(storageDump(window.localStorage).length + storageDump(window.sessionStorage).length).toBeGreaterThan(10);
    expect(cacheDump()).toContain('**** **** **** 4444');
  });
});
