import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The bell: a red dot while unread notifications exist; the same before and after its popover has loaded. */
export function BellButton({ unread, ...props }: ComponentProps<typeof Button> & { unread: number }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" className="relative" {...props}>
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span className="absolute end-2 top-2 size-2.5 rounded-full bg-red-600 ring-2 ring-card" aria-hidden="true" />
      ) : null}
      <span className="sr-only">
        {unread > 0 ? t('shell.notifications.triggerUnread', { number: unread }) : t('shell.notifications.trigger')}
      </span>
    </Button>
  );
}
