import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine } from '../../domain/csv.ts';

/**
 * Streams a CSV download: a header row, then one line per record. It starts with a UTF-8 byte
 * order mark (CSV_BOM); cells are written as src/domain/csv.ts writes them.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  records: AsyncIterable<T>,
  toCells: (record: T) => string[],
): FastifyReply {
  async function* lines() {
    yield `${CSV_BOM}${csvLine(header)}`;
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
