// Templates: the customer's mail templates (spec points 2 "/templates/mail-templates" and 3).
import {
  zCreateMailTemplateBody,
  zCreateMailTemplatePath,
  zDeleteMailTemplatePath,
  zListMailTemplatesPath,
  zListMailTemplatesQuery,
  zUpdateMailTemplateBody,
  zUpdateMailTemplatePath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId, plain } from '../../db/collection';
import { isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, messages, notFound, validationFailed } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { requireOwnCustomer } from '../../lib/session';
import { parseBody, parsePathParams, parseQuery } from '../../lib/validate';
import { requireTemplateRight, requireCustomerProvider, readable, newestFirst } from './support';

function findTemplate(customerId: number, templateId: number) {
  const template = db.mailTemplates.findFirst((q) => q.where({ id: templateId, customerId }));
  if (!template) throw notFound('Die Vorlage wurde nicht gefunden.');
  return template;
}

export function mailTemplatesHandlers(http: MockHttp) {
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
  ];
}
