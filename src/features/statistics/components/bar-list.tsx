export interface BarRow {
  id: string;
  label: string;
  value: number;
  /** The provider's own row among its rivals. */
  highlight?: boolean;
}

interface BarListProps {
  rows: readonly BarRow[];
  formatValue: (value: number) => string;
}

/**
 * Horizontal bars in HTML: they grow from the start edge, so a right-to-left language mirrors them without code.
 * Hidden from screen readers: the table beside it holds the same figures.
 */
export function BarList({ rows, formatValue }: BarListProps) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <div className="grid gap-2" aria-hidden="true" data-testid="bar-list">
      {rows.map((row) => (
        <div key={row.id} className="grid grid-cols-[minmax(6rem,12rem)_1fr_auto] items-center gap-3 text-sm">
          <span className={row.highlight ? 'truncate font-semibold' : 'truncate'}>{row.label}</span>
          <span className="h-3 rounded-full bg-background">
            <span
              className={`block h-3 rounded-full ${row.highlight ? 'bg-brand-600' : 'bg-sky-700'}`}
              style={{ width: `${(row.value / max) * 100}%` }}
            />
          </span>
          <span className="tabular-nums">{formatValue(row.value)}</span>
        </div>
      ))}
    </div>
  );
}
