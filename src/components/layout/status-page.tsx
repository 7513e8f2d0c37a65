import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

interface StatusPageProps {
  code?: string;
  title: string;
  body: ReactNode;
  homeHref?: string;
  /** The page's own way on (the 401 page's "Erneut anmelden"), before the way home. */
  action?: ReactNode;
  /** Inside a layout that already has the page's <main>, the status page is a plain section. */
  embedded?: boolean;
}

/** Error and "coming soon" pages: a plain statement and a way back. */
export function StatusPage({ code, title, body, homeHref = '/', action, embedded = false }: StatusPageProps) {
  const Root = embedded ? 'section' : 'main';
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Root className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-start justify-center gap-4 p-6">
      {code ? <p className="text-sm font-semibold text-brand-700">{code}</p> : null}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="text-muted-foreground">{body}</div>
      <div className="flex flex-wrap gap-3">
        {action}
        <Link to={homeHref} className={buttonVariants({ variant: 'secondary' })}>
          {t('status.toHome')}
        </Link>
      </div>
    </Root>
  );
}
