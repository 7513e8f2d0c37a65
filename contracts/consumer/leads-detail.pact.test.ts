// Consumer contracts of the lead page (spec points 4 and 9): the lead with its interactions, the products asked
// about, the history, the call data, the couple's last activity, the outcomes (status actions, reminders), the
// recorded contacts, the team's notes, the config entries of the forms and the calls tab's tracking number.
// The error answers are the ones the page treats differently: a lead that does not exist (not-found page), one
// beyond the basic plan's quota (upgrade path), a provider without a tracking number, and field errors that the
// forms put on their fields.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getConfigs } from '@/api/queries/configs';
import { applyLeadAction, setLeadRead } from '@/features/leads/api/actions';
import {
  createLeadComment,
  deleteLeadComment,
  listLeadComments,
  markCommentRead,
  updateLeadComment,
} from '@/features/leads/api/comments';
import { listLeadHistories } from '@/features/leads/api/histories';
import { createLeadInteraction } from '@/features/leads/api/create-interaction';
import { listLeadItems } from '@/features/leads/api/items';
import { getCoupleLastActivity } from '@/features/leads/api/last-activity';
import { getLeadData, updateLeadData } from '@/features/leads/api/lead-data';
import { getLead } from '@/features/leads/api/leads';
import { getProviderRedirectNumber } from '@/features/leads/api/redirect-number';
import { createLeadReminder } from '@/features/leads/api/reminders';
import { applyServerErrors } from '@/lib/forms/form-errors';
import {
  date,
  dateTime,
  failure,
  fieldErrorsV1,
  firstPage,
  HISTORY_TYPE,
  INTERACTION_TYPE,
  JSON_HEADERS,
  LEAD_STATUS,
} from '../support/leads';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  DEMO_SESSION_PARAMS,
  JONAS_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };

/** Far enough ahead to stay in the future whenever the pact is verified. */
const REMINDER_AT = '2036-05-16T07:30:00.000Z';

/** A lead as the outcome actions answer it (Lead): the fields the page updates from. */
const actedLead = (status: string, extra: Record<string, unknown>) => ({
  id: 42,
  status,
  ...extra,
  dealConfirmed: boolean(false),
  isRead: boolean(true),
  lastActivityAt: dateTime('2026-11-22T10:04:00Z'),
  isLocked: false,
});

