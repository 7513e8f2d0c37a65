import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A card of a lead tab, named by its heading (a region for screen readers). */
export function Section({
  title,
  action,
  className,
  children,
  ref,
  tabIndex,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
  /** -1: the card can take the focus from a script (after what had it is gone). */
  tabIndex?: number;
}) {
  const id = useId();
  return (
    <Card ref={ref} tabIndex={tabIndex} aria-labelledby={id} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={id}>{title}</CardTitle>
        {action}
      </div>
      {children}
    </Card>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{t('app.loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-5 animate-pulse rounded bg-stone-200 last:w-2/3" />
      ))}
    </div>
  );
}

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** The loading and error states of one query, then its content. */
export function QueryState<T>({ query, children }: { query: QueryLike<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading />;
  if (query.isError || query.data === undefined)
    return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <>{children(query.data)}</>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
