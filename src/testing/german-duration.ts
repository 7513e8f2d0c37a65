/**
 * A duration as a German page should word it, by the portal's rule (docs/dates.md "Durations"), written out here
 * independently of `src/lib/duration.ts` so a route test checks the rule, not the formatter against itself:
 * whole minutes under an hour (at least 1 for any time above 0), hours and minutes under a day, then days and
 * hours. Short: "6 Std. 58 Min."; long: "6 Stunden 58 Minuten".
 */
export function germanDuration(seconds: number, style: 'short' | 'long' = 'short'): string {
  const words = {
    short: { minute: ['Min.', 'Min.'], hour: ['Std.', 'Std.'], day: ['Tag', 'Tage'] },
    long: { minute: ['Minute', 'Minuten'], hour: ['Stunde', 'Stunden'], day: ['Tag', 'Tage'] },
  }[style];
  const part = (value: number, unit: keyof typeof words) => `${value} ${words[unit][value === 1 ? 0 : 1]}`;
  const both = (first: string, value: number, unit: keyof typeof words) =>
    value === 0 ? first : `${first} ${part(value, unit)}`;
  const minutes = seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;
  if (minutes < 60) return part(minutes, 'minute');
  if (minutes < 24 * 60) return both(part(Math.floor(minutes / 60), 'hour'), minutes % 60, 'minute');
  const hours = Math.round(seconds / 3600);
  return both(part(Math.floor(hours / 24), 'day'), hours % 24, 'hour');
}
