import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { ProviderFrame } from '../components/provider-frame';
import { AddRelatedProvider } from '../components/related-provider-search';
import { RelatedProvidersList } from '../components/related-providers-list';

/** /providers/{providerId}/related-providers: the reference gallery, other vendors the provider worked with. */
export default function RelatedProvidersPage() {
  const { t } = useTranslation();
  return (
    <ProviderFrame title={t('routes.relatedProviders')}>
      {(provider) => <References providerId={provider.id} />}
    </ProviderFrame>
  );
}

function References({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-4">
      <div>
        <h2 id="related-title" className="text-lg font-semibold">
          {t('listing.related.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('listing.related.intro')}</p>
      </div>
      {permissions.data && !canManage ? <Alert tone="info">{t('listing.info.readOnly')}</Alert> : null}
      {canManage ? <AddRelatedProvider providerId={providerId} /> : null}
      <RelatedProvidersList providerId={providerId} canManage={canManage} />
    </section>
  );
}
