// /auth/login (spec point 2): password or one-time code, Google, and the recovery links. After any login the
// guard (RequireAnonymous) leaves the page for `redirectUrl` when it is a path of this site, else for `/`.
// Pending payments of the login answer change nothing here (the brief keeps the redirectUrl rule).
// The username is the page's, not a form's: switching between password and one-time code keeps it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { href } from '@/config/paths';
import type { TextKey } from '@/i18n/text-keys';
import { AuthPage } from '../components/auth-page';
import { GoogleLoginButton } from '../components/google-login-button';
import { PasswordLoginForm } from '../components/password-login-form';
import { QuickLoginForm } from '../components/quick-login-form';
import { type LoginNotice, readLoginNotice } from '../lib/login-notice';
import { clearSessionExpiredAnnouncement, sessionExpiredAnnounced } from '@/lib/session-expired-notice';

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-4 hover:underline';

/** What the page may say on arrival: why another auth page sent the visitor, or that the session expired. */
type Notice = LoginNotice | 'session-expired';

const NOTICE_TEXT: Record<Notice, TextKey> = {
  'invitation-invalid': 'auth.register.invalidLink',
  'session-expired': 'auth.login.sessionExpired',
};

/**
 * Why the visitor was sent here: router state (an unusable invitation link), or a session that expired (announced
 * by the API client after a 401), which is said once: read at the first render, then cleared.
 */
function useLoginNotice(): Notice | null {
  const location = useLocation();
  const [notice] = useState<Notice | null>(
    () => readLoginNotice(location.state) ?? (sessionExpiredAnnounced() ? 'session-expired' : null),
  );
  useEffect(() => clearSessionExpiredAnnouncement(), []);
  return notice;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const notice = useLoginNotice();
  const [username, setUsername] = useState('');
  return (
    <AuthPage title={t('routes.login')} intro={t('auth.login.intro')}>
      {notice ? <Alert tone="info">{t(NOTICE_TEXT[notice])}</Alert> : null}
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
          <PasswordLoginForm username={username} onUsernameChange={setUsername} />
        </TabsContent>
        <TabsContent value="code" className="pt-4">
          <QuickLoginForm username={username} onUsernameChange={setUsername} />
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
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.login.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleLoginButton />
    </AuthPage>
  );
}
