import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The couple search's trigger; the same before and after the dialog has loaded. */
export function CoupleSearchButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" className="px-3" {...props}>
      <Search aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('shell.search.open')}</span>
    </Button>
  );
}
