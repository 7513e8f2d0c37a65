/** Query keys of the shared upgrade dialog. */
export const upgradeKeys = {
  all: ['upgrade'] as const,
  campaign: () => [...upgradeKeys.all, 'campaign'] as const,
};
