import { type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { getPrompts, ProviderPrompt as Todo } from '@/api/queries/prompts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type TodoPage = Awaited<ReturnType<typeof getPrompts>>;

interface TodoSectionProps {
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<TodoPage>>;
  /** Text when the list holds no to-do. */
  empty: string;
  children: (todos: Todo[]) => ReactNode;
}

/** One list of the page (open or completed) with its loading, error, empty and "Mehr anzeigen" states. */
export function TodoSection({ title, query, empty, children }: TodoSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const todos = query.data?.pages.flatMap((page) => page.data) ?? [];

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner />
        {t('app.loading')}
      </p>
    );
  } else if (query.isError) {
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (todos.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  } else {
    content = (
      <>
        <ul className="flex flex-col gap-3">{children(todos)}</ul>
        {query.isFetchNextPageError ? <Alert>{t('errors.loading')}</Alert> : null}
        {query.hasNextPage ? (
          <div className="text-center">
            <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchNextPageError ? t('common.retry') : t('common.showMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {content}
    </section>
  );
}
