import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLeadHistories } from '../../api/histories';
import { useLeadFormat } from './format';
import { Empty, QueryState } from './section';

/** The lead's history, newest first: every status change, message, note, interaction and reminder. */
export function HistoryTimeline({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const histories = useLeadHistories(leadId);
  return (
    <QueryState query={histories}>
      {(data) => {
        const entries = data.pages.flatMap((page) => page.data ?? []);
        if (entries.length === 0) return <Empty>{t('leads.detail.history.empty')}</Empty>;
        return (
          <>
            <ol className="relative flex flex-col gap-3 border-s border-border ps-4">
              {entries.map((entry) => (
                <li key={entry.id} className="relative text-sm">
                  <span
                    aria-hidden="true"
                    className="absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full bg-brand-700"
                  />
                  <p dir="auto">{entry.text}</p>
                  <p className="text-muted-foreground">
                    <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
                    {' · '}
                    {entry.customerUser ? entry.customerUser.name : t('leads.detail.history.system')}
                  </p>
                </li>
              ))}
            </ol>
            {histories.hasNextPage ? (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                loading={histories.isFetchingNextPage}
                onClick={() => void histories.fetchNextPage()}
              >
                {t('common.showMore')}
              </Button>
            ) : null}
          </>
        );
      }}
    </QueryState>
  );
}
