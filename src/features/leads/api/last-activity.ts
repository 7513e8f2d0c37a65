import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type CoupleLastActivity = components['schemas']['CoupleLastActivity'];

export async function getCoupleLastActivity(coupleId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/couple/{id}/last-activity', { params: { path: { id: coupleId } }, signal })).data;
}

export function coupleLastActivityQueryOptions(leadId: number, coupleId: number) {
  return queryOptions({
    queryKey: leadKeys.lastActivity(leadId, coupleId),
    queryFn: ({ signal }) => getCoupleLastActivity(coupleId, signal),
  });
}

/** When the couple last did something with the user's providers, and when they were last on the website. */
export function useCoupleLastActivity(leadId: number, coupleId: number) {
  return useQuery(coupleLastActivityQueryOptions(leadId, coupleId));
}
