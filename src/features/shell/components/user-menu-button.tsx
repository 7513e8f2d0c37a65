import { ChevronDown, UserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The trigger's look, the same before and after the menu has loaded. */
export function UserMenuButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" className="gap-1 px-2" {...props}>
      <UserRound className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('shell.userMenu.open')}</span>
      <ChevronDown aria-hidden="true" />
    </Button>
  );
}
