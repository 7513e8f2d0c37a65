// Paging and sorting as the document describes them: `limit` (default 25), 1-based `page`, `sort` with a
// leading `-` for descending. Every list answer is { data, paging }.
import { marketDay } from './clock';

export interface PageQuery {
  limit?: number;
  page?: number;
}

export interface Page<T> {
  data: T[];
  paging: { page: number; limit: number; total: number; pageCount: number };
}

export function paginate<T>(items: readonly T[], query: PageQuery = {}): Page<T> {
  const limit = query.limit ?? 25;
  const page = query.page ?? 1;
  const start = (page - 1) * limit;
  return {
    data: items.slice(start, start + limit),
    paging: { page, limit, total: items.length, pageCount: Math.ceil(items.length / limit) },
  };
}

/** One page holding every item (for lists the document declares without paging parameters). */
export function singlePage<T>(items: readonly T[]): Page<T> {
  return {
    data: [...items],
    paging: { page: 1, limit: Math.max(1, items.length), total: items.length, pageCount: items.length ? 1 : 0 },
  };
}

function valueAt(item: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((current, key) => (current as Record<string, unknown> | null | undefined)?.[key], item);
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'de');
}

/** Sorts by `field` or `-field` (dot paths allowed); unknown fields keep the order. Ties break by id. */
export function sortBy<T>(items: readonly T[], sort: string | undefined, allowed?: readonly string[]): T[] {
  if (!sort) return [...items];
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  if (allowed && !allowed.includes(field)) return [...items];
  return [...items].sort((a, b) => {
    const result = compare(valueAt(a, field), valueAt(b, field));
    const tie = result === 0 ? compare(valueAt(a, 'id'), valueAt(b, 'id')) : result;
    return descending ? -tie : tie;
  });
}

/** Keeps items whose date field lies in [start, end] (inclusive days, `YYYY-MM-DD`). */
export function withinDays<T>(
  items: readonly T[],
  field: (item: T) => string | null | undefined,
  start?: string,
  end?: string,
): T[] {
  if (!start && !end) return [...items];
  return items.filter((item) => {
    const value = field(item);
    if (!value) return false;
    const day = value.length === 10 ? value : marketDay(value);
    return (!start || day >= start) && (!end || day <= end);
  });
}
