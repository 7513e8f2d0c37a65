// Registration-wizard applications (`providerWizards`, public, not part of any account) and their seed.
import { zProviderWizard } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime } from '../lib/clock';
import { mediaPath } from '../lib/media-placeholder';
import { collection } from './collection';
import { CATEGORY } from './core';
import { PROVIDER_CONTENT_SEED } from './provider-content-seed';
import type { SeedContext } from './seed-context';

export const collections = {
  providerWizards: collection(zProviderWizard),
};

export type ProviderWizardRecord = ReturnType<typeof collections.providerWizards.all>[number];

/** Maximum size of a wizard photo (config provider-category-meta imageRules.maxSizeKb). */
export const WIZARD_IMAGE_MAX_KB = 8192;

/** The five applications of PROVIDER_CONTENT_SEED: two open, one submitted, one approved, one rejected. */
export async function seedWizards(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  await db.providerWizards.create({
    hash: PROVIDER_CONTENT_SEED.openWizardHash,
    status: null,
    companyName: 'Blumenwerk Potsdam',
    contactName: 'Johanna Richter',
    email: 'johanna.richter@blumenwerk-potsdam.de',
    phone: null,
    categoryId: CATEGORY.decoration.id,
    cityId: null,
    districtId: null,
    address: null,
    description: null,
    images: [{ id: 601, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.openWizardHash, 'brautstrauss.jpg') }],
    submittedAt: null,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
  });
  await db.providerWizards.create({
    hash: PROVIDER_CONTENT_SEED.emptyWizardHash,
    status: null,
    companyName: 'Goldschmiede Kaya',
    contactName: 'Elif Kaya',
    email: null,
    phone: null,
    categoryId: null,
    cityId: null,
    districtId: null,
    address: null,
    description: null,
    images: [],
    submittedAt: null,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
  });
  await db.providerWizards.create({
    hash: PROVIDER_CONTENT_SEED.submittedWizardHash,
    status: 'pending',
    companyName: 'Gut Sonnenhof GmbH & Co. KG',
    contactName: 'Matthias Brenner',
    email: 'hochzeit@gut-sonnenhof.de',
    phone: '+4933209871234',
    categoryId: CATEGORY.venue.id,
    cityId: 2,
    districtId: 24,
    address: 'Ketziner Straße 8, 14476 Potsdam',
    description:
      'Das Gut Sonnenhof liegt am Rand von Potsdam-Fahrland zwischen Feldern und dem Fahrländer See. Die restaurierte Feldsteinscheune bietet Platz für bis zu 150 Gäste, im Innenhof feiern Sie unter alten Linden. Freie Trauungen finden auf der Streuobstwiese statt, für die Gäste stehen vierzehn Zimmer im Gutshaus bereit. Unsere Küche arbeitet mit Gemüse aus dem eigenen Garten und Fleisch von Höfen aus dem Havelland.',
    images: [
      { id: 602, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.submittedWizardHash, 'scheune.jpg') },
      { id: 603, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.submittedWizardHash, 'innenhof.jpg') },
      { id: 604, path: mediaPath('wizard', PROVIDER_CONTENT_SEED.submittedWizardHash, 'streuobstwiese.jpg') },
    ],
    submittedAt: isoDateTime(addMinutes(addDays(now, -1), -195)),
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
  });

  const decided = [
    {
      hash: PROVIDER_CONTENT_SEED.approvedWizardHash,
      status: 'approved' as const,
      companyName: 'Tortenatelier Zuckerstück',
      contactName: 'Anna Lehmann',
      email: 'anna@zuckerstueck-berlin.de',
      phone: '+493012345670',
      categoryId: CATEGORY.decoration.id,
      cityId: 1,
      address: 'Kastanienallee 12, 10435 Berlin',
      image: 'hochzeitstorte.jpg',
      submittedDaysAgo: 6,
    },
    {
      hash: PROVIDER_CONTENT_SEED.rejectedWizardHash,
      status: 'rejected' as const,
      companyName: 'Partyzelte Müller',
      contactName: 'Sven Müller',
      email: 'info@partyzelte-mueller.de',
      phone: '+4940123456789',
      categoryId: CATEGORY.decoration.id,
      cityId: 3,
      address: 'Hammer Landstraße 40, 20537 Hamburg',
      image: 'zelt.jpg',
      submittedDaysAgo: 10,
    },
  ];
  for (const [index, application] of decided.entries()) {
    await db.providerWizards.create({
      hash: application.hash,
      status: application.status,
      companyName: application.companyName,
      contactName: application.contactName,
      email: application.email,
      phone: application.phone,
      categoryId: application.categoryId,
      cityId: application.cityId,
      districtId: null,
      address: application.address,
      description:
        'Wir begleiten Brautpaare seit vielen Jahren an ihrem schönsten Tag und legen Wert auf persönliche Beratung, verlässliche Absprachen und eine Ausführung, die zum Stil der Feier passt. Gerne stellen wir Ihnen bei einem Termin vor Ort unsere Arbeiten vor und besprechen Ihre Wünsche, Ihr Budget und den Ablauf des Tages in aller Ruhe mit Ihnen.',
      images: [{ id: 611 + index, path: mediaPath('wizard', application.hash, application.image) }],
      submittedAt: isoDateTime(addDays(now, -application.submittedDaysAgo)),
      minImageCount: 1,
      processingHours: 48,
      preliminaryInformationUrl: PROVIDER_CONTENT_SEED.preliminaryInformationUrl,
    });
  }
}
