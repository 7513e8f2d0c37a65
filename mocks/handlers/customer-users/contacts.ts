// Customer users: a user's contacts (e-mail addresses and phone numbers), replaced as a whole.
import type { z } from 'zod';
import {
  type zContact,
  zListCustomerUserContactsPath,
  zReplaceCustomerUserContactsBody,
  zReplaceCustomerUserContactsPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { collectFieldErrors, messages } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { isValidPhone } from '../../lib/phone';
import { parsePathParams } from '../../lib/validate';
import { findUser, requireSelfOrAdmin, parseUserBody } from './support';

type Contact = z.infer<typeof zContact>;

function nextContactId(): number {
  let max = 0;
  for (const user of db.customerUsers.all()) for (const contact of user.contacts) max = Math.max(max, contact.id ?? 0);
  return max + 1;
}

export function customerUserContactsHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/users/{userId}/contacts', ({ params, response, session }) => {
      const { customerId, userId } = parsePathParams(zListCustomerUserContactsPath, params);
      const user = findUser(session, customerId, userId);
      return response(200).json(singlePage(structuredClone(user.contacts)));
    }),

    http.put('/customers/{customerId}/users/{userId}/contacts', async ({ request, params, response, session }) => {
      const { customerId, userId } = parsePathParams(zReplaceCustomerUserContactsPath, params);
      const user = findUser(session, customerId, userId);
      requireSelfOrAdmin(session, user, 'Nur Administratoren dürfen die Kontakte anderer Benutzer ändern.');
      const body = await parseUserBody(zReplaceCustomerUserContactsBody, request);
      const known = new Set(user.contacts.map((c) => c.id));
      const seen = new Set<number>();
      const errors = collectFieldErrors();
      body.contacts.forEach((contact, i) => {
        if (contact.id !== undefined) {
          if (!known.has(contact.id)) errors.add(`contacts.${i}.id`, 'Dieser Kontakt gehört nicht zu dem Benutzer.');
          else if (seen.has(contact.id)) errors.add(`contacts.${i}.id`, 'Dieser Kontakt ist doppelt aufgeführt.');
          seen.add(contact.id);
        }
        if (contact.type === 'email' && !contact.value.trim()) errors.add(`contacts.${i}.value`, messages.required);
        if (contact.type !== 'email' && !isValidPhone(contact.value))
          errors.add(`contacts.${i}.value.number`, messages.phone);
      });
      errors.throwIfAny();
      let id = nextContactId();
      const contacts: Contact[] = body.contacts.map((contact) => ({ ...contact, id: contact.id ?? id++ }));
      await db.customerUsers.update((q) => q.where({ id: user.id }), {
        data(u) {
          u.contacts = contacts;
        },
      });
      return response(200).json(singlePage(structuredClone(contacts)));
    }),
  ];
}
