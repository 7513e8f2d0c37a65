// Day arithmetic the area's seeds share.

/** The instant of a day at an hour and minute (UTC). */
export function at(day: Date, hour: number, minute = 0): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
}

/** The first day of a date's month, or of a month `monthsAhead` from it. */
export function firstOfMonth(date: Date, monthsAhead = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsAhead, 1));
}
