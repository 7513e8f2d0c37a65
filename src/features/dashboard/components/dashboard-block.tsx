import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface DashboardBlockProps {
  title: string;
  /** A link or button at the end of the heading row. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the dashboard grid, named by its heading. */
export function DashboardBlock({ title, action, className, children }: DashboardBlockProps) {
  const id = useId();
  return (
    <Card aria-labelledby={id} className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={id}>{title}</CardTitle>
        {action}
      </div>
      {children}
    </Card>
  );
}

/**
 * A block's loading state shaped like its content (issue 23: no layout shift when the data arrives). `children`
 * are the content's own elements with placeholder text wrapped in `Bone`: they take the content's exact size —
 * wrapping included, in every language and width — and show as grey bars.
 */
export function ShapedSkeleton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="animate-pulse">
      <span className="sr-only">{t('app.loading')}</span>
      <div aria-hidden="true" className="pointer-events-none select-none">
        {children}
      </div>
    </div>
  );
}

/** Placeholder text drawn as a grey bar per line (inside `ShapedSkeleton`). */
export function Bone({ children }: { children: ReactNode }) {
  return <span className="rounded bg-stone-200 box-decoration-clone text-transparent">{children}</span>;
}

/** A figure block's loading state: the big number and the line under it. */
export function FigureSkeleton({ size, text }: { size: 'text-3xl' | 'text-4xl'; text: string }) {
  return (
    <ShapedSkeleton>
      <div className="flex flex-col gap-1">
        <p className={cn(size, 'font-semibold')}>
          <Bone>000</Bone>
        </p>
        <p className="text-sm">
          <Bone>{text}</Bone>
        </p>
      </div>
    </ShapedSkeleton>
  );
}

/** Placeholder bars while a block loads; screen readers hear "loading". */
export function BlockSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-5 animate-pulse rounded bg-stone-200 last:w-2/3" />
      ))}
    </div>
  );
}

export function BlockError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-2">
      <span>{t('errors.loading')}</span>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

export function BlockEmpty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Number of skeleton rows while loading. */
  rows?: number;
  /** The loading state shaped like the content (`ShapedSkeleton`); plain bars otherwise. */
  skeleton?: ReactNode;
  /** Text when the data holds nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** The loading, error and empty states of one query, then its content. */
export function QueryContent<T>({ query, rows, skeleton, empty, isEmpty, children }: QueryContentProps<T>) {
  if (query.isPending) return skeleton ?? <BlockSkeleton rows={rows} />;
  if (query.isError) return <BlockError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (empty !== undefined && isEmpty?.(query.data)) return <BlockEmpty>{empty}</BlockEmpty>;
  return <>{children(query.data)}</>;
}
