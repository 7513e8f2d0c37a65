// The approval queue of info-page answer changes (`providerDataUpdates`) and its seed.
import { zProviderDataUpdate } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime } from '../lib/clock';
import { collection, nextId } from './collection';
import { PROVIDER, USER } from './core';
import type { Value } from './provider-forms';
import type { SeedContext } from './seed-context';

export const collections = {
  /** The approval queue of form-answer changes. */
  providerDataUpdates: collection(zProviderDataUpdate),
};

export type ProviderDataUpdateRecord = ReturnType<typeof collections.providerDataUpdates.all>[number];

export async function seedDataUpdates(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const users = new Map(db.customerUsers.all().map((u) => [u.id, u]));
  const requester = (userId: number) => ({ id: userId, name: users.get(userId)?.name ?? 'Unbekannt' });
  const answer = (providerId: number, fieldName: string) =>
    db.providerData.findFirst((q) => q.where({ providerId, fieldName }))?.value ?? null;
  const entries: Array<{
    providerId: number;
    fieldName: string;
    oldValue: Value;
    newValue: Value;
    status: 'pending' | 'approved' | 'rejected';
    userId: number;
    daysAgo: number;
  }> = [
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'minBudget',
      oldValue: answer(PROVIDER.havelblick, 'minBudget'),
      newValue: 9500,
      status: 'pending',
      userId: USER.jonas,
      daysAgo: 2,
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'services',
      oldValue: answer(PROVIDER.havelblick, 'services'),
      newValue: [
        'Catering',
        'Trauung im Freien',
        'Standesamt vor Ort',
        'Übernachtung',
        'Dekoration',
        'Kinderbetreuung',
      ],
      status: 'pending',
      userId: USER.demo,
      daysAgo: 5,
    },
    {
      providerId: PROVIDER.lichtwerk,
      fieldName: 'hourlyRate',
      oldValue: answer(PROVIDER.lichtwerk, 'hourlyRate'),
      newValue: 240,
      status: 'pending',
      userId: USER.mia,
      daysAgo: 1,
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'pricePerPerson',
      oldValue: 85,
      newValue: 89,
      status: 'approved',
      userId: USER.demo,
      daysAgo: 24,
    },
    {
      providerId: PROVIDER.lichtwerk,
      fieldName: 'deliveryWeeks',
      oldValue: 8,
      newValue: 6,
      status: 'approved',
      userId: USER.mia,
      daysAgo: 41,
    },
    {
      providerId: PROVIDER.brautsalon,
      fieldName: 'sizeRange',
      oldValue: '34 bis 52',
      newValue: 'alle Größen',
      status: 'rejected',
      userId: USER.felix,
      daysAgo: 15,
    },
    {
      providerId: PROVIDER.elbblick,
      fieldName: 'maxGuests',
      oldValue: answer(PROVIDER.elbblick, 'maxGuests'),
      newValue: 80,
      status: 'pending',
      userId: USER.basic,
      daysAgo: 3,
    },
  ];
  let id = nextId(db.providerDataUpdates, 7000);
  for (const entry of entries) {
    await db.providerDataUpdates.create({
      id: id++,
      providerId: entry.providerId,
      fieldName: entry.fieldName,
      oldValue: entry.oldValue,
      newValue: entry.newValue,
      status: entry.status,
      requestedBy: requester(entry.userId),
      createdAt: isoDateTime(addMinutes(addDays(now, -entry.daysAgo), -37 * entry.daysAgo)),
    });
  }
}
