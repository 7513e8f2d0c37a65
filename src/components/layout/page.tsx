import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader, type ProviderSummaryLike } from './page-header';

interface PageProps {
  /** The page's h1 and the browser tab's title. */
  title: string;
  /** Shows the loading overlay over the page's content (the content stays, for a refresh or a save). */
  loading?: boolean | undefined;
  backTo?: string | undefined;
  backLabel?: string | undefined;
  provider?: ProviderSummaryLike | undefined;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The wrapper of every page in the main layout (spec point 2): the header with title, optional back arrow
 * and provider summary line, and a loading overlay. The layout provides the `<main>` landmark.
 */
export function Page({ title, loading = false, backTo, backLabel, provider, actions, children }: PageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="relative mx-auto w-full max-w-6xl" aria-busy={loading || undefined}>
      <PageHeader title={title} backTo={backTo} backLabel={backLabel} provider={provider} actions={actions} />
      {children}
      {loading ? (
        <div
          className="absolute inset-0 z-10 grid place-items-center rounded-lg bg-card/70 text-brand-700"
          role="status"
        >
          <div className="flex flex-col items-center gap-2">
            <Spinner className="size-8" />
            <span className="text-sm text-muted-foreground">{t('app.loading')}</span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
