// What several provider states share: the state type, a fresh database and a logged-in session.
import { db, resetDatabase } from '../../mocks/db';
import { setImageUploadMaxSizeKb } from '../../mocks/db/provider-media';
import { addDays, isoDateTime, now } from '../../mocks/lib/clock';

/** A provider state's setup: puts the database into the named fact and answers the session values it created. */
export type ProviderStates = Record<string, (params: Record<string, unknown>) => Promise<Record<string, unknown>>>;

/**
 * Error format of 422 answers. The handlers answer version 1 (field errors); the provider state "validation
 * failures are answered in error format version 2" switches the server to version 2 (only a generic message),
 * as some API endpoints answer, until the next state that starts from a fresh database.
 */
let validationErrorFormat: 1 | 2 = 1;

/** The error format the mock HTTP server answers a 422 in (mocks/http-server.ts). */
export function currentValidationErrorFormat(): 1 | 2 {
  return validationErrorFormat;
}

export function answerValidationErrorsInFormat(format: 1 | 2): void {
  validationErrorFormat = format;
}

/** A fresh default database for a provider state (and error format version 1 again). */
export async function freshDatabase(): Promise<void> {
  validationErrorFormat = 1;
  setImageUploadMaxSizeKb();
  await resetDatabase();
}

export /** Creates the access token a logged-in state promises (fixed values, so pacts can record them). */
async function logIn(params: Record<string, unknown>, fallbackUsername: string) {
  const username = String(params.username ?? fallbackUsername);
  const credential = db.credentials.findFirst((q) => q.where({ username }));
  if (!credential) throw new Error(`The seed has no user ${username}.`);
  const created = now();
  const token = await db.accessTokens.create({
    id: Number(params.accessTokenId ?? 1),
    token: String(params.accessToken),
    consumerKey: String(params.consumerKey),
    credentialId: credential.id,
    createdAt: isoDateTime(created),
    expiresAt: isoDateTime(addDays(created, 30)),
    deleted: false,
  });
  return { credential, session: { accessTokenId: token.id, accessToken: token.token, consumerKey: token.consumerKey } };
}
