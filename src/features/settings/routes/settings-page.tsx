// /settings and /settings/{tab} (spec point 2): the logged-in user's own profile, password, two-factor,
// connected Google and Facebook logins, language, and push notifications (issue 22). The tab is part of the address.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { href } from '@/config/paths';
import { loadFeatureTexts } from '@/i18n';
import { SETTINGS_TABS, type SettingsTab, settingsTabOf } from '../lib/tabs';

// Each tab loads when it is shown: the forms (react-hook-form, zod, libphonenumber-js) are not part of the page.
const ProfileTab = lazy(() => import('../components/profile-tab').then((m) => ({ default: m.ProfileTab })));
const PasswordTab = lazy(() => import('../components/password-tab').then((m) => ({ default: m.PasswordTab })));
// The two-factor tab brings its texts (`texts/security/`); its forms and the QR code's library load when one opens.
const SecurityTab = lazy(() =>
  Promise.all([import('../components/security-tab'), loadFeatureTexts('settings/security')]).then(([m]) => ({
    default: m.SecurityTab,
  })),
);
const AccountsTab = lazy(() => import('../components/accounts-tab').then((m) => ({ default: m.AccountsTab })));
const LanguageTab = lazy(() => import('../components/language-tab').then((m) => ({ default: m.LanguageTab })));
const NotificationsTab = lazy(() =>
  import('../components/notifications-tab').then((m) => ({ default: m.NotificationsTab })),
);

const TAB_COMPONENTS = {
  profile: ProfileTab,
  password: PasswordTab,
  security: SecurityTab,
  accounts: AccountsTab,
  language: LanguageTab,
  notifications: NotificationsTab,
} satisfies Record<SettingsTab, unknown>;

function ActiveTab({ tab }: { tab: SettingsTab }) {
  const Tab = TAB_COMPONENTS[tab];
  return <Tab />;
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = settingsTabOf(useParams()['tab']);
  if (!active) return <Navigate to={href.settings()} replace />;
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
        {/* The boundary sits inside the panel: the selected tab's panel stays in the page while its code loads, so
            the tab's aria-controls always names an element (axe: aria-valid-attr-value). */}
        <TabsContent value={active}>
          <Suspense fallback={<Spinner className="size-6" label={t('app.loading')} />}>
            <ActiveTab tab={active} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
