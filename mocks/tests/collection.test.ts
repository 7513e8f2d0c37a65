// The mock's collections (mocks/db/collection.ts): records are made by the project's own validated insert, and
// read, updated and deleted by @msw/data, which must still find them.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collection, emptyLike } from '../db/collection';

const zHall = z.object({ id: z.number().int(), name: z.string().min(1), capacity: z.number().int().optional() });

describe('a mock collection', () => {
  it('stores what fits its schema, as the schema reads it, and refuses what does not', async () => {
    const halls = collection(zHall);
    const created = await halls.create({ id: 1, name: 'Spiegelsaal', capacity: 120 });
    expect(created).toEqual({ id: 1, name: 'Spiegelsaal', capacity: 120 });
    await expect(halls.create({ id: 2, name: '' })).rejects.toThrow(z.ZodError);
    // Keys the schema does not know are not stored (zod reads objects strictly by their shape).
    await halls.create({ id: 3, name: 'Remise', stage: true } as never);
    expect(halls.all().map((hall) => hall.id)).toEqual([1, 3]);
    expect(halls.all()[1]).not.toHaveProperty('stage');
  });

  it("keeps its records findable, updatable and deletable through @msw/data's queries", async () => {
    const halls = collection(zHall);
    for (const [id, name] of [
      [1, 'Spiegelsaal'],
      [2, 'Remise'],
      [3, 'Orangerie'],
    ] as const)
      await halls.create({ id, name });

    expect(halls.findFirst((q) => q.where({ id: 2 }))?.name).toBe('Remise');
    expect(halls.findMany((q) => q.where({ name: (name) => name.startsWith('O') })).map((hall) => hall.id)).toEqual([
      3,
    ]);

    const updated = await halls.update((q) => q.where({ id: 2 }), {
      data(hall) {
        hall.capacity = 80;
      },
    });
    expect(updated).toEqual({ id: 2, name: 'Remise', capacity: 80 });
    expect(halls.findFirst((q) => q.where({ id: 2 }))?.capacity).toBe(80);
    // An update that breaks the schema is refused by @msw/data and leaves the record as it was.
    await expect(
      halls.update((q) => q.where({ id: 2 }), {
        data(hall) {
          hall.name = '';
        },
      }),
    ).rejects.toThrow();
    expect(halls.findFirst((q) => q.where({ id: 2 }))?.name).toBe('Remise');

    halls.delete((q) => q.where({ id: 1 }));
    expect(halls.all().map((hall) => hall.id)).toEqual([2, 3]);
    expect(halls.count()).toBe(2);
  });

  it('empties into a new collection of the same schema', async () => {
    const halls = collection(zHall);
    await halls.create({ id: 1, name: 'Spiegelsaal' });
    const fresh = emptyLike(halls);
    expect(fresh.count()).toBe(0);
    expect(halls.count()).toBe(1);
    await expect(fresh.create({ id: 1, name: '' })).rejects.toThrow(z.ZodError);
  });
});
