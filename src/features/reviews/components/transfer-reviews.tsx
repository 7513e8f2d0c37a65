import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import {
  type ExternalComment,
  useExternalCommentFilters,
  useExternalComments,
  useImportExternalComments,
} from '../api/transfer';
import type { transferParams } from '../lib/list-params';
import { externalCommentFilterOf } from '../lib/transfer-view';
import { ExternalCommentList } from './external-comment-list';
import { LoadError } from '@/components/errors/load-error';
import { Pager } from './pager';
import { ReviewChannels } from './review-channels';
import { TransferFilters, TransferProviderSelect } from './transfer-filters';

type TransferParams = ReturnType<typeof transferParams.read>;

/**
 * One provider's transfer: its channels, its reviews on other platforms filtered as the URL says, and (given edit
 * rights) choosing reviews and sending them to be transferred.
 */
export function TransferReviews({
  providerId,
  providers,
  params,
  onChange,
}: {
  providerId: number;
  providers: ReadonlyArray<{ id: number; name: string }>;
  params: TransferParams;
  onChange: (patch: Partial<TransferParams>) => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const listHeadingId = useId();
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  const filters = useExternalCommentFilters(providerId);
  const filter = externalCommentFilterOf(params);
  const { rating } = filter;
  const comments = useExternalComments(providerId, filter);
  const transfer = useImportExternalComments(providerId);
  const [chosen, setChosen] = useState<Map<number, ExternalComment>>(new Map());
  const [result, setResult] = useState<number | null>(null);
  const channels = filters.data?.channels ?? [];
  const channelName = (id: number) => channels.find((channel) => channel.id === id)?.name ?? '';

  const choose = (comment: ExternalComment, on: boolean) =>
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

  return (
    <div className="grid gap-6">
      <Alert tone="info">{t('reviews.transfer.publicationNote')}</Alert>
      <TransferProviderSelect providers={providers} providerId={providerId} onChange={onChange} />
      <ReviewChannels providerId={providerId} />
      <section className="grid gap-3" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="text-base font-semibold">
          {t('reviews.transfer.listTitle')}
        </h2>
        {filters.isError ? <LoadError onRetry={() => void filters.refetch()} retrying={filters.isFetching} /> : null}
        <TransferFilters
          channels={channels}
          ratings={filters.data?.ratings ?? []}
          channel={params.channel}
          rating={rating}
          transfer={params.transfer}
          onChange={onChange}
        />
        {permissions.data && !canManage ? <Alert tone="info">{t('reviews.transfer.readOnly')}</Alert> : null}
        {result !== null ? (
          <Alert tone="success">
            <Check aria-hidden="true" className="me-1 inline size-4" />
            {t('reviews.transfer.queued', { count: result })}
          </Alert>
        ) : null}
        {comments.isError ? (
          <LoadError onRetry={() => void comments.refetch()} retrying={comments.isFetching} />
        ) : !comments.data ? (
          <p role="status" aria-label={t('app.loading')} className="h-32 animate-pulse rounded-md bg-stone-100" />
        ) : (
          <ExternalCommentList
            comments={comments.data.data}
            labelledBy={listHeadingId}
            canManage={canManage}
            chosen={chosen}
            onChoose={choose}
            channelName={channelName}
          />
        )}
        {comments.data ? (
          <Pager
            page={comments.data.paging.page}
            pageCount={comments.data.paging.pageCount}
            label={t('reviews.transfer.pagerLabel')}
            onPage={(page) => onChange({ page })}
          />
        ) : null}
        {canManage ? (
          <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-2 border-t border-border bg-background py-3">
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
