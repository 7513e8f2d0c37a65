// What the document-driven attack files (junk-input.test.ts, parsing.security.test.ts) share: one mock server with a
// session per demo user, a request for an operation as the caller its drift fixture names, the input the handler
// accepts, and a fingerprint of the whole database to prove an attack changed nothing.
import { afterAll, beforeAll } from 'vitest';
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
