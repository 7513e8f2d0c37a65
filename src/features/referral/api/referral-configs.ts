// Apart from ./referral.ts (the form's call, its draft and phone rules), so the route loader carries only this.

/** The config types of the referral form: its campaign and the categories a referred company can have. */
export const REFERRAL_CONFIG_TYPES = ['campaign_id', 'allowed_provider_category_ids'] as const;
