import { type Configs, useConfigs } from '@/api/queries/configs';

/** The config campaign_id entry of upgrade requests (502 is the referral campaign). */
export const UPGRADE_CAMPAIGN_ITEM_ID = 501;

/** The campaign id upgrade requests are sent with, or null when the config has no active entry 501. */
export function upgradeCampaignIdOf(configs: Configs): number | null {
  const entry = (configs.campaign_id ?? []).find(
    (candidate) => candidate.status === 1 && Number(candidate.itemId) === UPGRADE_CAMPAIGN_ITEM_ID,
  );
  return entry ? UPGRADE_CAMPAIGN_ITEM_ID : null;
}

export function useUpgradeCampaign() {
  return useConfigs(['campaign_id'], upgradeCampaignIdOf);
}
