import { useEffect, useState } from 'react';
import { currentInstant } from './calendar-day';

/** The current time, refreshed every `intervalMs`: for "waiting since" labels that keep counting on screen. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => currentInstant().getTime());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(currentInstant().getTime()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
