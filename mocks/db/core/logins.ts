// Logins and sessions: credentials (the demo passwords and the admin), access tokens, one-time codes, the login
// lock, recovery keys, two-factor settings and invitations.
import { z } from 'zod';
import { addDays, isoDateTime } from '../../lib/clock';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { CUSTOMER, DEMO_LOGINS, USER } from './ids';
import type { UserSeed } from './users';

export const collections = {
  /** Login names and passwords (storage only; the API never answers them). */
  credentials: collection(
    z.object({
      id: z.int().gte(1),
      username: z.string().min(1),
      password: z.string().min(1),
      /** null for the marketplace admin who can switch into any user. */
      customerUserId: z.int().nullable(),
      isAdmin: z.boolean(),
      passwordChangeRequired: z.boolean(),
    }),
  ),
  accessTokens: collection(
    z.object({
      id: z.int().gte(1),
      token: z.string().min(16),
      consumerKey: z.string().min(8),
      credentialId: z.int().gte(1),
      createdAt: z.string(),
      expiresAt: z.string(),
      deleted: z.boolean(),
    }),
  ),
  quickLoginCodes: collection(
    z.object({
      id: z.int().gte(1),
      username: z.string(),
      code: z.string().regex(/^[0-9]{6}$/),
      issuedAt: z.string(),
      expiresAt: z.string(),
      attempts: z.int().gte(0),
      used: z.boolean(),
    }),
  ),
  /**
   * Failed password or one-time-code logins per username (lower case, known or unknown), for the login lock of
   * mocks/handlers/auth/ (docs/security.md). Storage only; emptied by every reset of the mock.
   */
  loginFailures: collection(
    z.object({
      id: z.int().gte(1),
      username: z.string(),
      /** When the counted failures began; failures older than the window start a new count. */
      windowStartedAt: z.string(),
      failures: z.int().gte(0),
      lockedUntil: z.string().nullable(),
    }),
  ),
  recoveryKeys: collection(
    z.object({ id: z.int().gte(1), key: z.string(), credentialId: z.int(), expiresAt: z.string(), used: z.boolean() }),
  ),
  /**
   * Two-factor login per customer user (mocks/handlers/two-factor.ts; docs/security.md, "Two-factor login"). Storage
   * only: the API answers the state, and a secret only once, in the set-up's answer. Emptied by every reset.
   */
  twoFactors: collection(
    z.object({
      id: z.int().gte(1),
      customerUserId: z.int().gte(1),
      /** The confirmed secret (base32) while two-factor is on; null while it is off. */
      secret: z.string().nullable(),
      enabledAt: z.string().nullable(),
      /** The secret of the last set-up, waiting for a code; null when none is waiting. */
      pendingSecret: z.string().nullable(),
      /** The TOTP step of the last accepted code: a code of this step or an earlier one is not accepted again. */
      lastUsedStep: z.int().nullable(),
      /** Wrong codes since `failureWindowStartedAt`; 5 within 15 minutes block codes until `lockedUntil`. */
      failures: z.int().gte(0),
      failureWindowStartedAt: z.string().nullable(),
      lockedUntil: z.string().nullable(),
    }),
  ),
  invitations: collection(
    z.object({ id: z.int().gte(1), customerId: z.int(), customerUserId: z.int(), hash: z.string(), used: z.boolean() }),
  ),
};

/** A login per user (the demo passwords), the admin login, an open invitation and a recovery key. */
export async function seedLogins(ctx: SeedContext, users: readonly UserSeed[]): Promise<void> {
  const { db, now } = ctx;
  const passwords: Record<string, string> = DEMO_LOGINS;
  let credentialId = 1;
  for (const u of users) {
    await db.credentials.create({
      id: credentialId++,
      username: u.username,
      password: passwords[u.username] ?? 'passwort123',
      customerUserId: u.id,
      isAdmin: false,
      passwordChangeRequired: u.username === 'renew',
    });
  }
  await db.credentials.create({
    id: credentialId++,
    username: 'admin',
    password: DEMO_LOGINS.admin,
    customerUserId: null,
    isAdmin: true,
    passwordChangeRequired: false,
  });

  await db.invitations.create({
    id: 1,
    customerId: CUSTOMER.schlossgut,
    customerUserId: USER.neu,
    hash: 'einladung-lena-hoffmann-2026',
    used: false,
  });
  await db.recoveryKeys.create({
    id: 1,
    key: 'wiederherstellung-demo-2026',
    credentialId: 1,
    expiresAt: isoDateTime(addDays(now, 2)),
    used: false,
  });
}
