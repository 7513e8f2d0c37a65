// Attachments: the files a customer sends with its e-mails, for one of its providers or for all of them.
import type { z } from 'zod';
import { zAttachment } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDateTime, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { CUSTOMER, PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { at } from './dates';

export const collections = {
  attachments: collection(zAttachment),
};

/** The provider an attachment is for; null for every provider of the customer. */
type ProviderScope = number | null;

interface AttachmentSeed {
  customerId: number;
  providerId: ProviderScope;
  name: string;
  fileName: string;
  mimeType: z.infer<typeof zAttachment>['mimeType'];
  size: number;
  daysAgo: number;
}

const ATTACHMENTS: AttachmentSeed[] = [
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Hochzeitsmappe 2027',
    fileName: 'Hochzeitsmappe_2027.pdf',
    mimeType: 'application/pdf',
    size: 4_382_114,
    daysAgo: 95,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Menükarte Hochzeit 2027',
    fileName: 'Menuekarte_Hochzeit_2027.pdf',
    mimeType: 'application/pdf',
    size: 1_204_551,
    daysAgo: 70,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Lageplan und Anfahrt',
    fileName: 'Lageplan_Schlossgut_Havelblick.png',
    mimeType: 'image/png',
    size: 812_340,
    daysAgo: 260,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.havelblick,
    name: 'Saalplan Festsaal',
    fileName: 'Saalplan_Festsaal.jpg',
    mimeType: 'image/jpeg',
    size: 655_102,
    daysAgo: 180,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: null,
    name: 'AGB Veranstaltungen',
    fileName: 'AGB_Veranstaltungen_Schlossgut.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 48_930,
    daysAgo: 330,
  },
  {
    customerId: CUSTOMER.schlossgut,
    providerId: PROVIDER.lichtwerk,
    name: 'Preisliste Hochzeitsreportagen 2027',
    fileName: 'Preisliste_Reportagen_2027.pdf',
    mimeType: 'application/pdf',
    size: 2_116_480,
    daysAgo: 30,
  },
  {
    customerId: CUSTOMER.elbblick,
    providerId: PROVIDER.elbblick,
    name: 'Hausprospekt Landhaus Elbblick',
    fileName: 'Hausprospekt_Landhaus_Elbblick.pdf',
    mimeType: 'application/pdf',
    size: 3_025_775,
    daysAgo: 150,
  },
];

/** The download address of an attachment file. */
export function attachmentUrl(customerId: number, id: number, fileName: string): string {
  const slug = fileName
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `https://cdn.hochzeitsportal.de/attachments/${customerId}/${id}-${slug}`;
}

export async function seedAttachments(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const today = startOfDay(now);
  let attachmentId = 1;
  for (const a of ATTACHMENTS) {
    const id = attachmentId++;
    await db.attachments.create({
      id,
      customerId: a.customerId,
      providerId: a.providerId,
      name: a.name,
      fileName: a.fileName,
      mimeType: a.mimeType,
      size: a.size,
      url: attachmentUrl(a.customerId, id, a.fileName),
      createdAt: isoDateTime(at(addDays(today, -a.daysAgo), random.int(8, 17), random.int(0, 59))),
    });
  }
}
