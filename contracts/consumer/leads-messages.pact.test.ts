// Consumer contracts of the lead's conversation (spec points 5 and 8): the thread, marking it read, sending an
// e-mail (with template, signature and attachment) or an SMS, logging a WhatsApp message, the pickers' mail
// templates, attachments and signatures, and the plan gates of the lead's provider. The error answers are the
// ones the composer treats differently: field errors on subject and body, a refused reference (a colleague's
// signature) on its picker, and the undeliverable address.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getProviderPermissions } from '@/api/queries/provider-permissions';
import {
  listLeadMessages,
  logWhatsappInteraction,
  markAllLeadMessagesRead,
  sendLeadMessage,
  sendLeadSms,
} from '@/features/leads/api/messages';
import { listAttachments } from '@/api/queries/attachments';
import { getCustomerUser } from '@/api/queries/customer-users';
import { listMailTemplates } from '@/api/queries/mail-templates';
import { forLeadProvider } from '@/features/leads/api/provider-scope';
import { dateTime, failure, fieldErrorsV1, firstPage, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { arrayContaining, boolean, eachLike, integer, like, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };

/** What the thread reads of a message; attachments may be none. */
const message = (direction: 'incoming' | 'outgoing', channel: 'email' | 'sms') => ({
  id: integer(1567),
  leadId: 42,
  createdAt: dateTime('2026-11-20T18:42:00Z'),
  direction,
  channel,
  body: string('<p>Hallo liebes Team vom Schlossgut Havelblick, …</p>'),
  isRead: boolean(direction === 'outgoing'),
  senderName: string(direction === 'incoming' ? 'Anna Schmidt & Lukas Becker' : 'Katharina Vogt'),
  deliveryStatus: regex('^(sent|delivered|failed)$', direction === 'incoming' ? 'delivered' : 'sent'),
});

describe('the conversation', () => {
  it("listLeadMessages: the whole thread of lead 42, oldest first, with the couple's unread messages", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Unread)
      .uponReceiving('a request for the messages of the lead 42')
      .withRequest('GET', '/leads/42/messages', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            ...message('incoming', 'email'),
            isRead: false,
            subject: string('Anfrage Hochzeit am 24.07.2027'),
            // The couple sent no files with these two messages.
            attachments: [],
          }),
          // One page holds the thread: the portal reads on while page < pageCount.
          paging: { page: 1, limit: 100, total: integer(2), pageCount: 1 },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const thread = await listLeadMessages(42);
        expect(thread[0]).toMatchObject({ direction: 'incoming', isRead: false, attachments: [] });
      });
  });

  it('applyLeadMessageAction: marking every message of lead 42 read', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Unread)
      .uponReceiving('marking all messages of the lead 42 read')
      .withRequest('POST', '/leads/42/messages/actions', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'mark_all_read' }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { unreadMessageCount: 0 } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await markAllLeadMessagesRead(42)).toEqual({ unreadMessageCount: 0 });
      });
  });
});

