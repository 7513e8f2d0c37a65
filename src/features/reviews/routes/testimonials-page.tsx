import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { useTestimonialCounts } from '../api/testimonials';
import { CommentRequests } from '../components/comment-requests';
import { TestimonialList } from '../components/testimonial-list';
import { STATUS_TABS, type StatusTab, testimonialListParams } from '../lib/list-params';

/**
 * /provider-testimonials (issue 18): the reviews of the user's providers with counts by state as tabs, a provider
 * filter and paging; replies (plan-gated), featured reviews, review requests to couples, and the way to
 * /transfer-reviews (hidden from the sidebar).
 */
export default function TestimonialsPage() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const user = useCurrentUser();
  const url = useSearchParamState(testimonialListParams);
  const params = url.values;
  const providerId = user.providers.some((provider) => provider.id === params.provider) ? params.provider : null;
  const providerIds = providerId === null ? [] : [providerId];

  const counts = useTestimonialCounts(providerIds);
  const update = (patch: Partial<typeof params>) => url.update(patch);
  const countOf = (tab: StatusTab) => (counts.data ? (tab === 'all' ? counts.data.total : counts.data[tab]) : null);

  return (
    <Page
      title={t('routes.testimonials')}
      actions={
        <Link to={href.transferReviews()} className={buttonVariants({ variant: 'secondary' })}>
          <ArrowRightLeft aria-hidden="true" />
          {t('reviews.transferLink')}
        </Link>
      }
    >
      <div className="flex min-w-0 flex-col gap-6">
        {user.providers.length > 1 ? (
          <div className="grid max-w-sm gap-1.5">
            <label htmlFor="reviews-provider" className="text-sm font-medium">
              {t('reviews.filters.provider')}
            </label>
            <Select
              id="reviews-provider"
              value={providerId ?? ''}
              onChange={(event) => update({ provider: Number(event.target.value) || null })}
            >
              <option value="">{t('reviews.filters.allProviders')}</option>
              {user.providers.map((provider) => (
                <option key={provider.id} value={provider.id}>
                  {provider.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <Tabs
          value={params.status}
          onValueChange={(value) => update({ status: STATUS_TABS.find((tab) => tab === value) ?? 'all' })}
        >
          <TabsList aria-label={t('reviews.tabsLabel')}>
            {STATUS_TABS.map((tab) => {
              const count = countOf(tab);
              return (
                <TabsTrigger key={tab} value={tab}>
                  {t(`reviews.tabs.${tab}`)}
                  {count === null ? null : <span className="ms-1.5 tabular-nums">({number(count)})</span>}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value={params.status} className="pt-4" tabIndex={-1}>
            <TestimonialList
              providerId={providerId}
              tab={params.status}
              page={params.page}
              onPage={(next) => update({ page: next })}
            />
          </TabsContent>
        </Tabs>
        <CommentRequests providerIds={providerIds} providers={user.providers} />
      </div>
    </Page>
  );
}
