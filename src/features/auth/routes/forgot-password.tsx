// /auth/forgot-password and /password-reset: request the recovery e-mail (spec point 2).
import { useTranslation } from 'react-i18next';
import { AuthPage, BackToLogin } from '../components/auth-page';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('routes.forgotPassword')} intro={t('auth.forgotPassword.intro')}>
      <PasswordResetRequestForm />
      <BackToLogin />
    </AuthPage>
  );
}
