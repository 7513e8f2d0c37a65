import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { LoggedInUser } from '@/lib/session/session-query';
import { CoupleSearch } from './couple-search';
import { NotificationsBell } from './notifications-bell';
import { UserMenu } from './user-menu';

interface TopBarProps {
  user: LoggedInUser;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The top bar (spec point 2): menu button below md, customer and user name, search, bell, user menu. */
export function TopBar({ user, menuOpen, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border bg-card px-3 md:px-8">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <Menu className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('shell.nav.openMenu')}</span>
      </Button>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold" dir="auto">
          {user.customer.name}
        </p>
        <p className="truncate text-xs text-muted-foreground" dir="auto">
          {user.name}
        </p>
      </div>
      <CoupleSearch />
      <NotificationsBell />
      <UserMenu user={user} />
    </header>
  );
}