describe('the lead', () => {
  it('getLead: lead 42 with its interactions, contact details hidden until the provider writes', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .given(STATES.lead42Unread)
      .uponReceiving('a request for the lead 42')
      .withRequest('GET', '/leads/42', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            id: 42,
            createdAt: dateTime('2026-11-20T18:42:00Z'),
            updatedAt: dateTime('2026-11-21T09:15:00Z'),
            extensionNumber: string('72598'),
            // Spec point 5: e-mail and phone stay null until the provider has written to the couple.
            leadDetails: {
              name: string('Anna Schmidt & Lukas Becker'),
              email: null,
              phone: null,
              contactVisible: false,
            },
            couple: {
              id: 1042,
              name: 'Anna Schmidt & Lukas Becker',
              weddingDate: date('2027-07-24'),
              organizationDate: null,
            },
            provider: { id: 101, name: string('Schlossgut Havelblick') },
            message: string('Hallo liebes Team vom Schlossgut Havelblick, wir heiraten am 24.07.2027 …'),
            status: 'new',
            processState: null,
            rejectReasonId: null,
            dealConfirmed: false,
            unreadMessageCount: 2,
            itemCount: integer(1),
            isPrepaid: boolean(false),
            firstLeadType: string('infoRequest'),
            isWedding: boolean(true),
            isRead: false,
            appointmentAt: null,
            appointmentNeedsConfirmation: false,
            reminderAt: null,
            firstResponseAt: null,
            lastActivityAt: dateTime('2026-11-21T09:15:00Z'),
            isLocked: false,
            interactions: eachLike({
              id: integer(1064),
              leadId: 42,
              type: regex(INTERACTION_TYPE, 'info_request'),
              occurredAt: dateTime('2026-11-20T18:42:00Z'),
              createdAt: dateTime('2026-11-20T18:53:00Z'),
            }),
            // A new lead may move to every other status but back to new (docs/leads.md, transitions).
            nextStatuses: [
              'pending',
              'negotiating',
              'offered',
              'deal',
              'rejected',
              'spam',
              'not_reached',
              'unreachable',
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const lead = await getLead(42);
        expect(lead).toMatchObject({ id: 42, status: 'new', unreadMessageCount: 2, isLocked: false });
        expect(lead.leadDetails.contactVisible).toBe(false);
        expect(lead.interactions[0]?.type).toBe('info_request');
      });
  });

  it('getLead: a lead that does not exist gives 404 (the page shows "not found")', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.noLead999999)
      .uponReceiving('a request for the unknown lead 999999')
      .withRequest('GET', '/leads/999999', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Die Anfrage wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(getLead(999999));
        expect(error.kind).toBe('not-found');
      });
  });

  it("getLead: a lead beyond the basic plan's monthly quota gives 403 PLAN_LIMIT (the upgrade path)", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .given(STATES.basicLockedLead4990)
      .uponReceiving('a request of the user basic for the lead 4990 beyond the monthly quota')
      .withRequest('GET', '/leads/4990', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Ihr Tarif zeigt höchstens 3 Paare pro Monat.'),
          code: 'PLAN_LIMIT',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(getLead(4990));
        expect(error).toMatchObject({ kind: 'forbidden', code: 'PLAN_LIMIT' });
      });
  });

  it('listLeadItems: the products the couple asked about', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a request for the items of the lead 42')
      .withRequest('GET', '/leads/42/items', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(311),
            providerItemId: integer(2201),
            name: string('Hochzeitspaket Orangerie (bis 80 Gäste)'),
            price: number(8900),
            currency: 'EUR',
            imagePath: string('/media/providers/101/items/2201.jpg'),
          }),
          paging: firstPage(100),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const items = await listLeadItems(42);
        expect(items.data[0]).toMatchObject({ providerItemId: 2201, price: 8900, currency: 'EUR' });
      });
  });

  it('listLeadHistories: the first page of the history, newest first', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a request for the first page of the history of the lead 42')
      .withRequest('GET', '/leads/42/histories', (request) =>
        request.headers(SESSION_HEADERS).query({ page: '1', limit: '25' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Status and author are null for entries the couple or the system caused: not part of the shape.
          data: eachLike({
            id: integer(2210),
            createdAt: dateTime('2026-11-21T09:15:00Z'),
            type: regex(HISTORY_TYPE, 'message_received'),
            text: string('Nachricht des Paares erhalten'),
          }),
          paging: firstPage(25, 2),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listLeadHistories(42, 1);
        expect(page.data[0]?.type).toBe('message_received');
        expect(page.paging.pageCount).toBe(1);
      });
  });

  it('getCoupleLastActivity: when the couple was last active and last on the website', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.couple1042Active)
      .uponReceiving('a request for the last activity of the couple 1042')
      .withRequest('GET', '/couple/1042/last-activity', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            coupleId: 1042,
            lastActivityAt: dateTime('2026-11-21T09:15:00Z'),
            lastActivityType: regex(INTERACTION_TYPE, 'email'),
            lastSeenAt: dateTime('2026-11-21T12:15:00Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getCoupleLastActivity(1042)).toEqual({
          coupleId: 1042,
          lastActivityAt: '2026-11-21T09:15:00Z',
          lastActivityType: 'email',
          lastSeenAt: '2026-11-21T12:15:00Z',
        });
      });
  });
});

