// The reviews of /provider-testimonials (routes/testimonials-page.tsx) for the chosen providers and tab: loading,
// a failed load, "none", or the cards with paging. Featuring a review and the config labels (who added it, why it
// was rejected) live here with the cards that use them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useConfigEntries } from '@/api/queries/configs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useCurrentUser } from '@/lib/session/session-query';
import { type Testimonial, useFeatureTestimonial, useTestimonials } from '../api/testimonials';
import type { StatusTab } from '../lib/list-params';
import { Pager } from './pager';
import { ReviewCard } from './review-card';

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="grid gap-3">
      {Array.from({ length: 3 }, (_, index) => (
        <span key={index} className="grid h-40 animate-pulse gap-2 rounded-lg border border-border bg-card p-4">
          <span className="h-4 w-1/3 rounded bg-stone-200" />
          <span className="h-4 w-2/3 rounded bg-stone-100" />
        </span>
      ))}
    </div>
  );
}

/** The reviews of one tab: the list's query state, the cards and the pager. */
export function TestimonialList({
  providerId,
  tab,
  page: pageNumber,
  onPage,
}: {
  /** One provider, or null for all of the user's. */
  providerId: number | null;
  tab: StatusTab;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const user = useCurrentUser();
  const list = useTestimonials({
    providerIds: providerId === null ? [] : [providerId],
    status: tab === 'all' ? null : tab,
    page: pageNumber,
  });
  const rejectCauses = useConfigEntries('providerTestimonialRejectedReason');
  const addedBy = useConfigEntries('provider_testimonial_added_by');
  const feature = useFeatureTestimonial();
  const [featuringId, setFeaturingId] = useState<number | null>(null);

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

  if (list.isError) {
    return (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {isApiError(list.error) && list.error.kind === 'network' ? t('errors.network') : t('errors.loading')}
        </span>
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!list.data) return <ListSkeleton />;
  if (list.data.data.length === 0) {
    return (
      <div className="grid gap-2 rounded-lg border border-dashed border-border p-6">
        <p className="font-medium">{t(`reviews.empty.${tab}`)}</p>
        {/* Without an active provider nothing below lets the user ask a couple: say what to do instead. */}
        <p className="text-sm text-muted-foreground">
          {t(user.providers.length > 0 ? 'reviews.empty.body' : 'reviews.empty.bodyNoProvider')}
        </p>
      </div>
    );
  }
  const page = list.data;
  return (
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
        onPage={onPage}
      />
    </div>
  );
}
