// Provider content: the public registration wizard (a new provider's application and its photos).
import type { z } from 'zod';
import {
  zGetProviderWizardPath,
  type zProviderWizard,
  zSubmitProviderWizardBody,
  zSubmitProviderWizardPath,
  zUploadProviderWizardImagePath,
} from '../../../src/api/generated/zod/zod.gen';
import { imageDimensions } from '../../../src/lib/image-dimensions';
import { db } from '../../db';
import { IMAGE_RULES } from '../../db/provider-media';
import { type ProviderWizardRecord, WIZARD_IMAGE_MAX_KB } from '../../db/provider-wizards';
import { isoDateTime, now } from '../../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  messages,
  notFound,
  payloadTooLarge,
  validationFailed,
} from '../../lib/errors';
import { isValidPhone } from '../../lib/phone';
import type { MockHttp } from '../../lib/http';
import { mediaPath } from '../../lib/media-placeholder';
import { parseJsonBodyReworded, parsePathParams, readMultipart } from '../../lib/validate';

// ---------------------------------------------------------------- wizard

const WIZARD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const WIZARD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

function findWizard(hash: string): ProviderWizardRecord {
  const wizard = db.providerWizards.findFirst((q) => q.where({ hash }));
  if (!wizard) throw notFound('Dieser Registrierungslink ist ungültig.');
  return wizard;
}

function toWizard(wizard: ProviderWizardRecord): z.infer<typeof zProviderWizard> {
  return {
    hash: wizard.hash,
    status: wizard.status,
    companyName: wizard.companyName,
    contactName: wizard.contactName,
    email: wizard.email,
    phone: wizard.phone,
    categoryId: wizard.categoryId,
    cityId: wizard.cityId,
    districtId: wizard.districtId,
    address: wizard.address,
    description: wizard.description,
    images: wizard.images.map((image) => ({ id: image.id, path: image.path })),
    submittedAt: wizard.submittedAt,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: wizard.preliminaryInformationUrl,
  };
}

/**
 * The dimension rules of spec point 5 (the categories' image rules of GET /configs/provider-category-meta, the same
 * for every category in the mock), where the file's header tells the dimensions, as the galleries check them.
 */
function checkWizardImageSize(bytes: Uint8Array): void {
  const size = imageDimensions(bytes);
  if (!size) return;
  if (size.width < IMAGE_RULES.minWidth)
    throw fieldError('image', `Das Foto muss mindestens ${IMAGE_RULES.minWidth} Pixel breit sein.`);
  if (size.width > IMAGE_RULES.maxWidth)
    throw fieldError('image', `Das Foto darf höchstens ${IMAGE_RULES.maxWidth} Pixel breit sein.`);
  if (size.height > IMAGE_RULES.maxHeight)
    throw fieldError('image', `Das Foto darf höchstens ${IMAGE_RULES.maxHeight} Pixel hoch sein.`);
}

function requireNotSubmitted(wizard: ProviderWizardRecord, message: string): void {
  if (wizard.status !== null) throw conflict(message, 'ALREADY_SUBMITTED');
}

/** Friendlier messages than the generic ones for the wizard's special fields. */
const WIZARD_MESSAGES: Record<string, string> = {
  acceptedPreliminaryInformation: 'Bitte bestätigen Sie die Vorabinformationen.',
  imageIds: 'Bitte laden Sie mindestens ein Foto hoch.',
  phone: messages.phone,
};

function parseWizardBody(request: Request): Promise<z.infer<typeof zSubmitProviderWizardBody>> {
  return parseJsonBodyReworded(zSubmitProviderWizardBody, request, (path, message) =>
    message !== messages.unknownField ? WIZARD_MESSAGES[path] : undefined,
  );
}

