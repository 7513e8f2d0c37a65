// Inputs of the drift test (mocks/tests/drift.test.ts): per operation, what to send so the handler can answer.
// Without a fixture the test sends the document's examples (path parameters, query parameters, body).
import type { Database } from '../db';

export interface DriftInput {
  /** Path parameters, e.g. { id: 5012 }. */
  params?: Record<string, string | number>;
  /** Query parameters as they appear in the URL (arrays comma separated). */
  query?: Record<string, string>;
  /** JSON body, or FormData for multipart operations. */
  body?: unknown;
  /** Who calls: the demo user by default for authenticated operations. */
  login?: 'demo' | 'basic' | 'neu' | 'admin' | 'none';
  /** The status this input must produce (default: any 2xx the document declares). */
  expectStatus?: number;
}

export type DriftFixture = (ctx: { db: Database }) => DriftInput;

/** operationId -> fixture. */
export type DriftFixtures = Record<string, DriftFixture>;
