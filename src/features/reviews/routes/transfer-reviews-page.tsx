import { Check, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listExternalCommentsQueryLimits } from '@/api/generated/limits';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type ExternalComment,
  type ReviewChannel,
  useExternalCommentFilters,
  useExternalComments,
  useImportExternalComments,
  useReviewChannels,
} from '../api/transfer';
import { Pager } from '../components/pager';
import { Rating } from '../components/rating';
import { UserText } from '../components/user-text';
import { TRANSFER_TABS, transferParams } from '../lib/list-params';

const TRANSFER_TONE = { not_transferred: 'neutral', pending: 'warning', transferred: 'success' } as const;

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-2">
      <span>{t('errors.loading')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

function Channels({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const channels = useReviewChannels(providerId);
  let body;
  if (channels.isError) body = <LoadFailed onRetry={() => void channels.refetch()} retrying={channels.isFetching} />;
  else if (!channels.data)
    body = <p role="status" aria-label={t('app.loading')} className="h-16 animate-pulse rounded-md bg-stone-100" />;
  else if (channels.data.length === 0) body = <p className="text-sm text-muted">{t('reviews.transfer.noChannels')}</p>;
  else
    body = (
      <ul className="grid gap-2 sm:grid-cols-3">
        {channels.data.map((channel) => (
          <li key={channel.id} className="grid gap-1 rounded-md border border-line p-3">
            <span className="font-medium">{channel.name}</span>
            <span className="text-sm text-muted">
              {channel.isConnected
                ? t('reviews.transfer.channelReviews', { count: channel.reviewCount })
                : t('reviews.transfer.notConnected')}
            </span>
            {channel.url ? (
              <a
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-3.5" />
                {t('reviews.transfer.profileLink', { channel: channel.name })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {t('reviews.transfer.channelsTitle')}
      </h2>
      {body}
    </section>
  );
}

/**
 * /transfer-reviews (issue 18 point 5; hidden from the sidebar, linked from the reviews page): a provider's review
 * channels, its reviews on other platforms with filters, and choosing reviews to transfer. Transferred reviews are
 * checked before they are published, which takes some working days (spec point 9).
 */
export default function TransferReviewsPage() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const failureText = useFailureText();
  const user = useCurrentUser();
  const url = useSearchParamState(transferParams);
  const params = url.values;
  const provider = user.providers.find((candidate) => candidate.id === params.provider) ?? user.providers[0];
  const title = t('routes.transferReviews');

  if (!provider) {
    return (
      <Page title={title} backTo={href.testimonials()} backLabel={t('reviews.transfer.back')}>
        <Alert tone="info">{t('reviews.transfer.noProvider')}</Alert>
      </Page>
    );
  }
  return (
    <Page title={title} backTo={href.testimonials()} backLabel={t('reviews.transfer.back')}>
      <TransferContent
        key={provider.id}
        providerId={provider.id}
        providers={user.providers}
        params={params}
        onChange={(patch) => url.update(patch)}
        date={date}
        failureText={failureText}
      />
    </Page>
  );
}

type Params = ReturnType<typeof transferParams.read>;

function TransferContent({
  providerId,
  providers,
  params,
  onChange,
  date,
  failureText,
}: {
  providerId: number;
  providers: ReadonlyArray<{ id: number; name: string }>;
  params: Params;
  onChange: (patch: Partial<Params>) => void;
  date: (value: string) => string;
  failureText: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const listHeadingId = useId();
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  const filters = useExternalCommentFilters(providerId);
  const rating =
    params.rating !== null && params.rating <= listExternalCommentsQueryLimits.rating.maximum ? params.rating : null;
  const filter = {
    channelId: params.channel,
    rating,
    transferStatus: params.transfer === 'all' ? null : params.transfer,
    page: params.page,
  };
  const comments = useExternalComments(providerId, filter);
  const transfer = useImportExternalComments(providerId);
  const [chosen, setChosen] = useState<Map<number, ExternalComment>>(new Map());
  const [result, setResult] = useState<number | null>(null);
  const channels: ReviewChannel[] = filters.data?.channels ?? [];
  const channelName = (id: number) => channels.find((channel) => channel.id === id)?.name ?? '';

  const toggle = (comment: ExternalComment, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(comment.id, comment);
      else next.delete(comment.id);
      return next;
    });

  const submit = () => {
    const byChannel = new Map<number, number[]>();
    for (const comment of chosen.values())
      byChannel.set(comment.channelId, [...(byChannel.get(comment.channelId) ?? []), comment.id]);
    setResult(null);
    transfer.mutate(byChannel, {
      onSuccess: (queued) => {
        setChosen(new Map());
        setResult(queued);
      },
      onError: (error) => toast.error(failureText(error)),
    });
  };

  let list;
  if (comments.isError) list = <LoadFailed onRetry={() => void comments.refetch()} retrying={comments.isFetching} />;
  else if (!comments.data)
    list = <p role="status" aria-label={t('app.loading')} className="h-32 animate-pulse rounded-md bg-stone-100" />;
  else if (comments.data.data.length === 0) list = <p className="text-sm text-muted">{t('reviews.transfer.empty')}</p>;
  else
    list = (
      <ul className="grid gap-2" aria-labelledby={listHeadingId}>
        {comments.data.data.map((comment) => {
          const choosable = canManage && comment.transferStatus === 'not_transferred';
          const checkboxId = `external-${comment.id}`;
          return (
            <li key={comment.id} className="flex gap-3 rounded-md border border-line bg-surface p-3">
              {choosable ? (
                <Checkbox
                  id={checkboxId}
                  className="mt-1"
                  checked={chosen.has(comment.id)}
                  aria-label={t('reviews.transfer.choose', { name: comment.authorName })}
                  onCheckedChange={(value) => toggle(comment, value === true)}
                />
              ) : (
                <span className="mt-1 size-5 shrink-0" aria-hidden="true" />
              )}
              <div className="grid flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium" dir="auto">
                    {comment.authorName}
                  </span>
                  <Badge>{channelName(comment.channelId)}</Badge>
                  <Badge tone={TRANSFER_TONE[comment.transferStatus]}>
                    {t(`reviews.transfer.status.${comment.transferStatus}`)}
                  </Badge>
                  <span className="text-xs text-muted">{date(comment.postedAt)}</span>
                </div>
                <Rating value={comment.rating} />
                {comment.body ? <UserText text={comment.body} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="grid gap-6">
      <Alert tone="info">{t('reviews.transfer.publicationNote')}</Alert>
      {providers.length > 1 ? (
        <div className="grid max-w-sm gap-1.5">
          <label htmlFor="transfer-provider" className="text-sm font-medium">
            {t('reviews.filters.provider')}
          </label>
          <Select
            id="transfer-provider"
            value={providerId}
            onChange={(event) => onChange({ provider: Number(event.target.value), channel: null })}
          >
            {providers.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <Channels providerId={providerId} />
      <section className="grid gap-3" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="text-base font-semibold">
          {t('reviews.transfer.listTitle')}
        </h2>
        {filters.isError ? <LoadFailed onRetry={() => void filters.refetch()} retrying={filters.isFetching} /> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <label htmlFor="transfer-channel" className="text-sm font-medium">
              {t('reviews.transfer.filterChannel')}
            </label>
            <Select
              id="transfer-channel"
              value={params.channel ?? ''}
              onChange={(event) => onChange({ channel: Number(event.target.value) || null })}
            >
              <option value="">{t('reviews.transfer.allChannels')}</option>
              {channels.map((channel) => (
                <option key={channel.id} value={channel.id}>
                  {channel.name} ({number(channel.reviewCount)})
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="transfer-rating" className="text-sm font-medium">
              {t('reviews.transfer.filterRating')}
            </label>
            <Select
              id="transfer-rating"
              value={rating ?? ''}
              onChange={(event) => onChange({ rating: Number(event.target.value) || null })}
            >
              <option value="">{t('reviews.transfer.allRatings')}</option>
              {(filters.data?.ratings ?? []).map((entry) => (
                <option key={entry.rating} value={entry.rating}>
                  {t('reviews.rating', { value: entry.rating })} ({number(entry.count)})
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="transfer-status" className="text-sm font-medium">
              {t('reviews.transfer.filterStatus')}
            </label>
            <Select
              id="transfer-status"
              value={params.transfer}
              onChange={(event) =>
                onChange({ transfer: TRANSFER_TABS.find((value) => value === event.target.value) ?? 'all' })
              }
            >
              {TRANSFER_TABS.map((value) => (
                <option key={value} value={value}>
                  {t(`reviews.transfer.status.${value}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        {permissions.data && !canManage ? <Alert tone="info">{t('reviews.transfer.readOnly')}</Alert> : null}
        {result !== null ? (
          <Alert tone="success">
            <Check aria-hidden="true" className="me-1 inline size-4" />
            {t('reviews.transfer.queued', { count: result })}
          </Alert>
        ) : null}
        {list}
        {comments.data ? (
          <Pager
            page={comments.data.paging.page}
            pageCount={comments.data.paging.pageCount}
            label={t('reviews.transfer.pagerLabel')}
            onPage={(page) => onChange({ page })}
          />
        ) : null}
        {canManage ? (
          <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-2 border-t border-line bg-canvas py-3">
            <span className="text-sm" aria-live="polite">
              {t('reviews.transfer.chosen', { count: chosen.size })}
            </span>
            <Button disabled={chosen.size === 0} loading={transfer.isPending} onClick={submit}>
              {t('reviews.transfer.submit')}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
