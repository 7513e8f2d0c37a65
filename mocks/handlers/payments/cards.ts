// Payments: the customer's saved cards (at most 10, spec point 5); only an account administrator changes them.
import {
  zCreateCreditCardBody,
  zCreateCreditCardPath,
  zDeleteCreditCardPath,
  zListCreditCardsPath,
  zUpdateCreditCardBody,
  zUpdateCreditCardPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { conflict, fieldError, messages, MockHttpError, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { requireOwnCustomer, type Session } from '../../lib/session';
import { requireAccountAdmin } from '../../lib/rights';
import { parseBody, parsePathParams } from '../../lib/validate';
import {
  MAX_SAVED_CARDS,
  MSG,
  cardErrors,
  toCard,
  cardsOf,
  sameSavedCard,
  fingerprintOf,
  findCard,
  setPrimary,
  saveCard,
} from './support';

/**
 * Saved cards are the account's, not a provider's: only an account administrator adds, changes or deletes them
 * (docs/security.md, "Payments and saved cards"); everyone in the account may read them and pay with them.
 */
function requireCardAdmin(session: Session): void {
  requireAccountAdmin(session, 'Gespeicherte Karten verwalten nur die Administratoren des Kundenkontos.');
}

export function creditCardsHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/credit-cards', ({ params, response, session }) => {
      const { customerId } = parsePathParams(zListCreditCardsPath, params);
      requireOwnCustomer(session, customerId);
      return response(200).json(singlePage(cardsOf(customerId).map(toCard)));
    }),

    http.post('/customers/{customerId}/credit-cards', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zCreateCreditCardPath, params);
      requireOwnCustomer(session, customerId);
      requireCardAdmin(session);
      const { body } = await parseBody(zCreateCreditCardBody, request);
      const { errors, brand } = cardErrors(body);
      if (!body.name.trim()) errors.add('name', messages.required);
      if (!errors.isEmpty || !brand) throw errors.failure();
      // The same card is never saved twice; the answer names the saved one (before the limit: at 10 cards the
      // user learns the card is there already, not that one must go first).
      const saved = sameSavedCard(customerId, fingerprintOf({ ...body, brand }));
      if (saved) {
        throw new MockHttpError(409, {
          message: MSG.cardAlreadySaved(saved.name),
          code: 'CARD_ALREADY_SAVED',
          details: { savedCard: toCard(saved) },
        });
      }
      if (cardsOf(customerId).length >= MAX_SAVED_CARDS) throw conflict(MSG.cardLimit, 'CARD_LIMIT_REACHED');
      const created = await saveCard(customerId, { ...body, brand });
      return response(201).json({ data: toCard(findCard(customerId, created.id)) });
    }),

    http.put('/customers/{customerId}/credit-cards/{cardId}', async ({ request, params, response, session }) => {
      const { customerId, cardId } = parsePathParams(zUpdateCreditCardPath, params);
      requireOwnCustomer(session, customerId);
      const card = findCard(customerId, cardId);
      requireCardAdmin(session);
      const { body } = await parseBody(zUpdateCreditCardBody, request);
      if (body.name === undefined && body.isPrimary === undefined) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const name = body.name?.trim();
      if (name !== undefined && !name) throw fieldError('name', messages.required);
      if (body.isPrimary === false && card.isPrimary) throw fieldError('isPrimary', MSG.keepOnePrimary);
      if (name !== undefined) {
        await db.creditCards.update((q) => q.where({ id: cardId }), {
          data(record) {
            record.name = name;
          },
        });
      }
      if (body.isPrimary) await setPrimary(customerId, cardId);
      return response(200).json({ data: toCard(findCard(customerId, cardId)) });
    }),

    http.delete('/customers/{customerId}/credit-cards/{cardId}', async ({ params, response, session }) => {
      const { customerId, cardId } = parsePathParams(zDeleteCreditCardPath, params);
      requireOwnCustomer(session, customerId);
      const card = findCard(customerId, cardId);
      requireCardAdmin(session);
      db.creditCards.delete((q) => q.where({ id: cardId }));
      const successor = card.isPrimary ? cardsOf(customerId)[0] : undefined;
      if (successor) await setPrimary(customerId, successor.id);
      return response(204).empty();
    }),
  ];
}
