// The signature stored with the browser mock's saved database (mocks/db/schema-signature.ts): a saved database is
// taken without validating its records only when the record schemas read the same as when it was saved.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaSignature } from '../db/schema-signature';

const lead = () =>
  z.object({
    id: z.number().int(),
    status: z.enum(['new', 'answered']),
    message: z.string().max(2000).nullable(),
    tags: z.array(z.string()).optional(),
  });

const signatureOf = (schema: z.ZodType) => schemaSignature([['leads', schema]]);

describe('the signature of the record schemas', () => {
  it('is the same for schemas that read the same', () => {
    expect(signatureOf(lead())).toBe(signatureOf(lead()));
  });

  it.each([
    ['a new field', lead().extend({ readAt: z.string().nullable() })],
    ['a field less', lead().omit({ tags: true })],
    ['another type', lead().extend({ id: z.string() })],
    ['a new enum value', lead().extend({ status: z.enum(['new', 'answered', 'booked']) })],
    ['another limit', lead().extend({ message: z.string().max(1000).nullable() })],
    ['a field no longer nullable', lead().extend({ message: z.string().max(2000) })],
  ])('changes with %s', (_, changed) => {
    expect(signatureOf(changed)).not.toBe(signatureOf(lead()));
  });

  it('changes with the collection a schema belongs to', () => {
    expect(schemaSignature([['couples', lead()]])).not.toBe(signatureOf(lead()));
  });

  it('can describe a recursive schema', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = z.object({ name: z.string(), children: z.array(z.lazy(() => node)) });
    expect(signatureOf(node)).toMatch(/^[0-9a-f]{8}$/);
  });
});
