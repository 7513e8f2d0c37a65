import { Send, UserPlus } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { today } from '@/lib/calendar-day';
import { useFormat } from '@/lib/format';
import { reviewRequestBlock, reviewRequestOpensOn } from '@/lib/review-request';
import {
  COMMENT_REQUEST_STATES,
  type CoupleProvider,
  useCommentRequestCounts,
  useCoupleProviders,
} from '../api/couples';
import { Pager } from './pager';

const RequestDialog = lazy(async () => ({ default: (await import('./request-dialog')).RequestDialog }));
const AddCoupleDialog = lazy(async () => ({ default: (await import('./add-couple-dialog')).AddCoupleDialog }));

const STATUS_TONE = { none: 'neutral', requested: 'info', commented: 'success' } as const;

/**
 * "Ask for reviews" (issue 18 point 4): the couples the providers worked with, how many were asked, and a request
 * for each couple that booked, was not asked yet and whose wedding is over (issue 37.12; the server's rule,
 * src/lib/review-request.ts); a couple whose wedding is ahead shows from when it can be asked. The request itself
 * asks the user to confirm the couple's agreement (spec point 5).
 */
export function CommentRequests({
  providerIds,
  providers,
}: {
  providerIds: number[];
  providers: ReadonlyArray<{ id: number; name: string }>;
}) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<CoupleProvider | null>(null);
  const [adding, setAdding] = useState(false);
  const counts = useCommentRequestCounts(providerIds);
  const couples = useCoupleProviders({ providerIds, page });
  const providerName = (id: number) => providers.find((provider) => provider.id === id)?.name ?? '';
  // Whether a wedding is over is judged in the user's calendar (docs/dates.md).
  const day = today();

  let list;
  if (couples.isError) {
    list = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void couples.refetch()} loading={couples.isFetching}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!couples.data) {
    list = <p role="status" className="h-20 animate-pulse rounded-md bg-stone-100" aria-label={t('app.loading')} />;
  } else if (couples.data.data.length === 0) {
    list = (
      <p className="text-sm text-muted-foreground">
        {t(providers.length > 0 ? 'reviews.requests.empty' : 'reviews.requests.emptyNoProvider')}
      </p>
    );
  } else {
    list = (
      <ul className="grid gap-2" aria-label={t('reviews.requests.listLabel')}>
        {couples.data.data.map((couple) => (
          <li
            key={couple.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <div className="grid gap-0.5">
              <span className="font-medium" dir="auto">
                {couple.couple.name}
              </span>
              <span className="text-xs text-muted-foreground">
                {[
                  couple.couple.weddingDate
                    ? t('reviews.card.weddingDate', { date: date(couple.couple.weddingDate) })
                    : null,
                  providers.length > 1 ? providerName(couple.providerId) : null,
                  couple.commentRequestedAt
                    ? t('reviews.requests.requestedAt', { date: date(couple.commentRequestedAt) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={STATUS_TONE[couple.commentRequestStatus]}>
                {t(`reviews.requests.status.${couple.commentRequestStatus}`)}
              </Badge>
              <RequestAction couple={couple} block={reviewRequestBlock(couple, day)} onAsk={() => setAsking(couple)} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {t('reviews.requests.title')}
        </h2>
        {/* Adding a couple needs an active link to a provider (the server's rule): without one there is none to add to. */}
        {providers.length > 0 ? (
          <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            {t('reviews.couples.add')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t('reviews.requests.intro')}</p>
      {counts.data ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {COMMENT_REQUEST_STATES.map((status) => (
            <div key={status} className="flex gap-1">
              <dt className="text-muted-foreground">{t(`reviews.requests.counts.${status}`)}</dt>
              <dd className="font-semibold tabular-nums">{number(counts.data[status])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {list}
      {couples.data ? (
        <Pager
          page={couples.data.paging.page}
          pageCount={couples.data.paging.pageCount}
          label={t('reviews.requests.pagerLabel')}
          onPage={setPage}
        />
      ) : null}
      <Suspense fallback={null}>
        {asking ? <RequestDialog couple={asking} onClose={() => setAsking(null)} /> : null}
        {adding ? <AddCoupleDialog providers={providers} onClose={() => setAdding(false)} /> : null}
      </Suspense>
    </section>
  );
}

/** What a couple's row offers: the request, or why there is none (not booked, wedding still ahead). */
function RequestAction({
  couple,
  block,
  onAsk,
}: {
  couple: CoupleProvider;
  block: ReturnType<typeof reviewRequestBlock>;
  onAsk: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (block === null)
    return (
      <Button
        size="sm"
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={t('reviews.requests.askCouple', { name: couple.couple.name })}
        onClick={onAsk}
      >
        <Send aria-hidden="true" />
        {t('reviews.requests.ask')}
      </Button>
    );
  if (block === 'notBooked')
    return <span className="text-xs text-muted-foreground">{t('reviews.requests.notBooked')}</span>;
  if (block === 'weddingAhead' && couple.couple.weddingDate)
    return (
      <span className="text-xs text-muted-foreground">
        {t('reviews.requests.opensOn', { date: date(reviewRequestOpensOn(couple.couple.weddingDate)) })}
      </span>
    );
  return null;
}
