// Consumer contracts of the provider prompts: the To-do page, the bell's notifications, the dashboard's lists,
// and marking a prompt completed (spec points 3, 4 and 7).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { isApiError } from '@/api/api-error';
import { completePrompt, getPrompts, PROMPT_PAGE_SIZE } from '@/api/queries/prompts';
import { completeAllNotifications } from '@/features/shell/api/mark-notifications-read';
import { NEWEST_OPEN_TODO } from '@/features/dashboard/api/prompt-filters';
import { readSession, writeSession } from '@/lib/session-store';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  PATTERNS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, like, regex, string } = MatchersV3;

/**
 * What the portal reads of a prompt. The provider's district is left out: it is null for providers without
 * one, and the portal shows the city alone then.
 */
const prompt = (type: 'todo' | 'notification', completed: boolean) => ({
  id: integer(4411),
  type,
  title: string('Mehr Fotos hochladen'),
  body: string('Profile mit 30 oder mehr Bildern erhalten deutlich mehr Anfragen.'),
  createdAt: regex(PATTERNS.dateTime, '2026-11-18T08:30:00Z'),
  completedAt: completed ? regex(PATTERNS.dateTime, '2026-11-19T10:02:00Z') : null,
  linkData: { path: string('/anbieter/schlossgut-havelblick/fotos'), text: string('Galerie ansehen') },
  provider: {
    id: integer(101),
    name: string('Schlossgut Havelblick'),
    category: { id: integer(1), name: string('Hochzeitslocation'), categoryType: string('venue') },
    city: { id: integer(2), name: string('Potsdam') },
  },
});

const paging = (limit: number) => ({
  page: 1,
  limit,
  total: integer(6),
  pageCount: integer(1),
});

describe('prompt lists', () => {
  it('listProviderPrompts: the open to-dos of the To-do page, 25 per page', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasPrompts)
      .uponReceiving('a request for the first page of the open to-dos of demo')
      .withRequest('GET', '/provider-prompts', (request) =>
        request.headers(SESSION_HEADERS).query({ type: 'todo', completed: 'false', limit: '25', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(prompt('todo', false)), paging: paging(25) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await getPrompts({ type: 'todo', completed: false, limit: PROMPT_PAGE_SIZE }, 1);
        expect(page.data[0]).toMatchObject({ type: 'todo', completedAt: null });
        expect(page.paging.page).toBe(1);
      });
  });

  it('listProviderPrompts: the completed to-dos of the To-do page, with their completion time', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasPrompts)
      .uponReceiving('a request for the first page of the completed to-dos of demo')
      .withRequest('GET', '/provider-prompts', (request) =>
        request.headers(SESSION_HEADERS).query({ type: 'todo', completed: 'true', limit: '25', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(prompt('todo', true)), paging: paging(25) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await getPrompts({ type: 'todo', completed: true, limit: PROMPT_PAGE_SIZE }, 1);
        expect(page.data[0]?.completedAt).toBe('2026-11-19T10:02:00Z');
      });
  });

  it("listProviderPrompts: a page of the bell's notifications, read and unread", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasPrompts)
      .uponReceiving('a request for the second page of the notifications of demo')
      .withRequest('GET', '/provider-prompts', (request) =>
        request.headers(SESSION_HEADERS).query({ type: 'notification', limit: '25', page: '2' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Older notifications are read: the seed marks only the newest ones unread.
          data: eachLike(prompt('notification', true)),
          paging: { page: 2, limit: 25, total: integer(38), pageCount: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await getPrompts({ type: 'notification', limit: PROMPT_PAGE_SIZE }, 2);
        expect(page.paging).toMatchObject({ page: 2, limit: 25 });
        expect(page.data[0]?.type).toBe('notification');
      });
  });

  it('listProviderPrompts: the newest open to-do for the dashboard\'s "another prompt" modal', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoHasPrompts)
      .uponReceiving('a request for the newest open to-do of demo')
      .withRequest('GET', '/provider-prompts', (request) =>
        request.headers(SESSION_HEADERS).query({ type: 'todo', limit: '1', completed: 'false', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(prompt('todo', false), 1),
          paging: like({ page: 1, limit: 1, total: 6, pageCount: 6 }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const [newest] = (await getPrompts(NEWEST_OPEN_TODO, 1)).data;
        expect(newest?.completedAt).toBeNull();
      });
  });

  it('listProviderPrompts: without a valid session the answer is 401 and the portal logs out', async () => {
    const expired = {
      accessTokenId: 1,
      accessToken: 'at_contract_expired_token_00000001',
      consumerKey: 'ck_expired_0001',
    };
    await createPact()
      .addInteraction()
      .given(STATES.noSession)
      .uponReceiving('a request for the open to-dos with an unknown access token')
      .withRequest('GET', '/provider-prompts', (request) =>
        request
          .headers({ 'X-Access-Token': expired.accessToken, 'X-Consumer-Key': expired.consumerKey })
          .query({ type: 'todo', completed: 'false', limit: '25', page: '1' }),
      )
      .willRespondWith(401, (response) =>
        response.jsonBody({ message: string('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        writeSession(expired);
        window.history.pushState(null, '', '/todo');
        const error = await getPrompts({ type: 'todo', completed: false, limit: PROMPT_PAGE_SIZE }, 1).catch(
          (e: unknown) => e,
        );
        expect(isApiError(error) && error.kind).toBe('unauthorized');
        expect(readSession()).toBeNull();
        expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/login?redirectUrl=%2Ftodo');
      });
  });
});

describe('prompt actions', () => {
  it('applyProviderPromptAction: marking an open to-do completed answers it with its completion time', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.openTodo4900)
      .uponReceiving('marking the open to-do 4900 completed')
      .withRequest('POST', '/provider-prompts/4900/actions', (request) =>
        request.headers({ ...SESSION_HEADERS, 'Content-Type': 'application/json' }).jsonBody({ type: 'completed' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { ...prompt('todo', true), id: 4900 } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const completed = await completePrompt(4900);
        expect(completed).toMatchObject({ id: 4900, completedAt: '2026-11-19T10:02:00Z' });
      });
  });

  it('applyProviderPromptsAction: "Alle als gelesen markieren" completes the unread notifications and says how many', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('marking every notification of the demo user read')
      .withRequest('POST', '/provider-prompts/actions', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': 'application/json' })
          .jsonBody({ type: 'completed', promptType: 'notification' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { completed: integer(7) } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await completeAllNotifications()).toEqual({ completed: 7 });
      });
  });

  it('applyProviderPromptAction: a prompt that is gone gives 404 with the message the portal shows', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.noPrompt4999)
      .uponReceiving('marking the unknown prompt 4999 completed')
      .withRequest('POST', '/provider-prompts/4999/actions', (request) =>
        request.headers({ ...SESSION_HEADERS, 'Content-Type': 'application/json' }).jsonBody({ type: 'completed' }),
      )
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Der Hinweis wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await completePrompt(4999).catch((e: unknown) => e);
        expect(isApiError(error) && error.status).toBe(404);
        expect(isApiError(error) && error.serverMessage).toBe('Der Hinweis wurde nicht gefunden.');
      });
  });
});
