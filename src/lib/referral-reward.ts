// The referral programme's reward (spec point 9), shared by the referral pages and the dashboard's promo dialog.
import { currentLanguageTag, intlNumberFormat } from '@/lib/format';

/** Spec point 9: a referred company that becomes a customer earns the referrer up to 5,000 (local currency, EUR). */
export const REFERRAL_REWARD_MAX_EUR = 5000;

/** "5.000 €" in German: the reward is a round amount, so it is written without cents. */
export function formatReward(languageTag = currentLanguageTag()): string {
  return intlNumberFormat(languageTag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    REFERRAL_REWARD_MAX_EUR,
  );
}
