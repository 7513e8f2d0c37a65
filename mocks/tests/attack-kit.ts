// What the document-driven attack files (junk-input.test.ts, parsing.security.test.ts) share: one mock server with a
// session per demo user, a request for an operation as the caller its drift fixture names, the input the handler
// accepts, and a fingerprint of the whole database to prove an attack changed nothing.
import { afterAll, beforeAll, expect } from 'vitest';
import type { OperationInfo } from '../../src/api/generated/operations';
import { db } from '../db';
import { createMockServer } from '../node';
import { login, type LoggedIn } from './api';
import { defaultInput, type Json, urlFor } from './document';
import type { DriftInput } from './drift-types';
import { fixtures } from './fixtures';

const sessions: Partial<Record<NonNullable<DriftInput['login']>, LoggedIn>> = {};

/** Starts the mock server for the file and logs the demo users in once (one seeded database for the whole file). */
export function startAttackServer(): void {
  const server = createMockServer();
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    for (const user of ['demo', 'basic', 'neu', 'admin'] as const) sessions[user] = await login(user);
  });
  afterAll(() => server.close());
}

/** Every record of the mock database except the access tokens (logging in creates one). */
export function databaseFingerprint(): string {
  return JSON.stringify(
    Object.entries(db)
      .filter(([name]) => name !== 'accessTokens')
      .map(([name, collection]) => [name, (collection as { all(): unknown[] }).all()]),
  );
}

/**
 * Watches a file's requests change no record: each check compares the database with what the file's previous check
 * saw (or with the database after the logins of `startAttackServer`, which must be called first). One fingerprint per case instead of one before and one after
 * halves the attack files' time: a fingerprint of the default scenario is 3.5 MB of JSON, 0.06 to 0.2 s, and these
 * files check about 500 cases (issue 34). A case that changed records fails; the next one compares with the changed
 * database, so one fault fails one case.
 */
export function watchRecords(): { expectUnchanged(message: string): void } {
  let seen = '';
  beforeAll(() => {
    seen = databaseFingerprint();
  });
  return {
    expectUnchanged(message) {
      const now = databaseFingerprint();
      const unchanged = now === seen;
      seen = now;
      expect(unchanged, message).toBe(true);
    },
  };
}

/**
 * The input the drift test uses for the operation: one the handler answers with success. Some fixtures of deletes
 * need a record an earlier drift call created; without it the document's examples stand in (the id under attack
 * is replaced anyway).
 */
export function validInput(op: OperationInfo): DriftInput {
  try {
    return { ...defaultInput(op), ...fixtures[op.operationId]?.({ db }) };
  } catch {
    return defaultInput(op);
  }
}

/** The session headers of the caller the input names (the demo user for authenticated operations by default). */
export function headersFor(op: OperationInfo, input: DriftInput): Record<string, string> {
  const who = input.login ?? (op.authenticated ? 'demo' : 'none');
  const session = who === 'none' ? undefined : sessions[who];
  return session ? { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey } : {};
}

/** Calls the operation with a raw body and content type, as an attacker would. */
export async function send(op: OperationInfo, input: DriftInput, body?: BodyInit, contentType?: string) {
  const response = await fetch(urlFor(op, input), {
    method: op.method,
    headers: { ...headersFor(op, input), ...(contentType ? { 'Content-Type': contentType } : {}) },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json | undefined };
}

/** The session of a demo user logged in by `startAttackServer` (after `beforeAll`). */
export function sessionOf(user: 'demo' | 'basic' | 'neu' | 'admin'): LoggedIn {
  const session = sessions[user];
  if (!session) throw new Error(`${user} is not logged in: call startAttackServer() at the top of the file.`);
  return session;
}