describe('sending', () => {
  const email = {
    subject: 'Ihr Hochzeitstermin am 24.07.2027',
    body: '<p>Liebe Anna, lieber Lukas,</p><p>der 24.07.2027 ist bei uns noch frei.</p>',
    mailTemplateId: 1,
    signatureId: 1,
    attachmentIds: [1],
  };

  it('sendLeadMessage: an e-mail with template, signature and attachment comes back as sent', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .given(STATES.demoSignatureFor101)
      .given(STATES.customer1HasAttachments)
      .uponReceiving('an e-mail with template 1, signature 1 and attachment 1 to the couple of lead 42')
      .withRequest('POST', '/leads/42/messages', (request) => request.headers(WRITE_HEADERS).jsonBody(email))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...message('outgoing', 'email'),
            createdAt: dateTime('2026-11-22T10:04:00Z'),
            subject: string(email.subject),
            body: string(`${email.body}<p>Herzliche Grüße<br>Katharina Vogt</p>`),
            isRead: true,
            deliveryStatus: 'sent',
            attachments: eachLike({
              id: 1,
              name: string('Hochzeitsmappe 2027'),
              url: string('https://cdn.hochzeitsportal.de/attachments/1/hochzeitsmappe-2027.pdf'),
              size: integer(2483200),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const sent = await sendLeadMessage(42, email);
        expect(sent).toMatchObject({ direction: 'outgoing', channel: 'email', deliveryStatus: 'sent' });
        expect(sent.attachments.map((a) => a.id)).toEqual([1]);
      });
  });

  it('sendLeadMessage: a subject too long and an empty body give field errors (error format 1)', async () => {
    const tooLongSubject = 'Ihre Anfrage '.repeat(16);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('an e-mail to the couple of lead 42 with a subject of 208 characters and no body')
      .withRequest('POST', '/leads/42/messages', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ subject: tooLongSubject, body: '' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({
            subject: 'Bitte geben Sie höchstens 200 Zeichen ein.',
            body: 'Bitte geben Sie mindestens 1 Zeichen ein.',
          }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(sendLeadMessage(42, { subject: tooLongSubject, body: '' }));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors).sort()).toEqual(['body', 'subject']);
      });
  });

  it("sendLeadMessage: a colleague's signature gives a field error on signatureId (the composer shows it on the picker)", async () => {
    // Ownership of references (issue 12): only the sender's own signature may be appended.
    const withColleagueSignature = { body: '<p>Vielen Dank für Ihre Anfrage!</p>', signatureId: 4 };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .given(STATES.jonasSignatureFor101)
      .uponReceiving("an e-mail to the couple of lead 42 with the signature of the colleague's link 4")
      .withRequest('POST', '/leads/42/messages', (request) =>
        request.headers(WRITE_HEADERS).jsonBody(withColleagueSignature),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ signatureId: 'Sie können nur Ihre eigene Signatur verwenden.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(sendLeadMessage(42, withColleagueSignature));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['signatureId']);
      });
  });

  it('sendLeadMessage: an undeliverable address gives 502 MESSAGE_NOT_SENT (the composer offers the phone)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead43Undeliverable)
      .uponReceiving('an e-mail to the couple of lead 43, whose address is undeliverable')
      .withRequest('POST', '/leads/43/messages', (request) =>
        request
          .headers(WRITE_HEADERS)
          .jsonBody({ subject: 'Ihre Anfrage', body: '<p>Vielen Dank für Ihre Anfrage!</p>' }),
      )
      .willRespondWith(502, (response) =>
        response.jsonBody({
          message: string('Ihre Nachricht konnte nicht gesendet werden.'),
          code: 'MESSAGE_NOT_SENT',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(
          sendLeadMessage(43, { subject: 'Ihre Anfrage', body: '<p>Vielen Dank für Ihre Anfrage!</p>' }),
        );
        expect(error).toMatchObject({ kind: 'server', status: 502, code: 'MESSAGE_NOT_SENT' });
      });
  });

  it('sendLeadSms: an SMS to the couple of lead 42 comes back as sent', async () => {
    const sms =
      'Guten Tag, hier ist das Schlossgut Havelblick. Ihr Wunschtermin ist frei. Wann dürfen wir Sie anrufen?';
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('an SMS to the couple of lead 42')
      .withRequest('POST', '/leads/42/messages/sms', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ body: sms }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...message('outgoing', 'sms'),
            createdAt: dateTime('2026-11-22T10:04:00Z'),
            subject: null,
            body: string(sms),
            isRead: true,
            deliveryStatus: 'sent',
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const sent = await sendLeadSms(42, { body: sms });
        expect(sent).toMatchObject({ channel: 'sms', subject: null, deliveryStatus: 'sent' });
      });
  });

  it('createLeadInteraction: a WhatsApp message written through wa.me is logged with its note', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('logging a WhatsApp message with a note on the lead 42')
      .withRequest('POST', '/leads/42/interactions', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ type: 'whatsapp', note: 'Besichtigungstermine angeboten' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(4102),
            leadId: 42,
            type: 'whatsapp',
            note: 'Besichtigungstermine angeboten',
            occurredAt: dateTime('2026-11-22T10:04:00Z'),
            customerUser: { id: 1, name: string('Katharina Vogt') },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const logged = await logWhatsappInteraction(42, '  Besichtigungstermine angeboten ');
        expect(logged).toMatchObject({ type: 'whatsapp', note: 'Besichtigungstermine angeboten' });
      });
  });
});

