import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useStartGoogleLogin } from '../api/google-login';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.7 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.5 0 20.1 0 24s1 7.5 2.7 10.7l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.5 2.2-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** "Mit Google anmelden": asks the server for Google's consent page and sends the browser there. */
export function GoogleLoginButton() {
  const { t } = useTranslation();
  const start = useStartGoogleLogin();
  return (
    <div className="flex flex-col gap-2">
      {start.isError ? <Alert>{t('auth.google.failed')}</Alert> : null}
      <Button
        variant="secondary"
        className="w-full"
        // Stays busy after success: the browser is on its way to Google.
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        <GoogleMark />
        {t('auth.login.google')}
      </Button>
    </div>
  );
}
