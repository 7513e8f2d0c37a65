// /auth/renew-password for a logged-out visitor. The spec names the route only. Decision: a logged-out visitor
// cannot prove the old password (the renewal on /password-renew needs a session), so this page says that
// the password has to be renewed and offers the recovery e-mail, the same form as "Passwort vergessen".
import { useTranslation } from 'react-i18next';
import { AuthPage, BackToLogin } from '../components/auth-page';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

export default function RenewPasswordLoggedOutPage() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('routes.renewPassword')} intro={t('auth.renewPassword.intro')}>
      <PasswordResetRequestForm />
      <BackToLogin />
    </AuthPage>
  );
}
