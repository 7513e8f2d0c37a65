// The rules of a custom range of calendar days (`YYYY-MM-DD`), shared by the forms that take one: the inbox's
// window and the statistics' period. Each page brings its own longest range; the rest is one rule everywhere.

/** What can be wrong with a field of a range. */
export type DateRangeProblem = 'required' | 'order' | 'future' | 'tooLong';

/**
 * The problems of a range, by field: "Von" is missing or makes the range too long; "Bis" is missing, lies before
 * "Von" or after today. An empty object is a valid range.
 */
export interface DateRangeProblems {
  from?: 'required' | 'tooLong';
  to?: 'required' | 'order' | 'future';
}

/** A calendar day written as `YYYY-MM-DD` (what a date field gives; an unfinished input gives ''). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks a range: both days given, the end not before the start and not after `today`, and not longer than
 * `tooLong` allows (asked only of a range that passes the rest). Days compare as text: `YYYY-MM-DD` sorts by date.
 */
export function dateRangeProblems(
  range: { from: string | null; to: string | null },
  today: string,
  tooLong: (from: string, to: string) => boolean,
): DateRangeProblems {
  const from = range.from && DAY.test(range.from) ? range.from : null;
  const to = range.to && DAY.test(range.to) ? range.to : null;
  const problems: DateRangeProblems = {};
  if (!from) problems.from = 'required';
  if (!to) problems.to = 'required';
  else if (from && to < from) problems.to = 'order';
  else if (to > today) problems.to = 'future';
  if (from && to && !problems.to && tooLong(from, to)) problems.from = 'tooLong';
  return problems;
}

/** True when the range has no problem. */
export function isValidDateRange(problems: DateRangeProblems): boolean {
  return problems.from === undefined && problems.to === undefined;
}
