// /settings and /settings/{tab} (spec point 2): the logged-in user's own profile, password, two-factor,
// connected Google and Facebook logins, and language. The tab is part of the address.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { href } from '@/config/paths';
import { isOneOf } from '@/lib/guards';
import { AccountsTab } from '../components/accounts-tab';
import { LanguageTab } from '../components/language-tab';
import { PasswordTab } from '../components/password-tab';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';

export const SETTINGS_TABS = ['profile', 'password', 'security', 'accounts', 'language'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab = 'profile' } = useParams();
  if (!isOneOf(SETTINGS_TABS, tab)) return <Navigate to={href.settings()} replace />;
  const active: SettingsTab = tab;
  return (
    <Page title={t('routes.settings')}>
      <Tabs
        value={active}
        onValueChange={(next) => void navigate(href.settingsTab(next), { replace: true })}
        className="flex flex-col gap-6"
      >
        <TabsList aria-label={t('settings.tabsLabel')}>
          {SETTINGS_TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(`settings.tabs.${name}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile">{active === 'profile' ? <ProfileTab /> : null}</TabsContent>
        <TabsContent value="password">{active === 'password' ? <PasswordTab /> : null}</TabsContent>
        <TabsContent value="security">{active === 'security' ? <SecurityTab /> : null}</TabsContent>
        <TabsContent value="accounts">{active === 'accounts' ? <AccountsTab /> : null}</TabsContent>
        <TabsContent value="language">{active === 'language' ? <LanguageTab /> : null}</TabsContent>
      </Tabs>
    </Page>
  );
}
