import { useCallback, useState } from 'react';
import { useCountdown } from './use-countdown';

export interface LoginLock {
  /** The server reported a lock and its wait has not run out: the login button stays disabled. */
  active: boolean;
  /** A reported lock has run out (the page says the user may try again). */
  over: boolean;
  secondsLeft: number;
  /** Starts the countdown of a lock the server reported. */
  lock: (seconds: number) => void;
  /** Forgets a lock that ran out (a new submit starts afresh). */
  clear: () => void;
}

/** The countdown of a login lock (429 LOGIN_THROTTLED with Retry-After) on one login form. */
export function useLoginLock(): LoginLock {
  const countdown = useCountdown();
  const [reported, setReported] = useState(false);
  const { start } = countdown;
  const lock = useCallback(
    (seconds: number) => {
      setReported(true);
      start(seconds);
    },
    [start],
  );
  const clear = useCallback(() => setReported(false), []);
  const active = reported && countdown.secondsLeft > 0;
  return { active, over: reported && !active, secondsLeft: countdown.secondsLeft, lock, clear };
}

/** `4:59` for 299 seconds: minutes and two-digit seconds, as the lock message shows them. */
export function formatLockTime(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
