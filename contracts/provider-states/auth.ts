// Provider states of logins, sessions, recovery, one-time codes, two-factor login and invitations
// (contracts/consumer/auth*, team).
import { db } from '../../mocks/db';
import { addMinutes, now } from '../../mocks/lib/clock';
import { LOGIN_FAILURE_LIMIT, loginLockSecondsLeft, recordLoginFailure } from '../../mocks/lib/login-throttle';
import { answerValidationErrorsInFormat, freshDatabase, logIn, type ProviderStates } from './support';

/** A one-time code of a user, as POST /auth/quick/request would have stored it. */
async function storeQuickLoginCode(input: {
  username: string;
  code: string;
  issuedSecondsAgo: number;
  attempts: number;
}) {
  const issued = new Date(now().getTime() - input.issuedSecondsAgo * 1000);
  await db.quickLoginCodes.deleteMany((q) => q.where({ username: input.username }));
  await db.quickLoginCodes.create({
    id: 1,
    username: input.username,
    code: input.code,
    issuedAt: issued.toISOString(),
    expiresAt: addMinutes(issued, 2).toISOString(),
    attempts: input.attempts,
    used: false,
  });
}

/** The two-factor record of the user demo, as the set-up (and its confirmation) would have stored it. */
async function storeTwoFactor(state: {
  pendingSecret: string | null;
  secret: string | null;
  enabledAt: string | null;
}) {
  const userId = db.credentials.findFirst((q) => q.where({ username: 'demo' }))?.customerUserId;
  if (!userId) throw new Error('The seed has no user demo.');
  await db.twoFactors.deleteMany((q) => q.where({ customerUserId: userId }));
  await db.twoFactors.create({
    id: 1,
    customerUserId: userId,
    ...state,
    lastUsedStep: null,
    failures: 0,
    failureWindowStartedAt: null,
    lockedUntil: null,
  });
}

export const authStates: ProviderStates = {
  'the user demo with password demo1234 exists': async () => {
    await freshDatabase();
    if (!db.credentials.findFirst((q) => q.where({ username: 'demo', password: 'demo1234' })))
      throw new Error('The seed has no user demo with password demo1234.');
    return {};
  },
  'the user demo is logged in with access token 1': async (params) => {
    await freshDatabase();
    return (await logIn(params, 'demo')).session;
  },
  'no access token is valid': async () => {
    await freshDatabase();
    for (const token of db.accessTokens.all()) {
      await db.accessTokens.update((q) => q.where({ id: token.id }), {
        data(record) {
          record.deleted = true;
        },
      });
    }
    return {};
  },
  'a lead 42 of the couple "Anna Schmidt & Lukas Becker" at provider 101 exists': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    if (lead?.couple.name !== 'Anna Schmidt & Lukas Becker' || lead.providerId !== 101)
      throw new Error('Lead 42 of "Anna Schmidt & Lukas Becker" at provider 101 is missing from the seed.');
    return {};
  },

  // ------------------------------------------------------------ auth recovery (contracts/consumer/auth-recovery)
  'the user renew must change the password and is logged in with access token 1': async (params) => {
    await freshDatabase();
    const { credential, session } = await logIn(params, 'renew');
    if (!credential.passwordChangeRequired || credential.password !== 'renew1234' || credential.customerUserId !== 6)
      throw new Error('The seed has no user renew (customer user 6, password renew1234) that must change it.');
    return session;
  },
  'the recovery key wiederherstellung-demo-2026 of the user demo is valid': async () => {
    await freshDatabase();
    const key = db.recoveryKeys.findFirst((q) => q.where({ key: 'wiederherstellung-demo-2026', used: false }));
    const credential = key ? db.credentials.findFirst((q) => q.where({ id: key.credentialId })) : undefined;
    if (credential?.username !== 'demo') throw new Error('The seed has no recovery key of demo.');
    return {};
  },
  'no recovery key abgelaufen-0000-0000 is valid': async () => {
    await freshDatabase();
    if (db.recoveryKeys.findFirst((q) => q.where({ key: 'abgelaufen-0000-0000' })))
      throw new Error('The seed has a recovery key abgelaufen-0000-0000.');
    return {};
  },
  'the user demo has the one-time code 246810, sent a minute ago': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 60, attempts: 0 });
    return {};
  },
  'the user demo asked for a one-time code 10 seconds ago': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 10, attempts: 0 });
    return {};
  },
  'the one-time code 246810 of the user demo expired': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 300, attempts: 0 });
    return {};
  },
  'the one-time code of the user demo was entered wrongly 5 times': async () => {
    await freshDatabase();
    await storeQuickLoginCode({ username: 'demo', code: '246810', issuedSecondsAgo: 60, attempts: 5 });
    return {};
  },
  'the login of the user demo is locked after 5 wrong passwords': async () => {
    await freshDatabase();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt += 1) await recordLoginFailure('demo');
    if (loginLockSecondsLeft('demo') === 0) throw new Error('The login of demo did not lock.');
    return {};
  },
  // ------------------------------------------------------------ two-factor (contracts/consumer/team)
  // Only after a state that starts from a fresh database (demo logged in). The secret is the state's parameter;
  // the verification runs at CONTRACT_NOW, so the pact's codes are this secret's codes of that instant.
  'the user demo started a two-factor set-up with the secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP': async (params) => {
    await storeTwoFactor({ pendingSecret: String(params.secret), secret: null, enabledAt: null });
    return {};
  },
  'the user demo has two-factor login on since 2026-11-20T09:30:00Z with the secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP':
    async (params) => {
      await storeTwoFactor({ pendingSecret: null, secret: String(params.secret), enabledAt: String(params.enabledAt) });
      return {};
    },
  'no user unbekannt exists': async () => {
    await freshDatabase();
    if (db.credentials.findFirst((q) => q.where({ username: 'unbekannt' })))
      throw new Error('The seed has a user unbekannt.');
    return {};
  },
  // The mock takes Google authorization codes of the form google:<username> (README).
  'the Google authorization code google:demo belongs to the user demo': async () => {
    await freshDatabase();
    if (!db.credentials.findFirst((q) => q.where({ username: 'demo' }))) throw new Error('The seed has no user demo.');
    return {};
  },
  'an invitation for customer user 5 of customer 1 with hash einladung-lena-hoffmann-2026 exists': async () => {
    await freshDatabase();
    const invitation = db.invitations.findFirst((q) =>
      q.where({ customerId: 1, customerUserId: 5, hash: 'einladung-lena-hoffmann-2026', used: false }),
    );
    if (!invitation) throw new Error('The seed has no open invitation einladung-lena-hoffmann-2026.');
    return {};
  },
  'no invitation with hash ungueltig-0000 exists': async () => {
    await freshDatabase();
    if (db.invitations.findFirst((q) => q.where({ hash: 'ungueltig-0000' })))
      throw new Error('The seed has an invitation ungueltig-0000.');
    return {};
  },
  // Combined with a state that starts from a fresh database; name it after that one.
  'validation failures are answered in error format version 2': async () => {
    answerValidationErrorsInFormat(2);
    return {};
  },
};
