// CSV as RFC 4180 has it (quoted where needed, CRLF between records), for downloads that open in
// spreadsheets. Text that a spreadsheet would run as a formula is kept as text.

const NEEDS_QUOTES = /[",\r\n]/;
// A cell starting with one of these is a formula in Excel, LibreOffice and Google Sheets.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** One cell: empty for null, JSON for objects, formulas defused with a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row. */
export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
