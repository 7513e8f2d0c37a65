import { z } from 'zod';

/**
 * One entry under `customer_users/{uuid}/leads` of the realtime database (docs/realtime.md). The channel is
 * outside the OpenAPI document, so its shape is checked here at runtime: an entry that does not fit is ignored.
 * The database stores no nulls: an empty field arrives absent.
 */
export const zLeadEvent = z.object({
  type: z.enum(['lead', 'message']),
  leadId: z.int().gte(1),
  providerId: z.int().gte(1).nullish(),
  /** Absent when the couple left the name empty: the extension number stands in. */
  coupleName: z.string().nullish(),
  extensionNumber: z.string().min(1),
  /** `YYYY-MM-DD`. */
  weddingDate: z.iso.date().nullish(),
  /** New messages: the start of the message as plain text (never rendered as HTML). */
  messagePreview: z.string().nullish(),
  createdAt: z.iso.datetime({ offset: true }),
});

export type LeadEvent = z.infer<typeof zLeadEvent>;

export function parseLeadEvent(value: unknown): LeadEvent | null {
  const result = zLeadEvent.safeParse(value);
  return result.success ? result.data : null;
}
