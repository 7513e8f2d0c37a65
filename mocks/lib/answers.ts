// The answer check (issue 24.1): every answer a handler gives is compared with what the document declares for its
// operation and status (src/api/generated/answers.ts) before it leaves the mock: the body must fit the schema,
// and an object must not carry a property the schema does not declare, at any depth (the generated zod objects
// strip unknown keys silently, so those are looked for separately). Errors are checked as strictly as successes.
//
// An answer that does not fit is replaced by a 500 with the code MOCK_INVALID_ANSWER naming the operation, status
// and path of the mismatch, printed with console.error and kept in a list the test setups empty after each test
// (mocks/tests/setup.ts, src/testing/setup-tests.ts): the test that caused it fails. The browser journeys fail
// on the console error, Pact verification on the 500.
import type { z } from 'zod';
import { type DeclaredAnswer, declaredAnswers } from '../../src/api/generated/answers';
import type { OperationInfo } from '../../src/api/generated/operations';
import { undeclaredProperties } from './strict';

// On by default in every runtime of the mock (tests, dev server, demo build, HTTP server); `MOCK_ANSWER_CHECK=off`
// turns it off in Node (to measure what it costs).
let enabled = typeof process === 'undefined' || process.env?.MOCK_ANSWER_CHECK !== 'off';

/** Turns the answer check on or off for this runtime. */
export function setAnswerCheck(on: boolean): void {
  enabled = on;
}

const problems: string[] = [];

/** A handler answered what the document does not declare: printed, and kept for the test setups. */
export function reportProblem(message: string): void {
  problems.push(message);
  try {
    console.error(message);
  } catch {
    // The test setups turn console.error into a throw; the list above fails the test instead.
  }
}

/** The mismatches found since the last call (the test setups fail a test that caused one). */
export function takeAnswerProblems(): string[] {
  return problems.splice(0);
}

// (operationId, status) of every answer given, for the error-branch gate (mocks/tests/error-branches).
const answered = new Set<string>();

export function recordAnswer(operationId: string, status: number): void {
  answered.add(`${operationId} ${status}`);
}

export function answeredPairs(): string[] {
  return [...answered];
}

type Issue = z.core.$ZodIssue;

/** The most telling issue: inside a union, the first issue of the branch that got furthest (fewest issues). */
function telling(issue: Issue, prefix: PropertyKey[] = []): { path: PropertyKey[]; message: string } {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const best = [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0];
    if (best) return telling(best, path);
  }
  return { path, message: issue.message };
}

/** What is wrong with a body for a declared JSON schema; null when it fits. */
export function bodyMismatch(schema: z.ZodType, body: unknown): string | null {
  const result = schema.safeParse(body);
  if (!result.success) {
    const first = result.error.issues[0];
    if (!first) return 'does not fit';
    const { path, message } = telling(first);
    return `${path.length ? path.map(String).join('.') : '(body)'}: ${message}`;
  }
  const unknown = undeclaredProperties(schema, body);
  if (unknown.length > 0) return `${unknown.join(', ')}: not declared in the document`;
  return null;
}

async function mismatchOf(declared: DeclaredAnswer, response: Response): Promise<string | null> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (declared.kind === 'other') {
    return declared.contentTypes.some((type) => contentType.startsWith(type))
      ? null
      : `content type ${contentType || '(none)'} instead of ${declared.contentTypes.join(' or ')}`;
  }
  const text = await response.clone().text();
  if (declared.kind === 'empty') return text === '' ? null : 'a body where the document declares none';
  if (!contentType.includes('json')) return `content type ${contentType || '(none)'} instead of application/json`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  return bodyMismatch(declared.schema, body);
}

/**
 * Checks an answer against the document. Answers it unchanged when it fits (or the check is off), otherwise the
 * 500 MOCK_INVALID_ANSWER that names what does not fit.
 */
export async function checkAnswer(op: OperationInfo, response: Response): Promise<Response> {
  if (!enabled) return response;
  const declared = declaredAnswers[op.operationId]?.[response.status];
  // An undeclared status is reported by the wrapper before it gets here.
  if (!declared) return response;
  const mismatch = await mismatchOf(declared, response);
  if (!mismatch) return response;
  const message = `Mock handler of ${op.operationId} answered ${response.status} with a body the API document does not declare: ${mismatch}`;
  reportProblem(message);
  return Response.json({ message, code: 'MOCK_INVALID_ANSWER' }, { status: 500 });
}
