// Catalogs: the hall capacity records (customer spaces) of venues (spec point 5) and the one photo or floor plan of
// each hall (issue 42.6).
import type { z } from 'zod';
import {
  type zCustomerSpace,
  zCreateCustomerSpaceBody,
  zCustomerSpaceImageKind,
  zDeleteCustomerSpaceImagePath,
  zDeleteCustomerSpacePath,
  zListCustomerSpacesQuery,
  zUpdateCustomerSpaceBody,
  zUpdateCustomerSpacePath,
  zUploadCustomerSpaceImagePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId, plain } from '../../db/collection';
import { now } from '../../lib/clock';
import { collectFieldErrors, type FieldErrorCollector, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { checkImageFile } from '../../lib/image-upload';
import { mediaPath } from '../../lib/media-placeholder';
import { singlePage } from '../../lib/paging';
import { type Session } from '../../lib/session';
import { requireNamedProvider, requireProviderRight } from '../../lib/rights';
import { parseBody, parsePathParams, parseQuery, parseRaw, readJsonBody, readMultipart } from '../../lib/validate';
import { MSG, requireBodyProvider } from './support';

type SpaceRecord = ReturnType<typeof db.customerSpaces.all>[number];

type CustomerSpace = z.infer<typeof zCustomerSpace>;

function toSpace(record: SpaceRecord): CustomerSpace {
  const { customerId: _customerId, ...rest } = plain(record);
  return rest;
}

function spaceMessages(path: string, message: string): string | undefined {
  if (message === messages.required || message === messages.unknownField) return undefined;
  if (path === 'name') return MSG.spaceName;
  if (path === 'minCapacity' && message.includes('mindestens')) return MSG.minCapacity;
  if (path === 'maxCapacity' && message.includes('höchstens')) return MSG.maxCapacity;
  return undefined;
}

function spaceNameTaken(providerId: number, name: string, exceptId?: number): boolean {
  const wanted = name.toLowerCase();
  return db.customerSpaces
    .all()
    .some((s) => s.providerId === providerId && s.id !== exceptId && s.name.toLowerCase() === wanted);
}

/** Rules of spec point 5 on the (merged) hall capacity record. */
function spaceRuleErrors(space: {
  minCapacity: number;
  maxCapacity: number;
  mealCapacity?: number | null | undefined;
  cocktailCapacity?: number | null | undefined;
}): FieldErrorCollector {
  const errors = collectFieldErrors();
  if (space.maxCapacity < space.minCapacity) errors.add('maxCapacity', MSG.capacityOrder);
  if (space.mealCapacity == null && space.cocktailCapacity == null) {
    errors.add('mealCapacity', MSG.mealOrCocktail);
    errors.add('cocktailCapacity', MSG.mealOrCocktail);
  }
  return errors;
}

function findSpace(session: Session, id: number): SpaceRecord {
  const space = db.customerSpaces.findFirst((q) => q.where({ id }));
  if (!space || !session.providerIds.includes(space.providerId)) throw notFound('Der Raum wurde nicht gefunden.');
  return space;
}

const SPACE_CREATE_KEYS = [
  'providerId',
  'name',
  'areaType',
  'minCapacity',
  'maxCapacity',
  'mealCapacity',
  'cocktailCapacity',
];

type ImageKind = z.infer<typeof zCustomerSpaceImageKind>;

const IMAGE_MESSAGES = {
  file: 'Bitte wählen Sie eine Bilddatei aus.',
  one: 'Bitte senden Sie nur einen Wert.',
  kind: 'Bitte wählen Sie, ob das Bild ein Foto oder ein Grundriss ist.',
  none: 'Dieser Raum hat kein Bild.',
} as const;

/** The parts of a hall image upload: exactly one file `image` and one `kind` (422 per part otherwise). */
async function readImageForm(request: Request): Promise<{ image: File; kind: ImageKind }> {
  const form = await readMultipart(request);
  const errors = collectFieldErrors();
  for (const key of Object.keys(form)) if (key !== 'image' && key !== 'kind') errors.add(key, messages.unknownField);
  const image = form.image;
  if (Array.isArray(image)) errors.add('image', IMAGE_MESSAGES.one);
  else if (image === undefined) errors.add('image', messages.required);
  else if (typeof image === 'string') errors.add('image', IMAGE_MESSAGES.file);
  const kindEntry = form.kind;
  const kind = typeof kindEntry === 'string' ? zCustomerSpaceImageKind.safeParse(kindEntry) : null;
  if (Array.isArray(kindEntry)) errors.add('kind', IMAGE_MESSAGES.one);
  else if (kindEntry === undefined) errors.add('kind', messages.required);
  else if (!kind?.success) errors.add('kind', IMAGE_MESSAGES.kind);
  if (!errors.isEmpty || !(image instanceof File) || !kind?.success) throw errors.failure();
  return { image, kind: kind.data };
}

/** The stored file's name: the uploaded name's letters and digits, then a version, so a replacement is a new path. */
function storedImageName(name: string, extension: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[äöüß]/g, (char) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[char] ?? char)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'raum';
  return `${base}-${now().getTime().toString(36)}.${extension}`;
}

