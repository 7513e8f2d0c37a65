import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatLockTime, type LoginLock } from '../hooks/use-login-lock';

/**
 * The login lock's message (docs/security.md, "Login throttling and account enumeration"): a countdown while the
 * username is locked, then that the user may try again. It sits in a live region, so a screen reader hears the
 * lock, its time and its end without moving the focus.
 */
export function LoginLockNotice({ lock, id }: { lock: LoginLock; id: string }) {
  const { t } = useTranslation();
  if (!lock.active && !lock.over) return null;
  return (
    <Alert id={id} tone={lock.active ? 'danger' : 'info'} role="status" aria-live="polite" aria-atomic="true">
      <span className="tabular-nums">
        {lock.active ? t('auth.lock.wait', { time: formatLockTime(lock.secondsLeft) }) : t('auth.lock.over')}
      </span>
    </Alert>
  );
}
