/** Fired on `window` to open the consent settings (the user menu's entry); start.ts loads the dialog for it. */
export const OPEN_CONSENT_EVENT = 'portal:open-consent-settings';
