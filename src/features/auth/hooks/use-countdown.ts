import { useCallback, useEffect, useState } from 'react';
import { currentInstant } from '@/lib/calendar-day';

/**
 * Seconds left until a moment set with `start(seconds)`. Counted against the clock, so a throttled
 * background tab still shows the right number when it comes back.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const start = useCallback((seconds: number) => {
    setEndsAt(currentInstant().getTime() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - currentInstant().getTime()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  return { secondsLeft, start };
}