describe("the composer's pickers and gates", () => {
  it("listMailTemplates: the newest 100 mail templates of customer 1 for provider 101's leads", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasTemplates)
      .uponReceiving('a request for the mail templates of customer 1 that provider 101 may use')
      .withRequest('GET', '/customers/1/templates', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1', providerId: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The provider's own templates and the customer-wide ones (providerId null), newest first as the
          // server sends them; another provider's never.
          data: arrayContaining(
            like({
              id: integer(5),
              customerId: 1,
              providerId: null,
              name: string('Absage Termin vergeben'),
              subject: string('Ihr Wunschtermin ist leider bereits vergeben'),
              content: string('<p>Liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage. Leider …</p>'),
            }),
            like({
              id: integer(1),
              customerId: 1,
              providerId: integer(101),
              name: string('Erstantwort Hochzeitsanfrage'),
              subject: string('Ihre Hochzeitsanfrage beim Schlossgut Havelblick'),
              content: string('<p>Liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage …</p>'),
            }),
          ),
          paging: firstPage(100, 5),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const templates = forLeadProvider(await listMailTemplates(1, 101), 101);
        // The provider's own first.
        expect(templates.map(({ id, providerId }) => ({ id, providerId }))).toEqual([
          { id: 1, providerId: 101 },
          { id: 5, providerId: null },
        ]);
      });
  });

  it("listAttachments: the newest 100 attachments of customer 1 for provider 101's leads", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasAttachments)
      .uponReceiving('a request for the attachments of customer 1 that provider 101 may use')
      .withRequest('GET', '/customers/1/attachments', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1', providerId: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: arrayContaining(
            like({
              id: integer(5),
              customerId: 1,
              providerId: null,
              name: string('AGB Veranstaltungen'),
              fileName: string('AGB_Veranstaltungen_Schlossgut.docx'),
              mimeType: string('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
              size: integer(48930),
            }),
            like({
              id: integer(1),
              customerId: 1,
              providerId: integer(101),
              name: string('Hochzeitsmappe 2027'),
              fileName: string('hochzeitsmappe-2027.pdf'),
              mimeType: string('application/pdf'),
              size: integer(2483200),
            }),
          ),
          paging: firstPage(100, 5),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const attachments = forLeadProvider(await listAttachments(1, 101), 101);
        expect(attachments.map(({ id, providerId }) => ({ id, providerId }))).toEqual([
          { id: 1, providerId: 101 },
          { id: 5, providerId: null },
        ]);
        expect(attachments[0]).toMatchObject({ name: 'Hochzeitsmappe 2027', size: 2483200 });
      });
  });

  it("getCustomerUser: the user's provider links carry the signatures", async () => {
    const unsigned = (id: number, providerId: number) =>
      like({ id, providerId, signatureContent: null, signatureImage: null });
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoSignatureFor101)
      .uponReceiving('a request for the customer user 1 of customer 1 with the signatures of its provider links')
      .withRequest('GET', '/customers/1/users/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            id: 1,
            customerId: 1,
            customerUserProviders: [
              {
                id: 1,
                providerId: 101,
                signatureContent: string('<p>Herzliche Grüße<br>Katharina Vogt</p>'),
              },
              unsigned(2, 102),
              unsigned(3, 103),
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const links = (await getCustomerUser(1, 1)).customerUserProviders;
        expect(links.filter((link) => link.signatureContent).map((link) => link.providerId)).toEqual([101]);
      });
  });

  it("getProviderPermissions: the plan gates of the lead's provider, WhatsApp leads among them", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.lead42Exists)
      .uponReceiving('a request for the permissions of the user demo at provider 101')
      .withRequest('GET', '/providers/101/permissions', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: 101,
            canManage: boolean(true),
            canReceiveLeads: boolean(true),
            bridalGownLeadBidding: boolean(false),
            discounts: boolean(true),
            competitorAnalysis: boolean(true),
            reviewReplies: boolean(true),
            pageVisitStatistics: boolean(true),
            bookingStatistics: boolean(true),
            whatsappLeads: boolean(true),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const permissions = await getProviderPermissions(101);
        expect(permissions).toMatchObject({ providerId: 101, whatsappLeads: true });
      });
  });
});