export function providerWizardHandlers(http: MockHttp) {
  return [
    http.public.get('/provider-wizard/{hash}', ({ params, response }) => {
      const { hash } = parsePathParams(zGetProviderWizardPath, params);
      return response(200).json({ data: toWizard(findWizard(hash)) });
    }),

    http.public.post('/provider-wizard/{hash}', async ({ request, params, response }) => {
      const { hash } = parsePathParams(zSubmitProviderWizardPath, params);
      const wizard = findWizard(hash);
      requireNotSubmitted(wizard, 'Ihre Bewerbung wurde bereits eingereicht. Wir melden uns innerhalb von 48 Stunden.');
      const body = await parseWizardBody(request);
      const errors = collectFieldErrors();
      const allowedCategories = db.configEntries
        .findMany((q) => q.where({ type: 'allowed_provider_category_ids' }))
        .filter((entry) => entry.status === 1)
        .map((entry) => Number(entry.itemId));
      if (!allowedCategories.includes(body.categoryId))
        errors.add('categoryId', 'Bitte wählen Sie eine der angebotenen Kategorien.');
      if (!db.cities.findFirst((q) => q.where({ id: body.cityId }))) errors.add('cityId', 'Diese Stadt gibt es nicht.');
      const districtId = body.districtId ?? null;
      if (districtId !== null) {
        const district = db.districts.findFirst((q) => q.where({ id: districtId }));
        if (!district || district.cityId !== body.cityId)
          errors.add('districtId', 'Dieser Stadtteil gehört nicht zur gewählten Stadt.');
      }
      for (const key of ['companyName', 'contactName', 'address'] as const) {
        if (body[key].trim() === '') errors.add(key, messages.required);
      }
      // The pattern only says "E.164"; a real number of its country is what the spec asks (point 5).
      if (!isValidPhone({ number: body.phone })) errors.add('phone', messages.phone);
      if (body.description.trim().length < 300) errors.add('description', messages.tooShort(300));
      const uploaded = new Map(wizard.images.map((image) => [image.id, image]));
      body.imageIds.forEach((imageId, index) => {
        if (body.imageIds.indexOf(imageId) !== index)
          errors.add(`imageIds.${index}`, 'Dieses Foto ist doppelt aufgeführt.');
        else if (!uploaded.has(imageId))
          errors.add(`imageIds.${index}`, 'Dieses Foto wurde für diese Bewerbung nicht hochgeladen.');
      });
      errors.throwIfAny();
      const images = body.imageIds.map((imageId) => uploaded.get(imageId)).filter((image) => image !== undefined);
      await db.providerWizards.update((q) => q.where({ hash }), {
        data(record) {
          record.status = 'pending';
          record.companyName = body.companyName.trim();
          record.contactName = body.contactName.trim();
          record.email = body.email.trim();
          record.phone = body.phone;
          record.categoryId = body.categoryId;
          record.cityId = body.cityId;
          record.districtId = districtId;
          record.address = body.address.trim();
          record.description = body.description.trim();
          record.images = images.map((image) => ({ id: image.id, path: image.path }));
          record.submittedAt = isoDateTime(now());
        },
      });
      return response(201).json({ data: toWizard(findWizard(hash)) });
    }),

    http.public.post('/provider-wizard/{hash}/images', async ({ request, params, response }) => {
      const { hash } = parsePathParams(zUploadProviderWizardImagePath, params);
      const wizard = findWizard(hash);
      requireNotSubmitted(wizard, 'Ihre Bewerbung wurde bereits eingereicht.');
      const form = await readMultipart(request);
      const unknown = Object.keys(form).filter((key) => key !== 'image');
      const image = form.image;
      // Every failed field in one answer: the unknown parts and a missing photo.
      if (unknown.length > 0 || image === undefined)
        throw validationFailed({
          ...Object.fromEntries(unknown.map((key) => [key, messages.unknownField])),
          ...(image === undefined ? { image: messages.required } : {}),
        });
      if (Array.isArray(image)) throw fieldError('image', 'Bitte laden Sie genau ein Foto hoch.');
      if (typeof image === 'string') throw fieldError('image', 'Bitte laden Sie eine Bilddatei hoch.');
      const extension = image.name.includes('.') ? (image.name.split('.').pop() ?? '').toLowerCase() : '';
      if (
        !WIZARD_IMAGE_TYPES.includes(image.type) ||
        (extension !== '' && !WIZARD_IMAGE_EXTENSIONS.includes(extension))
      ) {
        throw fieldError('image', 'Bitte laden Sie ein Bild im Format JPG, PNG oder WebP hoch.');
      }
      if (image.size === 0) throw fieldError('image', 'Die Datei ist leer.');
      if (image.size > WIZARD_IMAGE_MAX_KB * 1024)
        throw payloadTooLarge(`Die Datei ist zu groß (höchstens ${WIZARD_IMAGE_MAX_KB / 1024} MB).`);
      checkWizardImageSize(new Uint8Array(await image.arrayBuffer()));
      const id =
        Math.max(600, ...db.providerWizards.all().flatMap((record) => record.images.map((entry) => entry.id))) + 1;
      const base =
        image.name
          .toLowerCase()
          .replace(/\.[^.]*$/, '')
          .replace(/[^a-z0-9-]+/g, '-')
          .replace(/^-+|-+$/g, '') || 'foto';
      const path = mediaPath('wizard', hash, `${id}-${base}.${extension || image.type.split('/')[1]}`);
      await db.providerWizards.update((q) => q.where({ hash }), {
        data(record) {
          record.images = [...record.images.map((entry) => ({ id: entry.id, path: entry.path })), { id, path }];
        },
      });
      return response(201).json({ data: { id, path } });
    }),
  ];
}
