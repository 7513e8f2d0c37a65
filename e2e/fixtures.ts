// Journeys start where they are about, without the UI and without waiting for set-up: each runs in a fresh
// browser context (its own local storage and IndexedDB, so its own freshly seeded mock backend).
// - Logged out (`as` not set): the first page load seeds the mock's `default` scenario.
// - Logged in (`test.use({ as: 'demo' })`): the context starts from a storage state made once per worker and
//   user: logged in through the mock API inside the page (the mock backend is the page's service worker), the
//   session stored like the login page stores it, every queued modal closed in the modal history (unless
//   `modals: true`), and the mock's database saved in IndexedDB. One navigation then opens the journey's page.
//   The mock's database reaches the new context through the page, not through Playwright's storage state: the
//   mock of each page fetches it from a server of the worker on 127.0.0.1 (`__mockStartingSnapshotUrl`) and reads
//   what the journey saved so far over it. Playwright's restore returned when its writes were accepted, not when
//   they were committed; now and then the large snapshot was lost and the journey met a mock that did not know its
//   session.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { DEMO_LOGINS } from '../mocks/db/core';
import { MOCK_SNAPSHOT_LOCATION } from '../mocks/browser/persistence-names';
import type { components, operations } from '../src/api/generated/schema';
import { href } from './app-routes';
import { CONSENT_VERSION } from '../src/lib/integrations/consent';
import {
  ACCESS_TOKEN_ID_KEY,
  ACCESS_TOKEN_KEY,
  CONSENT_STORAGE_KEY,
  CONSUMER_KEY_KEY,
  modalHistoryKey,
} from '../src/lib/session-store';
import { closeModals, memoryStorage, queuedModals } from '../src/testing/modal-history';
import type { DemoUser } from '../src/testing/render-app';

export type { DemoUser };

/** The JSON body of an operation's answer, as the API document declares it. */
export type JsonBody<
  Operation extends keyof operations,
  Status extends keyof operations[Operation]['responses'],
> = operations[Operation]['responses'][Status] extends { content: { 'application/json': infer Body } } ? Body : never;

