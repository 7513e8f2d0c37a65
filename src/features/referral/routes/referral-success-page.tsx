import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { buttonVariants } from '@/components/ui/button';
import { href } from '@/config/paths';
import { isRecord } from '@/lib/guards';
import { formatReward } from '@/lib/referral-reward';

/** The company the form just referred (navigation state); absent when the page is opened directly. */
function referredCompany(state: unknown): string | null {
  if (!isRecord(state)) return null;
  const { companyName } = state;
  return typeof companyName === 'string' && companyName !== '' ? companyName : null;
}

/** /refer-provider/success: the referral arrived; what happens next. */
export default function ReferralSuccessPage() {
  const { t, i18n } = useTranslation();
  const company = referredCompany(useLocation().state);
  const reward = formatReward(i18n.language.replace('_', '-'));
  return (
    <Page title={t('routes.referProvider')}>
      <section
        aria-labelledby="referral-success-title"
        className="flex max-w-2xl flex-col gap-3 rounded-lg border border-border bg-card p-6"
      >
        <CircleCheck className="size-10 text-green-700" aria-hidden="true" />
        <h2 id="referral-success-title" className="text-xl font-semibold">
          {t('referral.success.title')}
        </h2>
        <p dir="auto">{company ? t('referral.success.receivedNamed', { company }) : t('referral.success.received')}</p>
        <p className="text-sm text-muted-foreground">{t('referral.success.next', { reward })}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link to={href.referProvider()} className={buttonVariants()}>
            {t('referral.success.again')}
          </Link>
          <Link to={href.dashboard()} className={buttonVariants({ variant: 'secondary' })}>
            {t('referral.success.home')}
          </Link>
          <Link to={href.referProviderConditions()} className={buttonVariants({ variant: 'ghost' })}>
            {t('referral.success.terms')}
          </Link>
        </div>
      </section>
    </Page>
  );
}
