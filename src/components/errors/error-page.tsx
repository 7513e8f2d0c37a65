import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/layout/status-page';

/** The statuses that have a page of their own (`status.error<status>` texts). */
export type ErrorPageStatus = 401 | 403 | 404 | 500;

/**
 * An error page: its status, title and text, an optional way on (before the way home). `embedded` inside a page's
 * layout (a section, not a second <main>).
 */
export function ErrorPage({
  status,
  action,
  embedded = false,
}: {
  status: ErrorPageStatus;
  action?: ReactNode;
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={String(status)}
      title={t(`status.error${status}.title`)}
      body={<p>{t(`status.error${status}.body`)}</p>}
      action={action}
      embedded={embedded}
    />
  );
}
