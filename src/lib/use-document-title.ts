import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title: "<page> · Anbieterportal". */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}
