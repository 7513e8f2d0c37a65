import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { LeadInteractionCreateLimits, listLeadMessagesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { createLeadInteraction } from './create-interaction';
import { leadKeys } from './keys';

export type LeadMessage = components['schemas']['LeadMessage'];
export type LeadMessageCreate = components['schemas']['LeadMessageCreate'];
export type LeadSmsCreate = components['schemas']['LeadSmsCreate'];

/** The largest page the document allows; a conversation rarely has more, the loop below covers the rest. */
const MESSAGES_PAGE_LIMIT = listLeadMessagesQueryLimits.limit.maximum;

/**
 * The whole conversation, oldest first as the document orders it. The thread shows every message at once, so
 * all pages are read (one request for nearly every lead).
 */
export async function listLeadMessages(leadId: number, signal?: AbortSignal): Promise<LeadMessage[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/leads/{id}/messages', {
        params: { path: { id: leadId }, query: { limit: MESSAGES_PAGE_LIMIT, page } },
        signal,
      }),
    ),
  );
}

export function leadMessagesQueryOptions(leadId: number) {
  return queryOptions({
    queryKey: leadKeys.messages(leadId),
    queryFn: ({ signal }) => listLeadMessages(leadId, signal),
  });
}

export function useLeadMessages(leadId: number) {
  return useQuery(leadMessagesQueryOptions(leadId));
}

export async function markAllLeadMessagesRead(leadId: number) {
  return unwrap(
    await api.POST('/leads/{id}/messages/actions', {
      params: { path: { id: leadId } },
      body: { type: 'mark_all_read' },
    }),
  ).data;
}

export async function sendLeadMessage(leadId: number, body: LeadMessageCreate) {
  return unwrap(await api.POST('/leads/{id}/messages', { params: { path: { id: leadId } }, body })).data;
}

export async function sendLeadSms(leadId: number, body: LeadSmsCreate) {
  return unwrap(await api.POST('/leads/{id}/messages/sms', { params: { path: { id: leadId } }, body })).data;
}

/** Records that the provider wrote to the couple on WhatsApp (the message itself leaves through wa.me). */
export async function logWhatsappInteraction(leadId: number, note: string) {
  const trimmed = note.trim();
  return createLeadInteraction(leadId, {
    type: 'whatsapp',
    ...(trimmed ? { note: trimmed.slice(0, WHATSAPP_NOTE_MAX) } : {}),
  });
}

const WHATSAPP_NOTE_MAX = LeadInteractionCreateLimits.properties.note.maxLength;

/**
 * Everything a change to the conversation touches: the lead (status, firstResponseAt, contact visibility,
 * unread count), its messages, interactions and histories — all under `detail(id)` — plus the list rows and
 * the badges and counters built from leads.
 */
function invalidateAfterConversationChange(queryClient: ReturnType<typeof useQueryClient>, leadId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) }),
    queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: leadKeys.counts() }),
  ]);
}

/**
 * Marks every message of the lead read. The caller passes the ids it saw unread: they stay available as the
 * mutation's `variables`, so the thread can still flag those messages as new after they were marked.
 */
export function useMarkAllLeadMessagesRead(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_unreadMessageIds: readonly number[]) => markAllLeadMessagesRead(leadId),
    // The server flips the couple's messages to read and nothing else of the conversation: the thread is updated
    // in place instead of read again (it was fetched twice on every first visit), the lead (its unread count and
    // read flag) and the lists and counters built from it are read again.
    onSuccess: () => {
      queryClient.setQueryData(leadKeys.messages(leadId), (messages: LeadMessage[] | undefined) =>
        messages?.map((message) => (message.direction === 'incoming' ? { ...message, isRead: true } : message)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lead(leadId) }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: leadKeys.counts() }),
      ]);
    },
  });
}

export function useSendLeadMessage(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadMessageCreate) => sendLeadMessage(leadId, body),
    onSuccess: () => invalidateAfterConversationChange(queryClient, leadId),
    // An undeliverable mail still counts as writing to the couple: the server reveals their phone, which the
    // failure's "call the couple" link needs (the lead is read again).
    onError: (error) => {
      if (isApiError(error) && error.code === 'MESSAGE_NOT_SENT')
        void queryClient.invalidateQueries({ queryKey: leadKeys.detail(leadId) });
    },
  });
}

export function useSendLeadSms(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadSmsCreate) => sendLeadSms(leadId, body),
    onSuccess: () => invalidateAfterConversationChange(queryClient, leadId),
  });
}

export function useLogWhatsappInteraction(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => logWhatsappInteraction(leadId, note),
    onSuccess: () => invalidateAfterConversationChange(queryClient, leadId),
  });
}
