/**
 * CSV text as the site writes it, for the server's exports and the admin's downloads alike:
 * every cell quoted and defused against spreadsheet formulas. Plain functions, no I/O.
 */

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
// A spreadsheet whose list separator is `;` (or that splits on tabs or commas when it opens a
// file by guessing) starts a new cell after one of these, quoted or not: what follows it may
// be a formula too.
const FORMULA_AFTER_SEPARATOR = /([,;\t|]\s*)(?=[=+\-@])/g;

/**
 * One cell: defused against formulas (a `'` before a formula's first character, at the start and
 * after any separator), then always quoted, as RFC 4180 allows, so no program reads a separator
 * inside it as the end of the cell.
 */
export function csvCell(value: string): string {
  const safe = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return `"${safe.replaceAll('"', '""')}"`;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The byte order mark a CSV file starts with, so spreadsheet programs read it as UTF-8 and show
 * Malayalam and other non-Latin names correctly.
 */
export const CSV_BOM = '\uFEFF';

/** A whole CSV file: the mark, a header row, then one line per row. */
export const csvText = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
