import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { upgradeKeys } from './keys';

/** The config campaign_id entry of upgrade requests (502 is the referral campaign). */
export const UPGRADE_CAMPAIGN_ITEM_ID = 501;

/** Reference data is cached for 7 days (spec point 9). */
const CONFIG_STALE_TIME_MS = 604_800_000;

/** The campaign id upgrade requests are sent with, or null when the config has no active entry 501. */
export async function getUpgradeCampaignId(signal?: AbortSignal): Promise<number | null> {
  const { data } = unwrap(await api.GET('/configs', { params: { query: { itemTypes: ['campaign_id'] } }, signal }));
  const entry = (data.campaign_id ?? []).find(
    (candidate) => candidate.status === 1 && Number(candidate.itemId) === UPGRADE_CAMPAIGN_ITEM_ID,
  );
  return entry ? UPGRADE_CAMPAIGN_ITEM_ID : null;
}

export function upgradeCampaignQueryOptions() {
  return queryOptions({
    queryKey: upgradeKeys.campaign(),
    queryFn: ({ signal }) => getUpgradeCampaignId(signal),
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

export function useUpgradeCampaign() {
  return useQuery(upgradeCampaignQueryOptions());
}
