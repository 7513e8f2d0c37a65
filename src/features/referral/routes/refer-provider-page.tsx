import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { ReferralReward } from '../components/referral-reward';

// The form (react-hook-form, zod, libphonenumber-js with its country list) loads beside the page, not with it:
// it would add about 75 KB to the route's first visit (docs/referral.md).
const ReferralForm = lazy(async () => ({ default: (await import('../components/referral-form')).ReferralForm }));

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="h-[34rem] animate-pulse rounded-lg bg-stone-100" />
  );
}

/** /refer-provider (spec points 2, 5 and 7): a vendor refers another company and earns up to 5,000 EUR. */
export default function ReferProviderPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routes.referProvider')}>
      <div className="flex max-w-2xl flex-col gap-5">
        <ReferralReward />
        <Suspense fallback={<FormSkeleton />}>
          <ReferralForm />
        </Suspense>
      </div>
    </Page>
  );
}
