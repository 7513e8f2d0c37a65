// Consumer contracts of the templates screens (issue 15): mail templates (list, create, change, delete),
// attachments (list, multipart upload, delete), the account's users for the administrators' signature picker
// and a signature saved on the user's provider link. The errors are the ones the screens treat differently:
// field errors of a template and of a signature land on their fields.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listAttachments } from '@/api/queries/attachments';
import { listMailTemplates } from '@/api/queries/mail-templates';
import { deleteAttachment, uploadAttachment } from '@/features/templates/api/attachments';
import { createMailTemplate, deleteMailTemplate, updateMailTemplate } from '@/features/templates/api/mail-templates';
import { updateCustomerUserProvider } from '@/api/queries/customer-users';
import { dateTime, failure, fieldErrorsV1, firstPage, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { arrayContaining, integer, like, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'preisliste-2027.pdf');

const templateBody = (overrides: Record<string, unknown> = {}) => ({
  id: integer(1),
  customerId: 1,
  providerId: integer(101),
  name: string('Erstantwort Hochzeitsanfrage'),
  subject: string('Ihre Hochzeitsanfrage beim Schlossgut Havelblick'),
  content: string('<p>Liebes Brautpaar,</p><p>vielen Dank für Ihre Anfrage …</p>'),
  createdAt: dateTime('2026-01-18T09:00:00Z'),
  updatedAt: dateTime('2026-10-10T09:00:00Z'),
  ...overrides,
});

const attachmentBody = () => ({
  id: integer(1),
  customerId: 1,
  providerId: integer(101),
  name: string('Hochzeitsmappe 2027'),
  fileName: string('hochzeitsmappe-2027.pdf'),
  mimeType: regex(
    '^(application/pdf|image/jpeg|image/png|application/vnd\\.openxmlformats-officedocument\\.wordprocessingml\\.document)$',
    'application/pdf',
  ),
  size: integer(2483200),
  url: string('https://cdn.hochzeitsportal.de/attachments/1/1-hochzeitsmappe-2027.pdf'),
  createdAt: dateTime('2026-03-02T10:00:00Z'),
});

describe('mail templates', () => {
  it('listMailTemplates: every template of customer 1 (the templates page, no provider filter)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasTemplates)
      .uponReceiving('a request for all mail templates of customer 1')
      .withRequest('GET', '/customers/1/templates', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // Account-wide templates (providerId null) and a provider's (an id) side by side.
          data: arrayContaining(like(templateBody({ id: integer(5), providerId: null })), like(templateBody())),
          paging: firstPage(100, 9),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const rows = await listMailTemplates(1, null);
        expect(rows.map((row) => row.providerId)).toEqual([null, 101]);
      });
  });

  it('createMailTemplate: a template with placeholders for provider 101', async () => {
    const body = {
      name: 'Erstantwort mit Namen',
      subject: 'Ihre Anfrage, {{coupleName}}',
      content: '<p>Liebe {{coupleName}}, Ihr Termin am {{weddingDate}} ist bei {{providerName}} noch frei.</p>',
      providerId: 101,
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new mail template with placeholders for provider 101')
      .withRequest('POST', '/customers/1/templates', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: templateBody({ name: body.name, subject: body.subject, content: body.content, providerId: 101 }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createMailTemplate(1, body);
        expect(created).toMatchObject({ subject: body.subject, content: body.content });
      });
  });

  it('createMailTemplate: 422 in error format 1, on the name field', async () => {
    const body = { name: ' ', subject: 'Betreff', content: '<p>Text</p>', providerId: null };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new mail template without a name')
      .withRequest('POST', '/customers/1/templates', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ name: 'Dies ist ein Pflichtfeld!' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createMailTemplate(1, body));
        expect(error.kind).toBe('validation');
        expect(Object.keys(error.fieldErrors)).toEqual(['name']);
      });
  });

  it('updateMailTemplate: only the changed subject of template 1', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasTemplates)
      .uponReceiving('a changed subject of mail template 1')
      .withRequest('PUT', '/customers/1/templates/1', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ subject: 'Ihre Anfrage beim Schlossgut' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: templateBody({ id: 1, subject: 'Ihre Anfrage beim Schlossgut' }) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const updated = await updateMailTemplate(1, 1, { subject: 'Ihre Anfrage beim Schlossgut' });
        expect(updated).toMatchObject({ id: 1, subject: 'Ihre Anfrage beim Schlossgut' });
      });
  });

  it('deleteMailTemplate: template 1 is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasTemplates)
      .uponReceiving('the deletion of mail template 1')
      .withRequest('DELETE', '/customers/1/templates/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteMailTemplate(1, 1)).resolves.toBeUndefined();
      });
  });
});

