// Templates: the customer's mail templates and attachments (spec points 2 "/templates/…" and 3).
import {
  zCreateMailTemplateBody,
  zCreateMailTemplatePath,
  zDeleteAttachmentPath,
  zDeleteMailTemplatePath,
  zListAttachmentsPath,
  zListAttachmentsQuery,
  zListMailTemplatesPath,
  zListMailTemplatesQuery,
  zUpdateMailTemplateBody,
  zUpdateMailTemplatePath,
  zUploadAttachmentPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId, plain } from '../db/collection';
import { attachmentUrl } from '../db/customer-resources';
import { isoDateTime, now } from '../lib/clock';
import {
  collectFieldErrors,
  fieldError,
  forbidden,
  messages,
  notFound,
  payloadTooLarge,
  validationFailed,
} from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate, sortBy } from '../lib/paging';
import { requireAccountAdmin, requireProviderRight } from '../lib/rights';
import { requireOwnCustomer, type Session } from '../lib/session';
import { parseBody, parsePathParams, parseQuery, readMultipart } from '../lib/validate';

/** Attachments: at most 10 MB of PDF, JPEG, PNG or DOCX (the document's upload rules). */
export const ATTACHMENT_MAX_BYTES = 10_485_760;
const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
type AttachmentMimeType = (typeof ATTACHMENT_TYPES)[keyof typeof ATTACHMENT_TYPES];
const ALLOWED_TYPES = new Set<string>(Object.values(ATTACHMENT_TYPES));

/**
 * Who may write a template or attachment (docs/security.md, "Templates, signatures and attachments"): one for a
 * provider needs can-manage on the user's active link to it (403 PROVIDER_MANAGE_REQUIRED, PROVIDER_NOT_LINKED
 * without a link; the read-only role never writes); one for every provider (null) is account-wide and needs an
 * account administrator (403 ACCOUNT_ADMIN_REQUIRED).
 */
function requireTemplateRight(session: Session, providerId: number | null): void {
  if (providerId === null) {
    requireAccountAdmin(session, 'Vorlagen und Anhänge für alle Anbieter ändern nur Administratoren.');
    return;
  }
  requireProviderRight(session, providerId, 'manage', { unlinked: 'forbidden' });
}

function findTemplate(customerId: number, templateId: number) {
  const template = db.mailTemplates.findFirst((q) => q.where({ id: templateId, customerId }));
  if (!template) throw notFound('Die Vorlage wurde nicht gefunden.');
  return template;
}

/** 403 unless the provider is one of the customer's (another account's provider is never theirs to use). */
function requireCustomerProvider(customerId: number, providerId: number): void {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (provider?.customerId !== customerId) throw forbidden('Dieser Anbieter gehört nicht zu Ihrem Konto.');
}

/**
 * The `providerId` filter of the lists: the records for that provider and those for every provider (null).
 * Without it, all of the customer's records.
 */
/**
 * The rows a user may read (docs/security.md, "Reading a provider … needs an active link"): the account-wide ones and
 * those of the providers the user has an active link to; with `providerId`, that provider's and the account-wide
 * ones (403 PROVIDER_NOT_LINKED for a provider of the account without an active link).
 */
function readable<T extends { providerId: number | null }>(
  session: Session,
  customerId: number,
  rows: T[],
  providerId: number | undefined,
): T[] {
  if (providerId !== undefined) {
    requireCustomerProvider(customerId, providerId);
    requireProviderRight(session, providerId, 'read', { unlinked: 'forbidden' });
  }
  return rows.filter((row) =>
    row.providerId === null
      ? true
      : providerId === undefined
        ? session.providerIds.includes(row.providerId)
        : row.providerId === providerId,
  );
}

function newestFirst<T extends { createdAt: string; id: number }>(items: T[]): T[] {
  return sortBy(items, '-createdAt');
}

