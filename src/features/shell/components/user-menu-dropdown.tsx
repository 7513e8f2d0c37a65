import { Cookie, Info, Languages, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useChangeLocale } from '@/i18n/use-change-locale';
import { openConsentSettings } from '@/lib/integrations/consent';
import { getCurrentLocale, type Locale, toLanguageTag } from '@/lib/locale';
import type { LoggedInUser } from '@/lib/session/session-query';
import { useAvailableLanguages } from '../api/get-languages';
import { useLogout } from '../hooks/use-logout';
import { UserMenuButton } from './user-menu-button';

/** The user menu (spec point 2): settings, product info, the other languages, log out. */
export default function UserMenuDropdown({ user }: { user: LoggedInUser }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    // Mounted by the first click on the trigger (see `UserMenu`), so it opens at once.
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid text-sm font-normal text-foreground">
          <span className="truncate font-semibold" dir="auto">
            {user.name}
          </span>
          <span className="truncate text-xs text-muted-foreground" dir="auto">
            {user.customer.name}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={href.settings()}>
            <Settings aria-hidden="true" />
            {t('shell.userMenu.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={href.providerPayments(0)}>
            <Info aria-hidden="true" />
            {t('shell.userMenu.productInfo')}
          </Link>
        </DropdownMenuItem>
        {/* Issue 22: the consent choice can be changed at any time. */}
        <DropdownMenuItem onSelect={openConsentSettings}>
          <Cookie aria-hidden="true" />
          {t('integrations.consentSettings')}
        </DropdownMenuItem>
        <LanguageItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          {t('shell.userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Each other active language; nothing when only one language is active (spec point 2). */
function LanguageItems() {
  // useTranslation re-renders this list when the language changes.
  const { t } = useTranslation();
  const current = getCurrentLocale();
  const languages = useAvailableLanguages();
  const changeLocale = useChangeLocale();

  const switchTo = async (locale: Locale) => {
    try {
      await changeLocale(locale);
    } catch {
      toast.error(t('errors.technical'));
    }
  };

  if (languages.isError) {
    return (
      <DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('errors.loading')}</DropdownMenuLabel>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            void languages.refetch();
          }}
        >
          <Languages aria-hidden="true" />
          {t('common.retry')}
        </DropdownMenuItem>
      </DropdownMenuGroup>
    );
  }
  if (!languages.data || languages.data.length <= 1) return null;
  const others = languages.data.filter((language) => language.locale !== current);
  return (
    <DropdownMenuGroup aria-label={t('shell.userMenu.language')}>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{t('shell.userMenu.language')}</DropdownMenuLabel>
      {others.map((language) => (
        // Each name is in its own language, so screen readers pronounce it so, and keeps its own direction.
        <DropdownMenuItem
          key={language.locale}
          lang={toLanguageTag(language.locale)}
          onSelect={() => void switchTo(language.locale)}
        >
          <Languages aria-hidden="true" />
          <span dir="auto">{language.label}</span>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  );
}