describe('attachments', () => {
  it('listAttachments: every attachment of customer 1 (the attachments page)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasAttachments)
      .uponReceiving('a request for all attachments of customer 1')
      .withRequest('GET', '/customers/1/attachments', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: arrayContaining(
            like({ ...attachmentBody(), id: integer(5), providerId: null }),
            like(attachmentBody()),
          ),
          paging: firstPage(100, 6),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const rows = await listAttachments(1, null);
        expect(rows.map((row) => row.providerId)).toEqual([null, 101]);
        expect(rows[1]).toMatchObject({ customerId: 1, mimeType: 'application/pdf' });
      });
  });

  it('uploadAttachment: a PDF as multipart part "file", answered with the stored attachment', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('an upload of the PDF preisliste-2027.pdf for all providers')
      .withRequest('POST', '/customers/1/attachments', (request) =>
        request
          .headers(SESSION_HEADERS)
          .multipartBody('application/pdf', FIXTURE, 'file', 'pact-boundary-preisliste-2027'),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...attachmentBody(),
            providerId: null,
            name: string('preisliste-2027.pdf'),
            fileName: 'preisliste-2027.pdf',
            mimeType: 'application/pdf',
            size: integer(readFileSync(FIXTURE).length),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const file = new File([new Uint8Array(readFileSync(FIXTURE))], 'preisliste-2027.pdf', {
          type: 'application/pdf',
        });
        // With progress, as the page uploads: over XMLHttpRequest, which sends the form itself.
        const progress: number[] = [];
        const created = await uploadAttachment(1, { file }, (fraction) => progress.push(fraction));
        expect(progress.at(-1)).toBe(1);
        expect(created).toMatchObject({ fileName: 'preisliste-2027.pdf', providerId: null });
      });
  });

  it('deleteAttachment: attachment 1 is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.customer1HasAttachments)
      .uponReceiving('the deletion of attachment 1')
      .withRequest('DELETE', '/customers/1/attachments/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteAttachment(1, 1)).resolves.toBeUndefined();
      });
  });
});

describe('signatures', () => {
  it("updateCustomerUserProvider: demo's signature and image for provider 101 (link 1)", async () => {
    const body = {
      signatureContent: '<p>Herzliche Grüße<br><strong>Katharina Vogt</strong></p>',
      signatureImage: 'https://cdn.hochzeitsportal.de/attachments/1/3-logo.png',
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoSignatureFor101)
      .uponReceiving('a new signature with image on the link 1 of the user demo')
      .withRequest('PUT', '/customers/1/users/1/providers/1', (request) =>
        request.headers(WRITE_HEADERS).jsonBody(body),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: like({
            id: 1,
            providerId: 101,
            signatureContent: body.signatureContent,
            signatureImage: body.signatureImage,
          }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const link = await updateCustomerUserProvider(1, 1, 1, body);
        expect(link).toMatchObject({ id: 1, signatureImage: body.signatureImage });
      });
  });

  it('updateCustomerUserProvider: 422 on signatureImage for an address that is no path or https', async () => {
    const body = { signatureContent: '<p>Grüße</p>', signatureImage: 'javascript:alert(1)' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a signature image address with the javascript scheme on the link 1 of the user demo')
      .withRequest('PUT', '/customers/1/users/1/providers/1', (request) =>
        request.headers(WRITE_HEADERS).jsonBody(body),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ signatureImage: 'Das Bild muss ein Pfad oder eine https-Adresse sein.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateCustomerUserProvider(1, 1, 1, body));
        expect(Object.keys(error.fieldErrors)).toEqual(['signatureImage']);
      });
  });
});
