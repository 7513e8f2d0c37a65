// Quote-request forms: the forms couples fill in on a provider's page, with their fields.
import { z } from 'zod';
import { zInfoRequestForm, zInfoRequestFormField } from '../../../src/api/generated/zod/zod.gen';
import { type Labels, zLabels } from '../../lib/labels';
import { collection } from '../collection';
import { PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';

export const collections = {
  /** Quote-request forms; `name`/`label` are German, `names`/`labels` every answer language. */
  infoRequestForms: collection(
    zInfoRequestForm.extend({
      providerId: z.int().gte(1),
      names: zLabels,
      fields: z.array(zInfoRequestFormField.extend({ labels: zLabels })),
    }),
  ),
};

type FieldSeed = [
  name: string,
  labels: Labels,
  type: 'text' | 'number' | 'date' | 'select' | 'boolean',
  required: boolean,
  options?: string[],
];

const WEDDING_DATE: Labels = { de: 'Hochzeitsdatum', en: 'Wedding date', tr: 'Düğün tarihi', ar: 'تاريخ الزفاف' };
const GUEST_COUNT: Labels = {
  de: 'Anzahl der Gäste',
  en: 'Number of guests',
  tr: 'Misafir sayısı',
  ar: 'عدد الضيوف',
};
const MESSAGE: Labels = { de: 'Ihre Nachricht', en: 'Your message', tr: 'Mesajınız', ar: 'رسالتكم' };

// Field labels are labels (answered in the request's language); select options are the values the couple
// sends, so they stay as the provider wrote them.
const FORM_SEEDS: Array<{
  id: number;
  providerId: number;
  names: Labels;
  isActive: boolean;
  fields: FieldSeed[];
}> = [
  {
    id: 15,
    providerId: PROVIDER.havelblick,
    names: {
      de: 'Angebotsanfrage Hochzeitsfeier',
      en: 'Wedding party quote request',
      tr: 'Düğün kutlaması için teklif talebi',
      ar: 'طلب عرض سعر لحفل الزفاف',
    },
    isActive: true,
    fields: [
      ['weddingDate', WEDDING_DATE, 'date', true],
      ['guestCount', GUEST_COUNT, 'number', true],
      [
        'organizationType',
        { de: 'Art der Feier', en: 'Type of celebration', tr: 'Kutlama türü', ar: 'نوع الحفل' },
        'select',
        false,
        ['Trauung und Feier', 'Nur Feier', 'Polterabend'],
      ],
      [
        'freeCeremony',
        {
          de: 'Freie Trauung vor Ort gewünscht',
          en: 'Outdoor ceremony on site',
          tr: 'Mekânda açık hava nikâh töreni isteniyor',
          ar: 'مراسم زفاف في الهواء الطلق في المكان',
        },
        'boolean',
        false,
      ],
      [
        'overnightStay',
        {
          de: 'Übernachtung für Gäste gewünscht',
          en: 'Guest accommodation wanted',
          tr: 'Misafirler için konaklama isteniyor',
          ar: 'مطلوب مبيت للضيوف',
        },
        'boolean',
        false,
      ],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 16,
    providerId: PROVIDER.havelblick,
    names: {
      de: 'Anfrage Besichtigungstermin',
      en: 'Viewing appointment request',
      tr: 'Mekân ziyareti randevu talebi',
      ar: 'طلب موعد لمعاينة المكان',
    },
    isActive: true,
    fields: [
      [
        'visitDate',
        {
          de: 'Wunschtermin für die Besichtigung',
          en: 'Preferred viewing date',
          tr: 'Tercih edilen ziyaret tarihi',
          ar: 'الموعد المفضل للمعاينة',
        },
        'date',
        true,
      ],
      [
        'weddingDate',
        {
          de: 'Geplantes Hochzeitsdatum',
          en: 'Planned wedding date',
          tr: 'Planlanan düğün tarihi',
          ar: 'تاريخ الزفاف المخطط له',
        },
        'date',
        false,
      ],
      ['guestCount', GUEST_COUNT, 'number', false],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 17,
    providerId: PROVIDER.havelblick,
    names: {
      de: 'Anfrage Weihnachtsfeier',
      en: 'Christmas party request',
      tr: 'Yılbaşı partisi talebi',
      ar: 'طلب حفلة عيد الميلاد',
    },
    isActive: false,
    fields: [
      [
        'eventDate',
        { de: 'Datum der Feier', en: 'Date of the party', tr: 'Kutlama tarihi', ar: 'تاريخ الحفل' },
        'date',
        true,
      ],
      ['guestCount', GUEST_COUNT, 'number', true],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 18,
    providerId: PROVIDER.lichtwerk,
    names: {
      de: 'Anfrage Hochzeitsreportage',
      en: 'Wedding photography request',
      tr: 'Düğün fotoğrafçılığı talebi',
      ar: 'طلب تصوير حفل زفاف',
    },
    isActive: true,
    fields: [
      ['weddingDate', WEDDING_DATE, 'date', true],
      [
        'package',
        { de: 'Gewünschtes Paket', en: 'Package', tr: 'İstenen paket', ar: 'الباقة المطلوبة' },
        'select',
        true,
        ['Standesamt (3 Stunden)', 'Halbtags (6 Stunden)', 'Ganztags (10 Stunden)'],
      ],
      ['location', { de: 'Ort der Feier', en: 'Venue', tr: 'Kutlama yeri', ar: 'مكان الحفل' }, 'text', false],
      [
        'engagementShoot',
        {
          de: 'Verlobungsshooting gewünscht',
          en: 'Engagement shoot wanted',
          tr: 'Nişan çekimi isteniyor',
          ar: 'مطلوب جلسة تصوير للخطوبة',
        },
        'boolean',
        false,
      ],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 19,
    providerId: PROVIDER.brautsalon,
    names: {
      de: 'Terminanfrage Brautkleidberatung',
      en: 'Bridal gown consultation request',
      tr: 'Gelinlik danışmanlığı randevu talebi',
      ar: 'طلب موعد لاستشارة فستان الزفاف',
    },
    isActive: true,
    fields: [
      [
        'appointmentDate',
        {
          de: 'Wunschtermin für die Beratung',
          en: 'Preferred consultation date',
          tr: 'Tercih edilen danışmanlık tarihi',
          ar: 'الموعد المفضل للاستشارة',
        },
        'date',
        true,
      ],
      ['weddingDate', WEDDING_DATE, 'date', false],
      [
        'budget',
        { de: 'Budget für das Kleid', en: 'Budget for the gown', tr: 'Gelinlik bütçesi', ar: 'ميزانية الفستان' },
        'select',
        false,
        ['bis 1.000 €', '1.000 bis 2.000 €', '2.000 bis 3.500 €', 'über 3.500 €'],
      ],
      [
        'companions',
        {
          de: 'Anzahl der Begleitpersonen',
          en: 'Number of companions',
          tr: 'Refakatçi sayısı',
          ar: 'عدد المرافقين',
        },
        'number',
        false,
      ],
      ['message', MESSAGE, 'text', false],
    ],
  },
  {
    id: 20,
    providerId: PROVIDER.elbblick,
    names: {
      de: 'Angebotsanfrage Landhaus Elbblick',
      en: 'Landhaus Elbblick quote request',
      tr: 'Landhaus Elbblick teklif talebi',
      ar: 'طلب عرض سعر من Landhaus Elbblick',
    },
    isActive: true,
    fields: [
      ['weddingDate', WEDDING_DATE, 'date', true],
      ['guestCount', GUEST_COUNT, 'number', true],
      ['message', MESSAGE, 'text', false],
    ],
  },
];

export async function seedInfoRequestForms(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  for (const form of FORM_SEEDS) {
    await db.infoRequestForms.create({
      id: form.id,
      providerId: form.providerId,
      name: form.names.de,
      names: form.names,
      isActive: form.isActive,
      fields: form.fields.map(([name, labels, type, required, options]) => ({
        name,
        label: labels.de,
        labels,
        type,
        required,
        options: options ?? [],
      })),
    });
  }
}
