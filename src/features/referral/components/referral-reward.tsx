import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { formatReward } from '@/lib/referral-reward';

/** The programme in one box: the reward of up to 5,000 EUR (spec point 9) and the link to the terms. */
export function ReferralReward() {
  const { t, i18n } = useTranslation();
  const reward = formatReward(i18n.language.replace('_', '-'));
  return (
    <section
      aria-labelledby="referral-reward-title"
      className="flex gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900"
    >
      <Gift className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 id="referral-reward-title" className="font-semibold">
          {t('referral.reward.title', { reward })}
        </h2>
        <p className="text-sm">{t('referral.reward.body', { reward })}</p>
        <Link to={href.referProviderConditions()} className="text-sm underline">
          {t('referral.reward.terms')}
        </Link>
      </div>
    </section>
  );
}
