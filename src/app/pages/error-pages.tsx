import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/layout/status-page';

export function ErrorPage({ status, action }: { status: 401 | 404 | 500; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={String(status)}
      title={t(`status.error${status}.title`)}
      body={<p>{t(`status.error${status}.body`)}</p>}
      action={action}
    />
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
