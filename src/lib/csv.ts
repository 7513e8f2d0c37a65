// The one CSV writer (issue 41.8): the inbox and the statistics tables download what German Excel opens right —
// semicolons between fields, UTF-8 with a byte order mark, CRLF line ends, and a field quoted (RFC 4180) when it
// holds a semicolon, a quote or a line break. A cell that a spreadsheet would read as a formula (starting with
// `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so a couple's name cannot run code on the
// vendor's computer (CSV/formula injection, OWASP).

/** A cell: text, a number, or nothing (an empty field). */
export type CsvCell = string | number | null | undefined;

export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';
/** The byte order mark: Excel reads the file as UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** One field as written: neutralised when it would start a formula, quoted when needed. */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  let text = typeof cell === 'number' ? String(cell) : cell;
  // A negative number is a number, not a formula: only text is neutralised.
  if (typeof cell === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the BOM, the header line, a line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(CSV_SEPARATOR));
  return CSV_BOM + lines.map((line) => line + CSV_LINE_END).join('');
}
