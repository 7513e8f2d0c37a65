// Templates: the customer's attachments (spec points 2 "/templates/attachments" and 3).
import {
  zDeleteAttachmentPath,
  zListAttachmentsPath,
  zListAttachmentsQuery,
  zUploadAttachmentPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId, plain } from '../../db/collection';
import { attachmentUrl } from '../../db/customer-resources';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, fieldError, messages, notFound, payloadTooLarge } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireOwnCustomer } from '../../lib/session';
import { parsePathParams, parseQuery, readMultipart } from '../../lib/validate';
import { requireTemplateRight, requireCustomerProvider, readable, newestFirst } from './support';

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

function typeOf(file: File): AttachmentMimeType | null {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (ALLOWED_TYPES.has(declared)) return declared as AttachmentMimeType;
  if (declared && declared !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (ATTACHMENT_TYPES as Record<string, AttachmentMimeType>)[extension] ?? null;
}

export function attachmentsHandlers(http: MockHttp) {
  return [
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