describe('the call data (lead data)', () => {
  const leadData = {
    id: 4242,
    leadId: 42,
    budget: { amount: number(18000), currency: 'EUR' },
    capacity: integer(90),
    organizationType: integer(1),
    extraServices: eachLike(string('Freie Trauung am Havelufer')),
  };

  it('listLeadData: the one lead-data record of lead 42', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Data4242)
      .uponReceiving('a request for the lead data of the lead 42')
      .withRequest('GET', '/lead-data', (request) => request.headers(SESSION_HEADERS).query({ leadId: '42' }))
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(leadData) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const record = await getLeadData(42);
        expect(record).toMatchObject({ id: 4242, leadId: 42, capacity: 90, budget: { amount: 18000 } });
      });
  });

  it('updateLeadData: the changed fields are saved and the record comes back', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Data4242)
      .uponReceiving('a change of the guests and extra services of the lead data 4242')
      .withRequest('PUT', '/lead-data/4242', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({
          capacity: 120,
          extraServices: ['Freie Trauung am Havelufer', 'Übernachtung für Gäste', 'Hochzeitstorte'],
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...leadData,
            capacity: 120,
            extraServices: ['Freie Trauung am Havelufer', 'Übernachtung für Gäste', 'Hochzeitstorte'],
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateLeadData(4242, {
          capacity: 120,
          extraServices: ['Freie Trauung am Havelufer', 'Übernachtung für Gäste', 'Hochzeitstorte'],
        });
        expect(saved).toMatchObject({ id: 4242, capacity: 120 });
        expect(saved.extraServices).toHaveLength(3);
      });
  });

  it('updateLeadData: a repeated extra service gives a field error on that entry (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Data4242)
      .uponReceiving('a change of the lead data 4242 with an extra service entered twice')
      .withRequest('PUT', '/lead-data/4242', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ extraServices: ['Fotobox', 'fotobox'] }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ 'extraServices.1': 'Diese Leistung ist bereits eingetragen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateLeadData(4242, { extraServices: ['Fotobox', 'fotobox'] }));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['extraServices.1']);
      });
  });
});

describe('the outcomes', () => {
  it('applyLeadAction: marking lead 42 as negotiating with a process state answers the changed lead', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Unread)
      .uponReceiving('marking the new lead 42 as negotiating at first contact')
      .withRequest('POST', '/leads/42/actions', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'mark_negotiating', processState: 'first_contact' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: actedLead('negotiating', {
            processState: 'first_contact',
            firstResponseAt: dateTime('2026-11-22T10:04:00Z'),
          }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const lead = await applyLeadAction(42, { type: 'mark_negotiating', processState: 'first_contact' });
        expect(lead).toMatchObject({ status: 'negotiating', processState: 'first_contact' });
      });
  });

  it('applyLeadAction: rejecting lead 42 with a reason and a note', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Unread)
      .uponReceiving('rejecting the new lead 42 for the reason 2 with a note')
      .withRequest('POST', '/leads/42/actions', (request) =>
        request
          .headers(WRITE_HEADERS)
          .jsonBody({ type: 'reject', reasonId: 2, note: 'Budget liegt deutlich unter dem Mindestumsatz.' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: actedLead('rejected', { processState: null, rejectReasonId: 2 }) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const lead = await applyLeadAction(42, {
          type: 'reject',
          reasonId: 2,
          note: 'Budget liegt deutlich unter dem Mindestumsatz.',
        });
        expect(lead).toMatchObject({ status: 'rejected', rejectReasonId: 2 });
      });
  });

  it('applyLeadAction: rejecting without a reason gives a field error on reasonId (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Unread)
      .uponReceiving('rejecting the lead 42 without a reason')
      .withRequest('POST', '/leads/42/actions', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'reject' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ reasonId: 'Dies ist ein Pflichtfeld!' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        // The dialog always sends a reason; a stale form or another client may not.
        const error = await failure(applyLeadAction(42, { type: 'reject' } as Parameters<typeof applyLeadAction>[1]));
        const fields: string[] = [];
        applyServerErrors(error, (name) => fields.push(name), { reasonId: 'reasonId' });
        expect(fields).toEqual(['reasonId']);
      });
  });

  // "Als ungelesen markieren" and "Als gelesen markieren" (docs/leads.md, "Read and unread"): the lead's read flag
  // only. A failure is a snackbar with the server's message, whatever the status.
  it('updateLead: marking lead 42 unread answers the lead with isRead false', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('marking the lead 42 unread')
      .withRequest('PUT', '/leads/42', (request) => request.headers(WRITE_HEADERS).jsonBody({ isRead: false }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { id: 42, status: regex(LEAD_STATUS, 'new'), isRead: false, isLocked: false } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const lead = await setLeadRead(42, false);
        expect(lead).toMatchObject({ id: 42, isRead: false });
      });
  });

  it('updateLead: marking lead 42 read answers the lead with isRead true', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('marking the lead 42 read')
      .withRequest('PUT', '/leads/42', (request) => request.headers(WRITE_HEADERS).jsonBody({ isRead: true }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { id: 42, status: regex(LEAD_STATUS, 'new'), isRead: true, isLocked: false } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const lead = await setLeadRead(42, true);
        expect(lead).toMatchObject({ id: 42, isRead: true });
      });
  });

  it('createLeadReminder: a reminder in the future with a note', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a reminder with a note on the lead 42')
      .withRequest('POST', '/leads/42/remind', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ remindAt: REMINDER_AT, note: 'Nach der Besichtigung nachfassen' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(151),
            leadId: 42,
            remindAt: dateTime('2036-05-16T07:30:00Z'),
            note: string('Nach der Besichtigung nachfassen'),
            createdAt: dateTime('2026-11-22T10:04:00Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const reminder = await createLeadReminder(42, {
          remindAt: REMINDER_AT,
          note: 'Nach der Besichtigung nachfassen',
        });
        expect(reminder).toMatchObject({ leadId: 42, remindAt: '2036-05-16T07:30:00Z' });
      });
  });

  it('createLeadReminder: a time in the past gives a field error on remindAt (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a reminder in the past on the lead 42')
      .withRequest('POST', '/leads/42/remind', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ remindAt: '2026-01-05T08:00:00.000Z' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ remindAt: 'Die Erinnerung muss in der Zukunft liegen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createLeadReminder(42, { remindAt: '2026-01-05T08:00:00.000Z' }));
        expect(error.errorFormat).toBe(1);
        expect(error.fieldErrors.remindAt).toBe('Die Erinnerung muss in der Zukunft liegen.');
      });
  });
});

