import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

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
 * Streams a CSV download: a header row, then one line per record. It starts with a UTF-8 byte
 * order mark so spreadsheet programs show Malayalam and other non-Latin names correctly.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  records: AsyncIterable<T>,
  toCells: (record: T) => string[],
): FastifyReply {
  async function* lines() {
    yield `\uFEFF${csvLine(header)}`;
    for await (const record of records) yield csvLine(toCells(record));
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** e.g. contacts-2026-11-22.csv */
export const datedFileName = (base: string, now = new Date()) => `${base}-${now.toISOString().slice(0, 10)}.csv`;
