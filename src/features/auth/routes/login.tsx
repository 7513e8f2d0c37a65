// /auth/login (spec point 2): password or one-time code, Google, and the recovery links. After any login the
// guard (RequireAnonymous) leaves the page for `redirectUrl` when it is a path of this site, else for `/`.
// Pending payments of the login answer change nothing here (the brief keeps the redirectUrl rule).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { href } from '@/config/paths';
import { AuthPage } from '../components/auth-page';
import { GoogleLoginButton } from '../components/google-login-button';
import { PasswordLoginForm } from '../components/password-login-form';
import { QuickLoginForm } from '../components/quick-login-form';
import { readLoginNotice } from '../lib/login-notice';

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-4 hover:underline';

export default function LoginPage() {
  const { t } = useTranslation();
  const notice = readLoginNotice(useLocation().state);
  return (
    <AuthPage title={t('routes.login')} intro={t('auth.login.intro')}>
      {notice === 'invitation-invalid' ? <Alert tone="info">{t('auth.register.invalidLink')}</Alert> : null}
      <Tabs defaultValue="password">
        <TabsList aria-label={t('auth.login.method')}>
          <TabsTrigger value="password" className="flex-1">
            {t('auth.login.byPassword')}
          </TabsTrigger>
          <TabsTrigger value="code" className="flex-1">
            {t('auth.login.byCode')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="password" className="pt-4">
          <PasswordLoginForm />
        </TabsContent>
        <TabsContent value="code" className="pt-4">
          <QuickLoginForm />
        </TabsContent>
      </Tabs>
      <nav aria-label={t('auth.login.help')} className="flex flex-wrap justify-between gap-x-4 gap-y-2">
        <Link to={href.forgotPassword()} className={linkClass}>
          {t('auth.login.forgotPassword')}
        </Link>
        <Link to={href.forgotUsername()} className={linkClass}>
          {t('auth.login.forgotUsername')}
        </Link>
      </nav>
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('auth.login.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <GoogleLoginButton />
    </AuthPage>
  );
}
