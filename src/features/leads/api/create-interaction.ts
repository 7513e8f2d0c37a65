// POST /leads/{id}/interactions in one place: the interactions tab records calls and meetings with it, the WhatsApp
// composer records a message sent through wa.me. A module of its own, so the composer's chunk does not carry the
// interactions form's zod schema.
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type LeadInteractionCreate = components['schemas']['LeadInteractionCreate'];

export async function createLeadInteraction(leadId: number, body: LeadInteractionCreate) {
  return unwrap(await api.POST('/leads/{id}/interactions', { params: { path: { id: leadId } }, body })).data;
}
