// The approval queue of info-page answer changes (`providerDataUpdates`) and its seed.
import { zProviderDataUpdate } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime } from '../lib/clock';
import { collection, nextId } from './collection';
import { PROVIDER, USER } from './core';
import type { Value } from './provider-forms';
import type { SeedContext } from './seed-context';

/**
 * The rules of a decision the document states in words: a pending entry has no decision time and no reason, a
 * decided one has its time, and a rejected one always the team's reason (the history shows why).
 */
const zQueueEntry = zProviderDataUpdate.superRefine((entry, context) => {
  const pending = entry.status === 'pending';
  if (pending !== (entry.decidedAt === null))
    context.addIssue({ code: 'custom', path: ['decidedAt'], message: 'decidedAt is null exactly while pending' });
  if (pending && entry.decisionReason !== null)
    context.addIssue({ code: 'custom', path: ['decisionReason'], message: 'a pending entry has no reason' });
  if (entry.status === 'rejected' && (entry.decisionReason ?? '').trim() === '')
    context.addIssue({ code: 'custom', path: ['decisionReason'], message: 'a rejected entry needs the reason' });
});

export const collections = {
  /** The approval queue of form-answer changes, with the team's decisions (the history). */
  providerDataUpdates: collection(zQueueEntry),
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
    /** Decided entries: how many days after the request the team decided, and its reason (or note). */
    decided?: { afterDays: number; reason: string | null };
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
    // The history of provider 101 (six decisions: more than the info page's first page of five). Each approved
    // value is the answer as it stands today, each rejected one left the answer as it was.
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'maxGuests',
      oldValue: 180,
      newValue: 250,
      status: 'rejected',
      userId: USER.jonas,
      daysAgo: 12,
      decided: {
        afterDays: 1,
        reason:
          'Laut der Genehmigung, die uns vorliegt, sind im Festsaal höchstens 180 Gäste zugelassen. Senden Sie uns ' +
          'bitte die neue Genehmigung, dann geben wir die Änderung frei.',
      },
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'pricePerPerson',
      oldValue: 85,
      newValue: 89,
      status: 'approved',
      userId: USER.demo,
      daysAgo: 24,
      decided: { afterDays: 1, reason: null },
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'languages',
      oldValue: ['Deutsch'],
      newValue: ['Deutsch', 'Englisch'],
      status: 'approved',
      userId: USER.demo,
      daysAgo: 45,
      decided: { afterDays: 2, reason: null },
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'rentalFee',
      oldValue: 2200,
      newValue: 2500,
      status: 'approved',
      userId: USER.jonas,
      daysAgo: 60,
      decided: { afterDays: 1, reason: 'Die neue Saalmiete gilt für Anfragen ab sofort.' },
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'rooms',
      oldValue: 18,
      newValue: 24,
      status: 'rejected',
      userId: USER.demo,
      daysAgo: 75,
      decided: {
        afterDays: 2,
        reason:
          'Auf Ihrer Website sind 18 Gästezimmer angegeben. Bitte gleichen Sie beide Angaben an, dann prüfen wir ' +
          'die Änderung gern erneut.',
      },
    },
    {
      providerId: PROVIDER.havelblick,
      fieldName: 'minGuests',
      oldValue: 30,
      newValue: 40,
      status: 'approved',
      userId: USER.demo,
      daysAgo: 90,
      decided: { afterDays: 1, reason: null },
    },
    {
      providerId: PROVIDER.lichtwerk,
      fieldName: 'deliveryWeeks',
      oldValue: 8,
      newValue: 6,
      status: 'approved',
      userId: USER.mia,
      daysAgo: 41,
      decided: { afterDays: 1, reason: null },
    },
    {
      providerId: PROVIDER.lichtwerk,
      fieldName: 'packagePriceFrom',
      oldValue: 1890,
      newValue: 990,
      status: 'rejected',
      userId: USER.mia,
      daysAgo: 20,
      decided: {
        afterDays: 1,
        reason:
          'Der Preis „ab“ muss dem günstigsten Paket Ihrer Preisliste entsprechen. Dort beginnen Ihre Pakete bei ' +
          '1.890 €.',
      },
    },
    {
      providerId: PROVIDER.brautsalon,
      fieldName: 'sizeRange',
      oldValue: '34 bis 52',
      newValue: 'alle Größen',
      status: 'rejected',
      userId: USER.felix,
      daysAgo: 15,
      decided: {
        afterDays: 2,
        reason: 'Bitte nennen Sie die Größen, die Sie im Salon führen (zum Beispiel 32 bis 56).',
      },
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
    {
      providerId: PROVIDER.elbblick,
      fieldName: 'pricePerPerson',
      oldValue: 69,
      newValue: 75,
      status: 'approved',
      userId: USER.basic,
      daysAgo: 33,
      decided: { afterDays: 1, reason: null },
    },
    {
      providerId: PROVIDER.elbblick,
      fieldName: 'venueType',
      oldValue: 'Landhaus',
      newValue: 'Schloss',
      status: 'rejected',
      userId: USER.basic,
      daysAgo: 50,
      decided: {
        afterDays: 3,
        reason: 'Ihr Haus ist laut den Unterlagen, die uns vorliegen, ein Landhaus und kein Schloss.',
      },
    },
  ];
  let id = nextId(db.providerDataUpdates, 7000);
  for (const entry of entries) {
    const created = addMinutes(addDays(now, -entry.daysAgo), -37 * entry.daysAgo);
    await db.providerDataUpdates.create({
      id: id++,
      providerId: entry.providerId,
      fieldName: entry.fieldName,
      oldValue: entry.oldValue,
      newValue: entry.newValue,
      status: entry.status,
      requestedBy: requester(entry.userId),
      createdAt: isoDateTime(created),
      // The team decides during its working day, a few hours into the day after the request or later.
      decidedAt: entry.decided ? isoDateTime(addMinutes(addDays(created, entry.decided.afterDays), 95)) : null,
      decisionReason: entry.decided?.reason ?? null,
    });
  }
}