/** One page of a list answer (the document's list envelope) of these records. */
export interface ListBody<Schema extends keyof components['schemas']> {
  data: Array<components['schemas'][Schema]>;
  paging: components['schemas']['Paging'];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A logged-in start: the page's local storage (the session) and where the mock's saved database is served. */
interface SessionState {
  storage: StorageState;
  mockSnapshotUrl: string;
}

/** Serves texts to the worker's pages on 127.0.0.1: `publish` returns the address of one. */
interface TextServer {
  publish: (name: string, text: string) => string;
}

/** Every record of the mock's snapshot store: the saved database, in whatever parts mocks/browser/persistence.ts keeps it. */
interface StoredRecords {
  /** The store's keys are text (IDBValidKey's recursive type is too deep for page.evaluate's typing). */
  keys: string[];
  values: unknown[];
}

/** Runs in a page of the origin: reads every record of the mock's saved database. */
async function readMockSnapshot(location: typeof MOCK_SNAPSHOT_LOCATION): Promise<StoredRecords> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(location.database, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(location.store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise<StoredRecords>((resolve, reject) => {
      const transaction = database.transaction(location.store, 'readonly');
      const store = transaction.objectStore(location.store);
      transaction.onabort = () => reject(transaction.error ?? new Error('the transaction was aborted'));
      const keys = store.getAllKeys();
      const values = store.getAll();
      transaction.oncomplete = () => resolve({ keys: keys.result.map(String), values: values.result });
    });
  } finally {
    database.close();
  }
}

/** The session keys of the app (src/lib/session-store.ts), for the page's local storage. */
export const SESSION_KEYS = {
  accessToken: ACCESS_TOKEN_KEY,
  accessTokenId: ACCESS_TOKEN_ID_KEY,
  consumerKey: CONSUMER_KEY_KEY,
} as const;

/**
 * Calls the mock API from inside the page, as the session stored there, at the deployment's API base URL
 * (`window.__PORTAL_CONFIG__`). Returns the JSON body; an error status fails the journey.
 */
export async function apiInPage<T>(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  return page.evaluate(
    async ({ path, init, keys }) => {
      const base = new URL(window.__PORTAL_CONFIG__?.apiBaseUrl ?? '/api', window.location.origin).href;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = window.localStorage.getItem(keys.accessToken);
      const consumerKey = window.localStorage.getItem(keys.consumerKey);
      if (token) headers['X-Access-Token'] = token;
      if (consumerKey) headers['X-Consumer-Key'] = consumerKey;
      const response = await fetch(`${base.replace(/\/$/, '')}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? null : JSON.stringify(init.body),
      });
      if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
      return (await response.json()) as T;
    },
    { path, init, keys: SESSION_KEYS },
  );
}

/** Matches a page URL that ends in `path` (an href of src/config/paths.ts, query included). */
export function endsWith(path: string): RegExp {
  return new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** Waits until the mock backend's service worker answers in this page (its test hooks are installed). */
export async function waitForMock(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof window.__mockFlush === 'function');
}

/** Makes the storage state of a logged-in demo user on a freshly seeded mock backend. */
async function createSessionState(
  context: BrowserContext,
  user: DemoUser,
  options: { modals: boolean },
  snapshots: TextServer,
): Promise<SessionState> {
  const page = await context.newPage();
  await page.goto(href.login());
  await waitForMock(page);
  const { data: session } = await apiInPage<JsonBody<'createAccessToken', 201>>(page, '/access-tokens', {
    method: 'POST',
    body: { username: user, password: DEMO_LOGINS[user], userType: 'provider' },
  });
  await page.evaluate(
    ({ keys, session }) => {
      window.localStorage.setItem(keys.accessToken, session.accessToken);
      window.localStorage.setItem(keys.accessTokenId, String(session.id));
      window.localStorage.setItem(keys.consumerKey, session.consumerKey);
    },
    { keys: SESSION_KEYS, session },
  );
  if (!options.modals) {
    const todos = await apiInPage<ListBody<'ProviderPrompt'>>(
      page,
      '/provider-prompts?type=todo&completed=false&limit=100',
    );
    if (todos.paging.total > todos.data.length) throw new Error('more than 100 open to-dos: page through them');
    const storage = memoryStorage();
    const historyKey = modalHistoryKey(session.customerUserId);
    closeModals(queuedModals(todos.data.map((todo) => todo.id)), session.customerUserId, storage);
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
      key: historyKey,
      value: storage.getItem(historyKey) ?? '{}',
    });
  }
  // The login wrote the new session into the mock's database: wait until it is saved in IndexedDB, then read it.
  await page.evaluate(() => window.__mockFlush?.());
  const mockSnapshot = await page.evaluate(readMockSnapshot, MOCK_SNAPSHOT_LOCATION);
  if (!mockSnapshot.keys.includes(MOCK_SNAPSHOT_LOCATION.key))
    throw new Error('the mock saved no database after the login');
  const storage = await context.storageState();
  await page.close();
  return {
    storage,
    mockSnapshotUrl: snapshots.publish(`${user}${options.modals ? '-modals' : ''}.json`, JSON.stringify(mockSnapshot)),
  };
}

/**
 * Hands the mock's saved database to the context's pages: the mock of each page fetches it and reads what the
 * journey saved so far over it (mocks/browser/persistence.ts). Writing it into IndexedDB from a page of its own
 * before the journey took 1.5 s of each journey; passing it through a Playwright binding cost the page 0.6 s of CPU
 * to receive the 6.7 MB protocol message, and writing it into IndexedDB about a second of the browser's (issue 34).
 */
async function handOverMockSnapshot(context: BrowserContext, mockSnapshotUrl: string): Promise<void> {
  await context.addInitScript((url) => {
    window.__mockStartingSnapshotUrl = url;
  }, mockSnapshotUrl);
}

/** A server on 127.0.0.1 for the worker's texts (the pages' origin is another port: it allows any origin). */
async function startTextServer(): Promise<{ server: TextServer; close: () => Promise<void> }> {
  const texts = new Map<string, string>();
  const http = createServer((request, response) => {
    const text = texts.get(request.url ?? '');
    response.writeHead(text === undefined ? 404 : 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    response.end(text ?? '');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    server: {
      publish(name, text) {
        texts.set(`/${name}`, text);
        return `http://127.0.0.1:${port}/${name}`;
      },
    },
    close: () =>
      new Promise((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}

interface Options {
  /** The demo user the journey starts logged in as; logged out when not set. */
  as: DemoUser | undefined;
  /** Whether the queued modals (price update, missing info, to-do prompt, …) may show after login. */
  modals: boolean;
  /**
   * `decided` (default): the browser has answered the consent banner with "necessary only" before the first page
   * loads, so the banner (issue 22) covers nothing in journeys about other things. `ask`: no choice yet.
   */
  consent: 'decided' | 'ask';
}

interface WorkerFixtures {
  sessionStates: (user: DemoUser, options: { modals: boolean }) => Promise<SessionState>;
  mockSnapshots: TextServer;
}

// Playwright's `use` of a fixture is named `provide` here: the React hooks lint rule claims every `use(…)` call.
export const test = base.extend<Options & { consoleErrors: string[] }, WorkerFixtures>({
  as: [undefined, { option: true }],
  modals: [false, { option: true }],
  consent: ['decided', { option: true }],

  context: async ({ context, consent, as, modals, sessionStates }, provide) => {
    if (as) await handOverMockSnapshot(context, (await sessionStates(as, { modals })).mockSnapshotUrl);
    if (consent === 'decided')
      await context.addInitScript(
        ({ key, value }) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        {
          key: CONSENT_STORAGE_KEY,
          value: JSON.stringify({
            version: CONSENT_VERSION,
            statistics: false,
            marketing: false,
            decidedAt: '2026-01-01T00:00:00.000Z',
          }),
        },
      );
    await provide(context);
  },

  mockSnapshots: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const { server, close } = await startTextServer();
      await provide(server);
      await close();
    },
    { scope: 'worker' },
  ],

  sessionStates: [
    async ({ browser, mockSnapshots }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId } = workerInfo.project.use;
      const made = new Map<string, Promise<SessionState>>();
      const contexts: BrowserContext[] = [];
      await provide((user, options) => {
        const key = `${user}:${options.modals}`;
        let state = made.get(key);
        if (!state) {
          state = browser.newContext({ baseURL, locale, timezoneId }).then((context) => {
            contexts.push(context);
            return createSessionState(context, user, options, mockSnapshots);
          });
          made.set(key, state);
        }
        return state;
      });
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],

  storageState: async ({ as, modals, sessionStates, storageState }, provide) => {
    await provide(as ? (await sessionStates(as, { modals })).storage : storageState);
  },

  /** Fails the journey on any console error of the page (a broken route must not pass silently). */
  consoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // The mock backend's own warnings explain a journey's surprise (a session it does not know).
        if (message.type() === 'warning' && text.startsWith('[mock]')) return void errors.push(text);
        if (message.type() !== 'error') return;
        // The browser logs every non-2xx answer as a failed resource; the journeys assert those themselves.
        if (text.startsWith('Failed to load resource')) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await provide(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
