// Provider prompts: to-dos (To-do page, sidebar badge) and notifications (the bell), newest first.
import type { z } from 'zod';
import {
  zApplyProviderPromptActionBody,
  zApplyProviderPromptActionPath,
  zApplyProviderPromptsActionBody,
  zListProviderPromptsQuery,
  type zProviderPrompt,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import type { ProviderPromptRecord } from '../db/provider-prompts';
import { isoDateTime, now } from '../lib/clock';
import { notFound } from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate } from '../lib/paging';
import { type Session } from '../lib/session';
import { type LanguageKey, label, languageOf, providerSummary } from '../lib/views';
import { parseJsonBody, parsePathParams, parseQuery } from '../lib/validate';

function toPrompt(prompt: ProviderPromptRecord, language: LanguageKey): z.infer<typeof zProviderPrompt> {
  return {
    id: prompt.id,
    type: prompt.type,
    title: label(prompt.texts.title, language),
    body: label(prompt.texts.body, language),
    createdAt: prompt.createdAt,
    completedAt: prompt.completedAt,
    linkData: { path: prompt.linkData.path, text: label(prompt.texts.linkText, language) },
    provider: providerSummary(prompt.providerId, language),
  };
}

function visiblePrompts(session: Session): ProviderPromptRecord[] {
  return db.providerPrompts.all().filter((prompt) => session.providerIds.includes(prompt.providerId));
}

function findPrompt(session: Session, id: number): ProviderPromptRecord {
  const prompt = db.providerPrompts.findFirst((q) => q.where({ id }));
  if (!prompt || !session.providerIds.includes(prompt.providerId)) throw notFound('Der Hinweis wurde nicht gefunden.');
  return prompt;
}

export function promptsHandlers(http: MockHttp) {
  return [
    http.get('/provider-prompts', ({ request, response, session }) => {
      const query = parseQuery(zListProviderPromptsQuery, request);
      const rows = visiblePrompts(session)
        .filter(
          (prompt) =>
            (query.type === undefined || prompt.type === query.type) &&
            (query.completed === undefined || (prompt.completedAt !== null) === query.completed),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const page = paginate(rows, query);
      const language = languageOf(request);
      return response(200).json({ data: page.data.map((prompt) => toPrompt(prompt, language)), paging: page.paging });
    }),

    http.get('/provider-prompts/meta', ({ response, session }) => {
      const counts = { todo: 0, notification: 0 };
      for (const prompt of visiblePrompts(session)) {
        if (prompt.completedAt === null) counts[prompt.type]++;
      }
      return response(200).json({ data: counts });
    }),

    // "Alle als gelesen markieren": every notification of the user's providers not completed yet, at one instant.
    http.post('/provider-prompts/actions', async ({ request, response, session }) => {
      const body = await parseJsonBody(zApplyProviderPromptsActionBody, request);
      const open = visiblePrompts(session).filter(
        (prompt) => prompt.type === body.promptType && prompt.completedAt === null,
      );
      const completedAt = isoDateTime(now());
      const ids = new Set(open.map((prompt) => prompt.id));
      if (ids.size > 0)
        await db.providerPrompts.updateMany((q) => q.where((prompt) => ids.has(prompt.id)), {
          data(record) {
            record.completedAt = completedAt;
          },
        });
      return response(200).json({ data: { completed: ids.size } });
    }),

    http.post('/provider-prompts/{id}/actions', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zApplyProviderPromptActionPath, params);
      const prompt = findPrompt(session, id);
      await parseJsonBody(zApplyProviderPromptActionBody, request);
      // Idempotent: a completed prompt keeps its first completedAt.
      if (prompt.completedAt === null) {
        const completedAt = isoDateTime(now());
        await db.providerPrompts.update((q) => q.where({ id }), {
          data(record) {
            record.completedAt = completedAt;
          },
        });
      }
      return response(200).json({ data: toPrompt(findPrompt(session, id), languageOf(request)) });
    }),
  ];
}
