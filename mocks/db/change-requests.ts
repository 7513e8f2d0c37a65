// Pending change requests of the listing (`changeRequests`): their summaries in every answer language and the seed.
import { z } from 'zod';
import { zChangeRequest } from '../../src/api/generated/zod/zod.gen';
import { addMinutes, isoDateTime } from '../lib/clock';
import { type Labels, zLabels } from '../lib/labels';
import { collection, nextId } from './collection';
import { PROVIDER } from './core';
import type { SeedContext } from './seed-context';

export const collections = {
  /**
   * Pending change requests of the listing. `summary` is German, `summaries` every answer language; `subject` names the record the
   * request is about (a product or a queued data update), so it disappears when that record is decided.
   */
  changeRequests: collection(
    zChangeRequest.extend({
      summaries: zLabels,
      subject: z
        .object({ kind: z.enum(['provider_item', 'provider_data_update']), id: z.int().gte(1) })
        .nullable()
        .optional(),
    }),
  ),
};

export type ChangeRequestRecord = ReturnType<typeof collections.changeRequests.all>[number];

/** The summary of the change request that accompanies a queued data update. */
export function dataUpdateRequestSummary(field: Labels): { summary: string; summaries: Labels } {
  const summaries = {
    de: `Änderung von „${field.de}“ wartet auf Freigabe.`,
    en: `Change of “${field.en}” awaits approval.`,
    tr: `“${field.tr}” alanındaki değişiklik onay bekliyor.`,
    ar: `تعديل «${field.ar}» بانتظار الموافقة.`,
  };
  return { summary: summaries.de, summaries };
}

/** The summary of the change request that accompanies a product waiting for approval. */
export function productRequestSummary(name: string): { summary: string; summaries: Labels } {
  const summaries = {
    de: `Produkt „${name}“ wird geprüft.`,
    en: `Product “${name}” is being reviewed.`,
    tr: `“${name}” ürünü inceleniyor.`,
    ar: `المنتج «${name}» قيد المراجعة.`,
  };
  return { summary: summaries.de, summaries };
}

export async function seedChangeRequests(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  let id = nextId(db.changeRequests, 9000);
  // Names in quotes are the provider's own (a gallery, a price list, a discount) and stay as written.
  const unlinked: Array<{
    providerId: number;
    type: z.infer<typeof zChangeRequest>['type'];
    summaries: Labels;
    minutesAgo: number;
  }> = [
    {
      providerId: PROVIDER.havelblick,
      type: 'main_image',
      summaries: {
        de: 'Neues Titelbild wird geprüft (Veröffentlichung innerhalb einer Stunde).',
        en: 'New main image is being reviewed (published within an hour).',
        tr: 'Yeni kapak fotoğrafı inceleniyor (bir saat içinde yayınlanır).',
        ar: 'صورة الغلاف الجديدة قيد المراجعة (تُنشر خلال ساعة).',
      },
      minutesAgo: 25,
    },
    {
      providerId: PROVIDER.havelblick,
      type: 'media',
      summaries: {
        de: '12 neue Fotos in der Galerie „Sommerhochzeit im Park“ warten auf Freigabe.',
        en: '12 new photos in the gallery “Sommerhochzeit im Park” await approval.',
        tr: '“Sommerhochzeit im Park” galerisindeki 12 yeni fotoğraf onay bekliyor.',
        ar: '12 صورة جديدة في معرض «Sommerhochzeit im Park» بانتظار الموافقة.',
      },
      minutesAgo: 60 * 26,
    },
    {
      providerId: PROVIDER.havelblick,
      type: 'price',
      summaries: {
        de: 'Preisliste „Hochzeitsmenü 2027“ wird geprüft.',
        en: 'Price list “Hochzeitsmenü 2027” is being reviewed.',
        tr: '“Hochzeitsmenü 2027” fiyat listesi inceleniyor.',
        ar: 'قائمة الأسعار «Hochzeitsmenü 2027» قيد المراجعة.',
      },
      minutesAgo: 60 * 50,
    },
    {
      providerId: PROVIDER.lichtwerk,
      type: 'discount',
      summaries: {
        de: 'Rabatt „10 % auf Hochzeiten im Winter“ wartet auf Freigabe.',
        en: 'Discount “10 % auf Hochzeiten im Winter” awaits approval.',
        tr: '“10 % auf Hochzeiten im Winter” indirimi onay bekliyor.',
        ar: 'الخصم «10 % auf Hochzeiten im Winter» بانتظار الموافقة.',
      },
      minutesAgo: 60 * 96,
    },
    {
      providerId: PROVIDER.brautsalon,
      type: 'text',
      summaries: {
        de: 'Neuer Text für „Über uns“ wird geprüft.',
        en: 'New “About us” text is being reviewed.',
        tr: '“Hakkımızda” için yeni metin inceleniyor.',
        ar: 'النص الجديد لقسم «من نحن» قيد المراجعة.',
      },
      minutesAgo: 60 * 30,
    },
  ];
  for (const request of unlinked) {
    await db.changeRequests.create({
      id: id++,
      providerId: request.providerId,
      type: request.type,
      summary: request.summaries.de,
      summaries: request.summaries,
      createdAt: isoDateTime(addMinutes(now, -request.minutesAgo)),
      subject: null,
    });
  }
  for (const item of db.providerItems.all()) {
    if (item.approvalStatus !== 'approval_waiting') continue;
    await db.changeRequests.create({
      id: id++,
      providerId: item.providerId,
      type: 'product',
      ...productRequestSummary(item.name),
      createdAt: item.createdAt,
      subject: { kind: 'provider_item', id: item.id },
    });
  }
  const forms = db.providerForms.all();
  const categoryOf = new Map(db.providers.all().map((p) => [p.id, p.categoryId]));
  for (const update of db.providerDataUpdates.all()) {
    if (update.status !== 'pending') continue;
    const form = forms.find(
      (f) => f.categoryId === categoryOf.get(update.providerId) && f.fieldName === update.fieldName,
    );
    await db.changeRequests.create({
      id: id++,
      providerId: update.providerId,
      type: 'text',
      ...dataUpdateRequestSummary(
        form?.labels ?? { de: update.fieldName, en: update.fieldName, tr: update.fieldName, ar: update.fieldName },
      ),
      createdAt: update.createdAt,
      subject: { kind: 'provider_data_update', id: update.id },
    });
  }
}
