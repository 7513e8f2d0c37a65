// Attack suite, ownership of references (issue 12, point 5): an e-mail to a couple may carry only the sender's
// own signature and the account's templates and attachments for the lead's provider (or for every provider).
// Anything else is answered 422 on its field (error format 1) and nothing is sent (sendLeadMessage in the API
// document; docs/security.md, "Rights inside one account").
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { LEAD } from '../db/leads';
import { createMockServer } from '../node';
import { call, login, type LoggedIn } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let demo: LoggedIn;
beforeEach(async () => {
  await resetDatabase('default');
  demo = await login('demo');
});

/** Lead 42 belongs to the venue 101. */
const sent = () => db.leadMessages.all().filter((m) => m.leadId === LEAD.wellKnown);
const send = (extra: Record<string, unknown>) =>
  call('POST', `/leads/${LEAD.wellKnown}/messages`, {
    token: demo.accessToken,
    body: { body: '<p>Vielen Dank für Ihre Anfrage!</p>', ...extra },
  });

function linkOf(userId: number, providerId: number) {
  const link = db.customerUsers
    .findFirst((q) => q.where({ id: userId }))
    ?.customerUserProviders.find((l) => l.providerId === providerId);
  if (!link) throw new Error(`user ${userId} has no link to ${providerId}`);
  return link;
}
function templateOf(customerId: number, providerId: number | null) {
  const template = db.mailTemplates.all().find((t) => t.customerId === customerId && t.providerId === providerId);
  if (!template) throw new Error(`customer ${customerId} has no template for ${providerId}`);
  return template;
}
function attachmentOf(customerId: number, providerId: number | null) {
  const attachment = db.attachments.all().find((a) => a.customerId === customerId && a.providerId === providerId);
  if (!attachment) throw new Error(`customer ${customerId} has no attachment for ${providerId}`);
  return attachment;
}

describe('ownership of the references of an e-mail to a couple', () => {
  const refusals: [string, () => Record<string, unknown>, string, string][] = [
    [
      "a colleague's signature for the same provider",
      () => ({ signatureId: linkOf(2, PROVIDER.havelblick).id }),
      'signatureId',
      'Sie können nur Ihre eigene Signatur verwenden.',
    ],
    ['an unknown signature', () => ({ signatureId: 999_999 }), 'signatureId', 'Die Signatur wurde nicht gefunden.'],
    [
      "another account's signature (as unknown)",
      () => ({ signatureId: linkOf(7, PROVIDER.elbblick).id }),
      'signatureId',
      'Die Signatur wurde nicht gefunden.',
    ],
    [
      "the user's own signature for another provider",
      () => ({ signatureId: linkOf(1, PROVIDER.lichtwerk).id }),
      'signatureId',
      'Diese Signatur gehört zu einem anderen Anbieter.',
    ],
    ['an unknown template', () => ({ mailTemplateId: 999_999 }), 'mailTemplateId', 'Die Vorlage wurde nicht gefunden.'],
    [
      "another account's template (as unknown)",
      () => ({ mailTemplateId: templateOf(2, PROVIDER.elbblick).id }),
      'mailTemplateId',
      'Die Vorlage wurde nicht gefunden.',
    ],
    [
      'a template of another provider of the account',
      () => ({ mailTemplateId: templateOf(1, PROVIDER.lichtwerk).id }),
      'mailTemplateId',
      'Diese Vorlage gehört zu einem anderen Anbieter.',
    ],
    [
      'an unknown attachment',
      () => ({ attachmentIds: [attachmentOf(1, null).id, 999_999] }),
      'attachmentIds.1',
      'Der Anhang wurde nicht gefunden.',
    ],
    [
      "another account's attachment (as unknown)",
      () => ({ attachmentIds: [attachmentOf(2, PROVIDER.elbblick).id] }),
      'attachmentIds.0',
      'Der Anhang wurde nicht gefunden.',
    ],
    [
      'an attachment of another provider of the account',
      () => ({ attachmentIds: [attachmentOf(1, PROVIDER.lichtwerk).id] }),
      'attachmentIds.0',
      'Dieser Anhang gehört zu einem anderen Anbieter.',
    ],
  ];

  it.each(refusals)('refuses %s on its field and sends nothing', async (_, extra, field, message) => {
    const before = sent();
    const result = await send(extra());
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({ [field]: message });
    expect(sent()).toEqual(before);
  });

  it("accepts the user's own signature with the provider's and the account-wide template and attachments", async () => {
    const result = await send({
      signatureId: linkOf(1, PROVIDER.havelblick).id,
      mailTemplateId: templateOf(1, PROVIDER.havelblick).id,
      attachmentIds: [attachmentOf(1, PROVIDER.havelblick).id, attachmentOf(1, null).id],
    });
    expect(result.status).toBe(201);
    expect(result.body.data.attachments).toHaveLength(2);
    expect(result.body.data.body).toContain('Geschäftsführerin');
    const other = await send({ mailTemplateId: templateOf(1, null).id });
    expect(other.status).toBe(201);
    expect(sent().length).toBeGreaterThanOrEqual(2);
  });
});
