import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import { formatReward } from '@/lib/referral-reward';

/** The sections of the terms, in reading order (texts under `referral.conditions.sections.<id>`). */
const SECTIONS = ['organizer', 'eligibility', 'whom', 'reward', 'payment', 'exclusions', 'privacy', 'final'] as const;

/** /refer-provider/conditions: the marketplace's terms of the referral programme (spec point 9: up to 5,000 EUR). */
export default function ReferralConditionsPage() {
  const { t, i18n } = useTranslation();
  const reward = formatReward(i18n.language.replace('_', '-'));
  return (
    <Page
      title={t('routes.referProviderConditions')}
      backTo={href.referProvider()}
      backLabel={t('referral.conditions.back')}
    >
      <article className="flex max-w-3xl flex-col gap-5 rounded-lg border border-border bg-card p-4 sm:p-6">
        <p className="font-medium">{t('referral.conditions.intro', { reward })}</p>
        <ol className="flex list-none flex-col gap-5 p-0">
          {SECTIONS.map((id, index) => (
            <li key={id}>
              <section aria-labelledby={`referral-terms-${id}`}>
                <h2 id={`referral-terms-${id}`} className="mb-1 font-semibold">
                  {`${index + 1}. ${t(`referral.conditions.sections.${id}.title`)}`}
                </h2>
                {t(`referral.conditions.sections.${id}.body`, { reward })
                  .split('\n')
                  .map((paragraph) => (
                    <p key={paragraph} className="mb-2 text-sm leading-relaxed last:mb-0">
                      {paragraph}
                    </p>
                  ))}
              </section>
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted-foreground">{t('referral.conditions.version')}</p>
        <div>
          <Link to={href.referProvider()} className={buttonVariants()}>
            {t('referral.conditions.toForm')}
          </Link>
        </div>
      </article>
    </Page>
  );
}