function typeOf(file: File): AttachmentMimeType | null {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (ALLOWED_TYPES.has(declared)) return declared as AttachmentMimeType;
  if (declared && declared !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (ATTACHMENT_TYPES as Record<string, AttachmentMimeType>)[extension] ?? null;
}

export function templatesHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/templates', ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zListMailTemplatesPath, params);
      requireOwnCustomer(session, customerId);
      const query = parseQuery(zListMailTemplatesQuery, request);
      const own = db.mailTemplates.all().filter((t) => t.customerId === customerId);
      const rows = newestFirst(readable(session, customerId, own, query.providerId)).map(plain);
      return response(200).json(paginate(rows, query));
    }),

    http.post('/customers/{customerId}/templates', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zCreateMailTemplatePath, params);
      requireOwnCustomer(session, customerId);
      const { body } = await parseBody(zCreateMailTemplateBody, request);
      if (body.providerId != null) requireCustomerProvider(customerId, body.providerId);
      requireTemplateRight(session, body.providerId ?? null);
      const name = body.name.trim();
      const subject = body.subject.trim();
      const errors = collectFieldErrors();
      if (!name) errors.add('name', messages.required);
      if (!subject) errors.add('subject', messages.required);
      if (!body.content.replace(/<[^>]*>/g, '').trim()) errors.add('content', messages.required);
      const taken = db.mailTemplates
        .all()
        .some((t) => t.customerId === customerId && t.name.toLowerCase() === name.toLowerCase());
      if (name && taken) errors.add('name', 'Eine Vorlage mit diesem Namen gibt es bereits.');
      errors.throwIfAny();
      const stamp = isoDateTime(now());
      const created = await db.mailTemplates.create({
        id: nextId(db.mailTemplates),
        customerId,
        providerId: body.providerId ?? null,
        name,
        subject,
        content: body.content,
        createdAt: stamp,
        updatedAt: stamp,
      });
      return response(201).json({ data: plain(created) });
    }),

    http.put('/customers/{customerId}/templates/{templateId}', async ({ request, params, response, session }) => {
      const { customerId, templateId } = parsePathParams(zUpdateMailTemplatePath, params);
      requireOwnCustomer(session, customerId);
      const current = findTemplate(customerId, templateId);
      const { body } = await parseBody(zUpdateMailTemplateBody, request);
      if (Object.values(body).every((value) => value === undefined)) {
        throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      }
      if (body.providerId != null) requireCustomerProvider(customerId, body.providerId);
      // The right over the template as it is, and over where it moves to.
      requireTemplateRight(session, current.providerId);
      if (body.providerId !== undefined) requireTemplateRight(session, body.providerId);
      const name = body.name?.trim();
      const subject = body.subject?.trim();
      const errors = collectFieldErrors();
      if (name !== undefined && !name) errors.add('name', messages.required);
      if (subject !== undefined && !subject) errors.add('subject', messages.required);
      if (body.content !== undefined && !body.content.replace(/<[^>]*>/g, '').trim())
        errors.add('content', messages.required);
      const taken =
        name &&
        db.mailTemplates
          .all()
          .some(
            (t) => t.customerId === customerId && t.id !== templateId && t.name.toLowerCase() === name.toLowerCase(),
          );
      if (taken) errors.add('name', 'Eine Vorlage mit diesem Namen gibt es bereits.');
      errors.throwIfAny();
      const updated = await db.mailTemplates.update((q) => q.where({ id: templateId }), {
        data(template) {
          if (name !== undefined) template.name = name;
          if (subject !== undefined) template.subject = subject;
          if (body.content !== undefined) template.content = body.content;
          if (body.providerId !== undefined) template.providerId = body.providerId;
          template.updatedAt = isoDateTime(now());
        },
      });
      return response(200).json({ data: plain(updated ?? findTemplate(customerId, templateId)) });
    }),

    http.delete('/customers/{customerId}/templates/{templateId}', ({ params, response, session }) => {
      const { customerId, templateId } = parsePathParams(zDeleteMailTemplatePath, params);
      requireOwnCustomer(session, customerId);
      requireTemplateRight(session, findTemplate(customerId, templateId).providerId);
      db.mailTemplates.delete((q) => q.where({ id: templateId }));
      return response(204).empty();
    }),

    http.get('/customers/{customerId}/attachments', ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zListAttachmentsPath, params);
      requireOwnCustomer(session, customerId);
      const query = parseQuery(zListAttachmentsQuery, request);
      const own = db.attachments.all().filter((a) => a.customerId === customerId);
      const rows = newestFirst(readable(session, customerId, own, query.providerId)).map(plain);
      return response(200).json(paginate(rows, query));
    }),

    http.post('/customers/{customerId}/attachments', async ({ request, params, response, session }) => {
      const { customerId } = parsePathParams(zUploadAttachmentPath, params);
      requireOwnCustomer(session, customerId);
      const form = await readMultipart(request);
      const errors = collectFieldErrors();
      for (const key of Object.keys(form)) {
        if (key !== 'file' && key !== 'name' && key !== 'providerId') errors.add(key, messages.unknownField);
      }
      const file = form.file;
      if (Array.isArray(file)) errors.add('file', 'Bitte laden Sie genau eine Datei hoch.');
      else if (!(file instanceof File)) errors.add('file', messages.required);
      const rawName = form.name;
      let name: string | undefined;
      if (rawName !== undefined) {
        if (typeof rawName !== 'string') errors.add('name', messages.invalid);
        else {
          name = rawName.trim();
          if (!name) errors.add('name', messages.required);
          else if (name.length > 100) errors.add('name', messages.tooLong(100));
        }
      }
      const rawProviderId = form.providerId;
      let providerId: number | null = null;
      if (rawProviderId !== undefined) {
        if (typeof rawProviderId !== 'string' || !/^[1-9][0-9]*$/.test(rawProviderId.trim()))
          errors.add('providerId', messages.invalid);
        else providerId = Number(rawProviderId.trim());
      }
      if (!errors.isEmpty || !(file instanceof File)) throw errors.failure();
      if (providerId !== null) requireCustomerProvider(customerId, providerId);
      requireTemplateRight(session, providerId);
      if (file.size > ATTACHMENT_MAX_BYTES)
        throw payloadTooLarge('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.');
      if (file.size === 0) throw fieldError('file', 'Die Datei ist leer.');
      const mimeType = typeOf(file);
      if (!mimeType) throw fieldError('file', 'Erlaubt sind nur PDF-, JPEG-, PNG- und Word-Dateien (DOCX).');
      const fileName = file.name.trim() || 'Anhang';
      if (fileName.length > 255) throw fieldError('file', 'Der Dateiname darf höchstens 255 Zeichen lang sein.');
      const id = nextId(db.attachments);
      const created = await db.attachments.create({
        id,
        customerId,
        providerId,
        name: name ?? fileName.slice(0, 100),
        fileName,
        mimeType,
        size: file.size,
        url: attachmentUrl(customerId, id, fileName),
        createdAt: isoDateTime(now()),
      });
      return response(201).json({ data: plain(created) });
    }),

    http.delete('/customers/{customerId}/attachments/{attachmentId}', ({ params, response, session }) => {
      const { customerId, attachmentId } = parsePathParams(zDeleteAttachmentPath, params);
      requireOwnCustomer(session, customerId);
      const attachment = db.attachments.findFirst((q) => q.where({ id: attachmentId, customerId }));
      if (!attachment) throw notFound('Der Anhang wurde nicht gefunden.');
      requireTemplateRight(session, attachment.providerId);
      db.attachments.delete((q) => q.where({ id: attachmentId }));
      return response(204).empty();
    }),
  ];
}