describe('the recorded contacts (interactions)', () => {
  it('createLeadInteraction: a phone call the couple answered', async () => {
    const body = {
      type: 'phone_call',
      occurredAt: '2026-11-21T14:30:00.000Z',
      callResult: 'TALKED',
      note: 'Besichtigung für Samstag, 10 Uhr vereinbart.',
    } as const;
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a phone call with the result TALKED on the lead 42')
      .withRequest('POST', '/leads/42/interactions', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(4101),
            leadId: 42,
            type: 'phone_call',
            callResult: 'TALKED',
            note: string(body.note),
            occurredAt: dateTime('2026-11-21T14:30:00Z'),
            createdAt: dateTime('2026-11-22T10:04:00Z'),
            customerUser: { id: 1, name: string('Katharina Vogt') },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const interaction = await createLeadInteraction(42, body);
        expect(interaction).toMatchObject({ type: 'phone_call', callResult: 'TALKED', customerUser: { id: 1 } });
      });
  });

  it('createLeadInteraction: a phone call without its result gives a field error on callResult', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a phone call without a result on the lead 42')
      .withRequest('POST', '/leads/42/interactions', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'phone_call', occurredAt: '2026-11-21T14:30:00.000Z' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ callResult: 'Dies ist ein Pflichtfeld!' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(
          createLeadInteraction(42, { type: 'phone_call', occurredAt: '2026-11-21T14:30:00.000Z' }),
        );
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['callResult']);
      });
  });
});

