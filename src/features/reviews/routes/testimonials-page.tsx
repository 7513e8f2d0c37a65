import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useConfigEntries } from '@/api/queries/configs';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { type Testimonial, useFeatureTestimonial, useTestimonialCounts, useTestimonials } from '../api/testimonials';
import { CommentRequests } from '../components/comment-requests';
import { Pager } from '../components/pager';
import { ReviewCard } from '../components/review-card';
import { STATUS_TABS, type StatusTab, testimonialListParams } from '../lib/list-params';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="grid gap-3">
      {Array.from({ length: 3 }, (_, index) => (
        <span key={index} className="grid h-40 animate-pulse gap-2 rounded-lg border border-line bg-surface p-4">
          <span className="h-4 w-1/3 rounded bg-stone-200" />
          <span className="h-4 w-2/3 rounded bg-stone-100" />
        </span>
      ))}
    </div>
  );
}

/**
 * /provider-testimonials (issue 18): the reviews of the user's providers with counts by state as tabs, a provider
 * filter and paging; replies (plan-gated), featured reviews, review requests to couples, and the way to
 * /transfer-reviews (hidden from the sidebar).
 */
export default function TestimonialsPage() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const failureText = useFailureText();
  const user = useCurrentUser();
  const url = useSearchParamState(testimonialListParams);
  const params = url.values;
  const providerId = user.providers.some((provider) => provider.id === params.provider) ? params.provider : null;
  const providerIds = providerId === null ? [] : [providerId];
  const status = params.status === 'all' ? null : params.status;

  const counts = useTestimonialCounts(providerIds);
  const list = useTestimonials({ providerIds, status, page: params.page });
  const rejectCauses = useConfigEntries('providerTestimonialRejectedReason');
  const addedBy = useConfigEntries('provider_testimonial_added_by');
  const feature = useFeatureTestimonial();
  const [featuringId, setFeaturingId] = useState<number | null>(null);

  const update = (patch: Partial<typeof params>) => url.update(patch);

  const configLabel = (entries: typeof rejectCauses.data, itemId: string) =>
    entries?.find((entry) => String(entry.itemId) === itemId)?.value;
  // Never the raw value: who added a review is a closed set the portal names itself while the labels load or if one
  // is missing; a reject cause is an open list, so '…' while it loads and 'another reason' if the cause is unknown.
  const addedByLabel = (who: Testimonial['addedBy']) =>
    configLabel(addedBy.data, who) ?? t(`reviews.card.addedByKind.${who}`);
  const rejectCauseLabel = (itemId: string) =>
    configLabel(rejectCauses.data, itemId) ?? (rejectCauses.isPending ? '…' : t('reviews.card.otherCause'));

  const toggleFeatured = (testimonial: Testimonial) => {
    setFeaturingId(testimonial.id);
    feature.mutate(
      { id: testimonial.id, isFeatured: !testimonial.isFeatured },
      {
        onSuccess: (saved) =>
          toast.success(t(saved.isFeatured ? 'reviews.card.featuredOn' : 'reviews.card.featuredOff')),
        onError: (error) => toast.error(failureText(error)),
        onSettled: () => setFeaturingId(null),
      },
    );
  };

  const countOf = (tab: StatusTab) => (counts.data ? (tab === 'all' ? counts.data.total : counts.data[tab]) : null);

  let content;
  if (list.isError) {
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {isApiError(list.error) && list.error.kind === 'network' ? t('errors.network') : t('errors.loading')}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!list.data) {
    content = <ListSkeleton />;
  } else if (list.data.data.length === 0) {
    content = (
      <div className="grid gap-2 rounded-lg border border-dashed border-line p-6">
        <p className="font-medium">{t(`reviews.empty.${params.status}`)}</p>
        {/* Without an active provider nothing below lets the user ask a couple: say what to do instead. */}
        <p className="text-sm text-muted">
          {t(user.providers.length > 0 ? 'reviews.empty.body' : 'reviews.empty.bodyNoProvider')}
        </p>
      </div>
    );
  } else {
    const page = list.data;
    content = (
      <div className="grid gap-3">
        <ul className="grid gap-3" aria-label={t('reviews.listLabel')}>
          {page.data.map((testimonial) => (
            <li key={testimonial.id}>
              <ReviewCard
                testimonial={testimonial}
                userId={user.id}
                rejectCauseLabel={rejectCauseLabel}
                addedByLabel={addedByLabel}
                showProvider={user.providers.length > 1 && providerId === null}
                featuring={featuringId === testimonial.id}
                onFeature={toggleFeatured}
              />
            </li>
          ))}
        </ul>
        <Pager
          page={page.paging.page}
          pageCount={page.paging.pageCount}
          label={t('reviews.pagerLabel')}
          onPage={(next) => update({ page: next })}
        />
      </div>
    );
  }

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
            {content}
          </TabsContent>
        </Tabs>
        <CommentRequests providerIds={providerIds} providers={user.providers} />
      </div>
    </Page>
  );
}
