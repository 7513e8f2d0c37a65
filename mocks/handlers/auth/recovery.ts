// Auth: password and username recovery (a reset link by e-mail, the new password, the forgotten username).
import {
  zCheckPasswordRecoveryKeyQuery,
  zRequestForgottenUsernameBody,
  zRequestPasswordResetBody,
  zResetPasswordBody,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addDays, isoDateTime, now } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { parseJsonBody, parseQuery } from '../../lib/validate';
import { randomToken, credentialByUsername } from './support';

export function recoveryHandlers(http: MockHttp) {
  return [
    http.public.get('/password-reset', ({ request, response }) => {
      const { recoveryKey } = parseQuery(zCheckPasswordRecoveryKeyQuery, request);
      const record = db.recoveryKeys.findFirst((q) => q.where({ key: recoveryKey, used: false }));
      if (!record || record.expiresAt < isoDateTime(now())) throw notFound('Der Link ist ungültig oder abgelaufen.');
      const credential = db.credentials.findFirst((q) => q.where({ id: record.credentialId }));
      if (!credential) throw notFound('Der Link ist ungültig oder abgelaufen.');
      return response(200).json({ data: { valid: true, username: credential.username } });
    }),

    http.public.post('/password-reset', async ({ request, response }) => {
      const body = await parseJsonBody(zRequestPasswordResetBody, request);
      const credential =
        'username' in body
          ? credentialByUsername(body.username)
          : db.credentials.all().find((c) => {
              const user =
                c.customerUserId === null
                  ? undefined
                  : db.customerUsers.findFirst((q) => q.where({ id: c.customerUserId as number }));
              return user?.emails.some((email) => email.toLowerCase() === body.email.toLowerCase());
            });
      if (credential) {
        const key = randomToken('rk').slice(0, 40);
        await db.recoveryKeys.create({
          id: nextId(db.recoveryKeys),
          key,
          credentialId: credential.id,
          expiresAt: isoDateTime(addDays(now(), 2)),
          used: false,
        });
        console.info(`[mock] Link zum Zurücksetzen für ${credential.username}: /password-reset/${key}`);
      }
      // Same answer whether or not an account matched, so accounts cannot be probed.
      return response(202).empty();
    }),

    http.public.put('/password-reset/{recoveryKey}', async ({ request, params, response }) => {
      const body = await parseJsonBody(zResetPasswordBody, request);
      const record = db.recoveryKeys.findFirst((q) => q.where({ key: String(params.recoveryKey), used: false }));
      if (!record || record.expiresAt < isoDateTime(now())) throw notFound('Der Link ist ungültig oder abgelaufen.');
      await db.credentials.update((q) => q.where({ id: record.credentialId }), {
        data(credential) {
          credential.password = body.password;
          credential.passwordChangeRequired = false;
        },
      });
      await db.recoveryKeys.update((q) => q.where({ id: record.id }), {
        data(key) {
          key.used = true;
        },
      });
      return response(204).empty();
    }),

    http.public.post('/users/forgot-username', async ({ request, response }) => {
      const body = await parseJsonBody(zRequestForgottenUsernameBody, request);
      const user = db.customerUsers
        .all()
        .find((u) => u.emails.some((email) => email.toLowerCase() === body.email.toLowerCase()));
      if (user) console.info(`[mock] Benutzername für ${body.email}: ${user.username}`);
      return response(202).empty();
    }),
  ];
}
