import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/layout/status-page';
import type { TextKey } from '@/i18n/text-keys';

/** A route whose feature is not built yet says so plainly (marked `built: false` in the route table). */
export function ComingSoonPage({ titleKey }: { titleKey: TextKey }) {
  const { t } = useTranslation();
  return <StatusPage embedded title={t(titleKey)} body={<p>{t('status.comingSoon')}</p>} />;
}
