// Customer users: a user's links to the customer's providers (spec point 6); rights and flags on a link are
// the account administrators' to set.
import {
  zAddCustomerUserProviderBody,
  zAddCustomerUserProviderPath,
  zDeleteCustomerUserProviderPath,
  zUpdateCustomerUserProviderBody,
  zUpdateCustomerUserProviderPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { conflict, fieldError, forbidden, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { type Session } from '../../lib/session';
import { isAccountAdmin, requireAccountAdmin, RIGHTS_CODES } from '../../lib/rights';
import { type CustomerUserRecord, languageOf, providerSummary } from '../../lib/views';
import { parsePathParams } from '../../lib/validate';
import { type LinkRecord, toLink, findUser, requireSelfOrAdmin, parseUserBody } from './support';

/**
 * The fields of a provider link a user may change on their own link while they work for the provider: the
 * name and the signature they send with. Everything else on a link is a right or a flag the account's
 * administrators decide (spec point 6): can-manage, receiving leads by e-mail or SMS, being shown as contact,
 * "left the job" (docs/security.md, "Rights inside one account").
 */
const OWN_LINK_FIELDS = new Set(['name', 'signatureContent', 'signatureImage']);

function requireLinkChange(session: Session, user: CustomerUserRecord, link: LinkRecord, fields: string[]): void {
  if (isAccountAdmin(session)) return;
  requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen die Zuordnungen anderer Benutzer ändern.');
  const adminOnly = fields.filter((field) => !OWN_LINK_FIELDS.has(field));
  if (adminOnly.length > 0) {
    requireAccountAdmin(
      session,
      'Rechte und Einstellungen Ihrer Zuordnung zum Anbieter ändert ein Administrator. Sie selbst können Name und Signatur ändern.',
    );
  }
  if (link.hasLeftJob) {
    throw forbidden('Sie arbeiten nicht mehr für diesen Anbieter.', RIGHTS_CODES.notLinked);
  }
}

function findLink(user: CustomerUserRecord, linkId: number): LinkRecord {
  const link = user.customerUserProviders.find((l) => l.id === linkId);
  if (!link) throw notFound('Die Zuordnung zum Anbieter wurde nicht gefunden.');
  return link;
}

function nextLinkId(): number {
  let max = 0;
  for (const user of db.customerUsers.all())
    for (const link of user.customerUserProviders) max = Math.max(max, link.id);
  return max + 1;
}

export function customerUserLinksHandlers(http: MockHttp) {
  return [
    http.post('/customers/{customerId}/users/{userId}/providers', async ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zAddCustomerUserProviderPath, params);
      const user = findUser(session, customerId, userId);
      // Also for the user themself: a link gives access to a provider's couples, so only administrators link.
      requireAccountAdmin(session, 'Nur Administratoren dürfen Benutzer Anbietern zuordnen.');
      const body = await parseUserBody(zAddCustomerUserProviderBody, request);
      const provider = db.providers.findFirst((q) => q.where({ id: body.providerId }));
      if (!provider || provider.customerId !== customerId) {
        throw fieldError('providerId', 'Dieser Anbieter gehört nicht zu Ihrem Kundenkonto.');
      }
      if (user.customerUserProviders.some((l) => l.providerId === provider.id)) {
        throw conflict('Der Benutzer ist diesem Anbieter bereits zugeordnet.', 'PROVIDER_ALREADY_LINKED');
      }
      const link: LinkRecord = {
        id: nextLinkId(),
        providerId: provider.id,
        provider: providerSummary(provider, 'de'),
        name: user.name,
        canReceiveLeads: body.canReceiveLeads,
        canReceiveLeadsSms: body.canReceiveLeadsSms,
        showAsContact: body.showAsContact,
        // Edit rights only when the administrator grants them; a link alone lets the user answer couples.
        canManage: body.canManage,
        hasLeftJob: false,
        signatureContent: null,
        signatureImage: null,
      };
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.customerUserProviders = [...u.customerUserProviders, link];
        },
      });
      return response(201).json({ data: toLink(link, languageOf(request)) });
    }),

    http.put(
      '/customers/{customerId}/users/{userId}/providers/{linkId}',
      async ({ request, params, response, session }) => {
        const { customerId, userId, linkId } = parsePathParams(zUpdateCustomerUserProviderPath, params);
        const user = findUser(session, customerId, userId);
        const link = findLink(user, linkId);
        requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen die Zuordnungen anderer Benutzer ändern.');
        const body = await parseUserBody(zUpdateCustomerUserProviderBody, request);
        if (Object.keys(body).length === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
        requireLinkChange(session, user, link, Object.keys(body));
        if (body.name !== undefined && !body.name.trim()) throw fieldError('name', messages.required);
        // The signature image is shown under e-mails: a path on the portal's host or an https address, nothing
        // a browser would run or fetch in the clear (javascript:, data:, http:).
        if (body.signatureImage != null && !/^(\/(?!\/)|https:\/\/)\S+$/i.test(body.signatureImage))
          throw fieldError('signatureImage', 'Das Bild muss ein Pfad oder eine https-Adresse sein.');
        const changed: LinkRecord = {
          ...structuredClone(link),
          ...(body.canReceiveLeads !== undefined && { canReceiveLeads: body.canReceiveLeads }),
          ...(body.canReceiveLeadsSms !== undefined && { canReceiveLeadsSms: body.canReceiveLeadsSms }),
          ...(body.showAsContact !== undefined && { showAsContact: body.showAsContact }),
          ...(body.name !== undefined && { name: body.name.trim() }),
          // HTML is stored as given; the portal sanitizes it before rendering.
          ...(body.signatureContent !== undefined && { signatureContent: body.signatureContent }),
          ...(body.signatureImage !== undefined && { signatureImage: body.signatureImage }),
          ...(body.canManage !== undefined && { canManage: body.canManage }),
          ...(body.hasLeftJob !== undefined && { hasLeftJob: body.hasLeftJob }),
        };
        await db.customerUsers.update((q) => q.where({ id: user.id }), {
          data(u) {
            u.customerUserProviders = u.customerUserProviders.map((l) => (l.id === link.id ? changed : l));
          },
        });
        return response(200).json({ data: toLink(changed, languageOf(request)) });
      },
    ),

    http.delete('/customers/{customerId}/users/{userId}/providers/{linkId}', async ({ params, response, session }) => {
      const { customerId, userId, linkId } = parsePathParams(zDeleteCustomerUserProviderPath, params);
      const user = findUser(session, customerId, userId);
      const link = findLink(user, linkId);
      // Also for the user themself: unlinking and linking again must not reset the rights an administrator set.
      requireAccountAdmin(session, 'Nur Administratoren dürfen Zuordnungen zu Anbietern entfernen.');
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.customerUserProviders = u.customerUserProviders.filter((l) => l.id !== link.id);
        },
      });
      return response(204).empty();
    }),
  ];
}