export function customerSpacesHandlers(http: MockHttp) {
  return [
    http.get('/customer-spaces', ({ request, response, session }) => {
      const query = parseQuery(zListCustomerSpacesQuery, request);
      if (query.providerId !== undefined) requireNamedProvider(session, query.providerId);
      const providerIds = query.providerId === undefined ? session.providerIds : [query.providerId];
      const rows = db.customerSpaces
        .all()
        .filter((s) => providerIds.includes(s.providerId))
        .sort((a, b) => a.providerId - b.providerId || a.id - b.id)
        .map(toSpace);
      return response(200).json(singlePage(rows));
    }),

    http.post('/customer-spaces', async ({ request, response, session }) => {
      const raw = await readJsonBody(request);
      // The body schema is an intersection (the anyOf of meal and cocktail capacity): unknown keys and the
      // capacity rule are checked here, with the spec's wording.
      const pre = collectFieldErrors();
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        const record = raw as Record<string, unknown>;
        for (const key of Object.keys(record))
          if (!SPACE_CREATE_KEYS.includes(key)) pre.add(key, messages.unknownField);
        if (record.mealCapacity == null && record.cocktailCapacity == null) {
          pre.add('mealCapacity', MSG.mealOrCocktail);
          pre.add('cocktailCapacity', MSG.mealOrCocktail);
        }
      }
      const body = parseRaw(zCreateCustomerSpaceBody, raw, spaceMessages, pre.toObject());
      const errors = collectFieldErrors();
      requireBodyProvider(session, body.providerId);
      const provider = db.providers.findFirst((q) => q.where({ id: body.providerId }));
      const name = body.name.trim();
      if (provider?.category.categoryType !== 'venue') errors.add('providerId', MSG.spaceOnlyVenues);
      if (!name) errors.add('name', messages.required);
      else if (spaceNameTaken(body.providerId, name)) errors.add('name', MSG.spaceNameTaken);
      errors.addAll(
        spaceRuleErrors({
          minCapacity: body.minCapacity,
          maxCapacity: body.maxCapacity,
          mealCapacity: body.mealCapacity,
          cocktailCapacity: body.cocktailCapacity,
        }),
      );
      if (!errors.isEmpty || !provider) throw errors.failure();
      const created = await db.customerSpaces.create({
        id: nextId(db.customerSpaces),
        providerId: body.providerId,
        customerId: provider.customerId,
        name,
        areaType: body.areaType,
        minCapacity: body.minCapacity,
        maxCapacity: body.maxCapacity,
        mealCapacity: body.mealCapacity ?? null,
        cocktailCapacity: body.cocktailCapacity ?? null,
        image: null,
      });
      return response(201).json({ data: toSpace(created) });
    }),

    http.put('/customer-spaces/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateCustomerSpacePath, params);
      const space = findSpace(session, id);
      requireProviderRight(session, space.providerId, 'manage');
      const { body } = await parseBody(zUpdateCustomerSpaceBody, request, spaceMessages);
      if (Object.values(body).every((value) => value === undefined)) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      const name = body.name?.trim();
      const merged = {
        minCapacity: body.minCapacity ?? space.minCapacity,
        maxCapacity: body.maxCapacity ?? space.maxCapacity,
        mealCapacity: body.mealCapacity === undefined ? space.mealCapacity : body.mealCapacity,
        cocktailCapacity: body.cocktailCapacity === undefined ? space.cocktailCapacity : body.cocktailCapacity,
      };
      const errors = spaceRuleErrors(merged);
      if (name !== undefined && !name) errors.add('name', messages.required);
      else if (name && spaceNameTaken(space.providerId, name, id)) errors.add('name', MSG.spaceNameTaken);
      errors.throwIfAny();
      const updated = await db.customerSpaces.update((q) => q.where({ id }), {
        data(record) {
          if (name !== undefined) record.name = name;
          if (body.areaType !== undefined) record.areaType = body.areaType;
          record.minCapacity = merged.minCapacity;
          record.maxCapacity = merged.maxCapacity;
          record.mealCapacity = merged.mealCapacity ?? null;
          record.cocktailCapacity = merged.cocktailCapacity ?? null;
        },
      });
      return response(200).json({ data: toSpace(updated ?? findSpace(session, id)) });
    }),

    http.delete('/customer-spaces/{id}', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteCustomerSpacePath, params);
      const space = findSpace(session, id);
      requireProviderRight(session, space.providerId, 'manage');
      db.customerSpaces.delete((q) => q.where({ id }));
      // Calendar events booked in the hall stay, without the hall.
      await db.calendarEvents.updateMany((q) => q.where((event) => event.customerSpaceId === id), {
        data(event) {
          event.customerSpaceId = null;
        },
      });
      return response(204).empty();
    }),

    // The hall's one image (issue 42.6): rights as for changing the hall, then the parts, then the image rules.
    http.post('/customer-spaces/{id}/image', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUploadCustomerSpaceImagePath, params);
      const space = findSpace(session, id);
      requireProviderRight(session, space.providerId, 'manage');
      const { image, kind } = await readImageForm(request);
      const { extension } = await checkImageFile(image);
      const path = mediaPath('customer-spaces', space.providerId, space.id, storedImageName(image.name, extension));
      const updated = await db.customerSpaces.update((q) => q.where({ id }), {
        data(record) {
          record.image = { path, kind };
        },
      });
      return response(200).json({ data: toSpace(updated ?? findSpace(session, id)) });
    }),

    http.delete('/customer-spaces/{id}/image', async ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteCustomerSpaceImagePath, params);
      const space = findSpace(session, id);
      requireProviderRight(session, space.providerId, 'manage');
      if (!space.image) throw notFound(IMAGE_MESSAGES.none);
      await db.customerSpaces.update((q) => q.where({ id }), {
        data(record) {
          record.image = null;
        },
      });
      return response(204).empty();
    }),
  ];
}
