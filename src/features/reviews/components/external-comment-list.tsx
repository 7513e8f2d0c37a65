import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { useFormat } from '@/lib/format';
import type { ExternalComment } from '../api/transfer';
import { Rating } from './rating';
import { UserText } from './user-text';

const TRANSFER_TONE = { not_transferred: 'neutral', pending: 'warning', transferred: 'success' } as const;

/**
 * The provider's reviews on other platforms, one page: each with its channel, transfer status, date, rating and
 * text, and (given edit rights, not transferred yet) a check box to choose it.
 */
export function ExternalCommentList({
  comments,
  labelledBy,
  canManage,
  chosen,
  onChoose,
  channelName,
}: {
  comments: readonly ExternalComment[];
  /** The id of the list's heading. */
  labelledBy: string;
  canManage: boolean;
  chosen: ReadonlyMap<number, ExternalComment>;
  onChoose: (comment: ExternalComment, on: boolean) => void;
  channelName: (channelId: number) => string;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (comments.length === 0) return <p className="text-sm text-muted-foreground">{t('reviews.transfer.empty')}</p>;
  return (
    <ul className="grid gap-2" aria-labelledby={labelledBy}>
      {comments.map((comment) => {
        const choosable = canManage && comment.transferStatus === 'not_transferred';
        return (
          <li key={comment.id} className="flex gap-3 rounded-md border border-border bg-card p-3">
            {choosable ? (
              <Checkbox
                id={`external-${comment.id}`}
                className="mt-1"
                checked={chosen.has(comment.id)}
                aria-label={t('reviews.transfer.choose', { name: comment.authorName })}
                onCheckedChange={(value) => onChoose(comment, value === true)}
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
                <span className="text-xs text-muted-foreground">{date(comment.postedAt)}</span>
              </div>
              <Rating value={comment.rating} />
              {comment.body ? <UserText text={comment.body} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