describe("the team's notes (comments)", () => {
  const note = {
    id: integer(4800),
    leadId: 42,
    createdAt: dateTime('2026-11-22T08:34:00Z'),
    editedAt: null,
    body: string('Paar hat angerufen: Besichtigung am Samstagvormittag gewünscht, bitte Termin vorschlagen.'),
    isRead: boolean(false),
    author: { id: integer(2), name: string('Jonas Albrecht') },
  };

  it('listLeadComments: the first page of the notes with their read state for the user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Note4800)
      .uponReceiving('a request for the first page of the notes of the lead 42')
      .withRequest('GET', '/leads/42/comments', (request) =>
        request.headers(SESSION_HEADERS).query({ page: '1', limit: '25' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: eachLike(note), paging: firstPage(25) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const page = await listLeadComments(42, 1);
        expect(page.data[0]).toMatchObject({ id: 4800, isRead: false, author: { name: 'Jonas Albrecht' } });
      });
  });

  it('createLeadComment: a new note comes back read, written by the user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a new note on the lead 42')
      .withRequest('POST', '/leads/42/comments', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: 'Paar bevorzugt Freitag, Rückruf nach 17 Uhr.' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...note,
            body: 'Paar bevorzugt Freitag, Rückruf nach 17 Uhr.',
            isRead: true,
            author: { id: 1, name: string('Katharina Vogt') },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createLeadComment(42, 'Paar bevorzugt Freitag, Rückruf nach 17 Uhr.');
        expect(created).toMatchObject({ leadId: 42, isRead: true, author: { id: 1 } });
      });
  });

  it('createLeadComment: a note of blanks only gives a field error on body (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a note of blanks only on the lead 42')
      .withRequest('POST', '/leads/42/comments', (request) => request.headers(WRITE_HEADERS).jsonBody({ body: '   ' }))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ body: 'Dies ist ein Pflichtfeld!' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createLeadComment(42, '   '));
        expect(error.fieldErrors).toEqual({ body: 'Dies ist ein Pflichtfeld!' });
      });
  });

  // Changing and deleting a note (docs/leads.md, "Notes"): the author changes it, the author or an account
  // administrator deletes it. The portal shows 403 COMMENT_AUTHOR_REQUIRED's message, reads a 404 as "deleted
  // meanwhile" and puts a 422 on the text field.
  const EDITED = 'Rückruf am Dienstag nach 17 Uhr, Paar fragt nach einem Termin im Juni.';

  it("updateLeadComment: the author's note comes back with the new text and editedAt", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Note4801OfDemo)
      .uponReceiving('a new text for the note 4801 of demo on the lead 42')
      .withRequest('PATCH', '/leads/42/comments/4801', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: EDITED }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...note,
            id: 4801,
            editedAt: dateTime('2026-11-22T12:00:00Z'),
            body: EDITED,
            isRead: true,
            author: { id: 1, name: string('Katharina Vogt') },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const changed = await updateLeadComment(42, 4801, EDITED);
        expect(changed).toMatchObject({ id: 4801, body: EDITED, author: { id: 1 } });
        expect(changed.editedAt).not.toBeNull();
      });
  });

  it("updateLeadComment: a colleague's note gives 403 COMMENT_AUTHOR_REQUIRED (an administrator's too)", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Note4800)
      .uponReceiving('a new text of demo for the note 4800 of Jonas Albrecht')
      .withRequest('PATCH', '/leads/42/comments/4800', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: EDITED }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Nur die Person, die die Notiz geschrieben hat, kann sie ändern.'),
          code: 'COMMENT_AUTHOR_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateLeadComment(42, 4800, EDITED));
        expect(error).toMatchObject({ kind: 'forbidden', code: 'COMMENT_AUTHOR_REQUIRED' });
        expect(error.serverMessage).toBe('Nur die Person, die die Notiz geschrieben hat, kann sie ändern.');
      });
  });

  it('updateLeadComment: a note that does not exist (deleted meanwhile) gives 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.noNote999999)
      .uponReceiving('a new text for the unknown note 999999 on the lead 42')
      .withRequest('PATCH', '/leads/42/comments/999999', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: EDITED }),
      )
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Die Notiz wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateLeadComment(42, 999999, EDITED));
        expect(error.kind).toBe('not-found');
      });
  });

  it('updateLeadComment: a text of blanks only gives a field error on body (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Note4801OfDemo)
      .uponReceiving('a text of blanks only for the note 4801 of demo')
      .withRequest('PATCH', '/leads/42/comments/4801', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: '   ' }),
      )
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ body: 'Dies ist ein Pflichtfeld!' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateLeadComment(42, 4801, '   '));
        expect(error.fieldErrors).toEqual({ body: 'Dies ist ein Pflichtfeld!' });
      });
  });

  it('deleteLeadComment: the author deletes the note', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Note4801OfDemo)
      .uponReceiving('deleting the note 4801 of demo on the lead 42')
      .withRequest('DELETE', '/leads/42/comments/4801', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteLeadComment(42, 4801)).resolves.toBeUndefined();
      });
  });

  it("deleteLeadComment: a colleague's note gives 403 COMMENT_AUTHOR_REQUIRED to a user who is no administrator", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.jonasLoggedIn, JONAS_SESSION_PARAMS)
      .given(STATES.lead42Note4801OfDemo)
      .uponReceiving('deleting the note 4801 of demo as Jonas Albrecht')
      .withRequest('DELETE', '/leads/42/comments/4801', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Nur die Person, die die Notiz geschrieben hat, und Administratoren können sie löschen.'),
          code: 'COMMENT_AUTHOR_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(deleteLeadComment(42, 4801));
        expect(error).toMatchObject({ kind: 'forbidden', code: 'COMMENT_AUTHOR_REQUIRED' });
      });
  });

  it('deleteLeadComment: a note that does not exist (deleted meanwhile) gives 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.noNote999999)
      .uponReceiving('deleting the unknown note 999999 on the lead 42')
      .withRequest('DELETE', '/leads/42/comments/999999', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Die Notiz wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(deleteLeadComment(42, 999999));
        expect(error.kind).toBe('not-found');
      });
  });

  it('markCommentRead: a note of a colleague is marked read for the user', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Note4800)
      .uponReceiving('marking the note 4800 read')
      .withRequest('PUT', '/comments/4800/read', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(markCommentRead(4800)).resolves.toBeUndefined();
      });
  });
});

