import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * "Drucken" (issue 41.8): the browser's print dialog. The print styles of src/styles.css (under `[data-print-lead]`)
 * leave the lead's summary and the open tab on a clean A4 page, without the sidebar, top bar, buttons and composer.
 */
export function PrintLeadButton() {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" aria-label={t('leads.detail.printLabel')} onClick={() => window.print()}>
      <Printer aria-hidden="true" /> {t('leads.detail.print')}
    </Button>
  );
}
