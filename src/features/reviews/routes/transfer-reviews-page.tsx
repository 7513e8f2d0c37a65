import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { href } from '@/config/paths';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { TransferReviews } from '../components/transfer-reviews';
import { transferParams } from '../lib/list-params';
import { transferProviderOf } from '../lib/transfer-view';

/**
 * /transfer-reviews (issue 18 point 5; hidden from the sidebar, linked from the reviews page): a provider's review
 * channels, its reviews on other platforms with filters, and choosing reviews to transfer. Transferred reviews are
 * checked before they are published, which takes some working days (spec point 9).
 */
export default function TransferReviewsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const url = useSearchParamState(transferParams);
  const params = url.values;
  const provider = transferProviderOf(user.providers, params);
  const title = t('routes.transferReviews');

  return (
    <Page title={title} backTo={href.testimonials()} backLabel={t('reviews.transfer.back')}>
      {provider ? (
        <TransferReviews
          key={provider.id}
          providerId={provider.id}
          providers={user.providers}
          params={params}
          onChange={(patch) => url.update(patch)}
        />
      ) : (
        <Alert tone="info">{t('reviews.transfer.noProvider')}</Alert>
      )}
    </Page>
  );
}