describe('the reference data of the forms and the calls tab', () => {
  const configEntry = (itemId: number, value: string) =>
    eachLike({ id: integer(301), itemId: integer(itemId), value: string(value), status: integer(1) });

  it('getConfigs: the reject reasons of the reject dialog', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the config entries info_request_reject_reason_id')
      .withRequest('GET', '/configs', (request) => request.query({ itemTypes: 'info_request_reject_reason_id' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { info_request_reject_reason_id: configEntry(2, 'Budget passt nicht') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const configs = await getConfigs(['info_request_reject_reason_id']);
        expect(configs.info_request_reject_reason_id?.[0]).toMatchObject({ itemId: 2, status: 1 });
      });
  });

  it('getConfigs: the organization types of the call-data form', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the config entries organization_type')
      .withRequest('GET', '/configs', (request) => request.query({ itemTypes: 'organization_type' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { organization_type: configEntry(1, 'Hochzeit') } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const configs = await getConfigs(['organization_type']);
        expect(configs.organization_type?.[0]).toMatchObject({ itemId: 1, value: 'Hochzeit' });
      });
  });

  it("getProviderRedirectNumber: the provider's call-tracking number", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101HasRedirectNumber)
      .uponReceiving('a request for the call-tracking number of provider 101')
      .withRequest('GET', '/providers/101/redirect-number', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            number: regex('^\\+[1-9][0-9]{6,14}$', '+4933120099870'),
            validUntil: date('2027-06-22'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await getProviderRedirectNumber(101)).toEqual({
          providerId: 101,
          number: '+4933120099870',
          validUntil: '2027-06-22',
        });
      });
  });

  it('getProviderRedirectNumber: a provider without one gives 404 (the calls tab explains it)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .given(STATES.provider201HasNoRedirectNumber)
      .uponReceiving('a request of the user basic for the call-tracking number of provider 201')
      .withRequest('GET', '/providers/201/redirect-number', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Für diesen Anbieter ist keine Weiterleitungsnummer eingerichtet.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(getProviderRedirectNumber(201));
        expect(error.kind).toBe('not-found');
      });
  });
});
