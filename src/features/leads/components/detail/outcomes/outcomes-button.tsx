import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The trigger of the outcomes menu, the same before and after the menu has loaded. */
export function OutcomesButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" {...props}>
      {t('leads.detail.outcome.menu')}
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
