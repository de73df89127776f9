import { and, asc, count, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import type { Database } from '../db/client.server.ts';
import type { contactSubmissions, internshipInquiries } from '../db/schema.server.ts';
import { badRequest } from '../http/errors.server.ts';
import { ALL_ROWS, rowCounts } from './row-counts.server.ts';

/** What `?limit=&offset=&q=` asks of an admin list. */
export interface ListPage {
  limit: number;
  offset: number;
  q: string;
}

const PAGING_KEYS = ['limit', 'offset', 'q'] as const;

function wholeNumber(value: unknown, fallback: number): number | null {
  if (value === undefined || value === '') return fallback;
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** What a list call that names no page gets where a whole list would be too long (logs, trails). */
export const FIRST_PAGE: ListPage = { limit: limits.listPage.defaultLimit, offset: 0, q: '' };

/** null when the call names none of limit, offset and q: then the whole list is returned (docs/product.md#http-api). */
export function parseListPage(query: unknown): ListPage | null {
  const params = (query ?? {}) as Record<string, unknown>;
  if (!PAGING_KEYS.some((key) => params[key] !== undefined)) return null;
  const limit = wholeNumber(params.limit, limits.listPage.defaultLimit);
  const offset = wholeNumber(params.offset, 0);
  if (limit === null || offset === null || limit < 1 || limit > limits.listPage.maxLimit) {
    throw badRequest(messages.api.invalidPaging);
  }
  return { limit, offset, q: searchText(params) };
}

/** The `q` of a list or export call: trimmed and bounded; '' matches everything. */
export function searchText(query: unknown): string {
  const q = (query as { q?: unknown } | null)?.q;
  return typeof q === 'string' ? q.trim().slice(0, limits.listPage.maxQueryLength) : '';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Case-insensitive substring filter on one of schema.server.ts's searchExpressions: the same
 * expression the trigram index is built on, so the planner can use the index.
 */
export function searchFilter(expression: string, q: string): SQL | undefined {
  return q ? sql`${sql.raw(expression)} ILIKE ${`%${escapeLike(q)}%`}` : undefined;
}

export interface ListShape {
  orderBy: (PgColumn | SQL)[];
  search: string;
}

/** The rows of a list in its order, filtered by `where`; exported so a test can check its plan. */
export const listQuery = (db: Database, table: PgTable, shape: ListShape, where: SQL | undefined) =>
  db.select().from(table).where(where).orderBy(...shape.orderBy).$dynamic();

/** A list narrowed beyond its search (an inbox status): the condition, and its name in the kept counts. */
export interface ListFilter {
  key: string;
  where: SQL;
}

/**
 * An admin list: everything in order without paging; otherwise the requested page of the rows
 * matching q, with the number of all matching rows in the X-Total-Count header.
 */
export async function listRows<TTable extends PgTable>(
  db: Database,
  table: TTable,
  shape: ListShape,
  page: ListPage | null,
  reply: FastifyReply,
  filter?: ListFilter,
): Promise<TTable['$inferSelect'][]> {
  const where = and(filter?.where, page ? searchFilter(shape.search, page.q) : undefined);
  const query = listQuery(db, table, shape, where);
  if (!page) return (await query) as TTable['$inferSelect'][];
  const rows = await query.limit(page.limit).offset(page.offset);
  const countRows = async () => {
    const [counted] = await db.select({ value: count() }).from(table as PgTable).where(where);
    return counted?.value ?? 0;
  };
  // Only a signed-in caller's searches are kept: an anonymous caller could send a new one each time.
  const keepCount = !page.q || reply.request.account !== null;
  const countKey = [filter?.key, page.q ? `q=${page.q}` : ''].filter(Boolean).join('&') || ALL_ROWS;
  const total = keepCount ? await rowCounts(db, table).get(countKey, countRows) : await countRows();
  reply.header('x-total-count', String(total));
  return rows as TTable['$inferSelect'][];
}

/** Tables listed newest first: (created_at DESC, id), the order of their index. */
export type NewestFirstTable = typeof contactSubmissions | typeof internshipInquiries;

// NULLS LAST as in the index (created_at is never null, but the planner matches the index only
// when the null ordering is the same).
export const newestFirst = (table: NewestFirstTable) => [sql`${table.createdAt} DESC NULLS LAST`, asc(table.id)];

/**
 * Every row of a newest-first table matching q, read in batches so an export never holds the
 * whole table. Each batch continues after the last row of the previous one (keyset), so it
 * starts from the index instead of skipping all rows before it. The cursor is the timestamp as
 * text, which keeps PostgreSQL's microseconds that a JavaScript Date would lose.
 */
export async function* eachNewestFirst<TTable extends NewestFirstTable>(
  db: Database,
  table: TTable,
  search: string,
  q: string,
  batchSize = 1000,
): AsyncGenerator<TTable['$inferSelect']> {
  const filter = searchFilter(search, q);
  let cursor: { createdAt: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? // The first condition bounds the index scan; the second skips the rows already sent.
        sql`${table.createdAt} <= ${cursor.createdAt}::timestamptz AND (${table.createdAt} < ${cursor.createdAt}::timestamptz OR ${table.id} > ${cursor.id}::uuid)`
      : undefined;
    const rows = await db
      .select({ row: getTableColumns(table as NewestFirstTable), cursor: sql<string>`${table.createdAt}::text` })
      .from(table as NewestFirstTable)
      .where(and(filter, after))
      .orderBy(...newestFirst(table))
      .limit(batchSize);
    for (const { row } of rows) yield row as TTable['$inferSelect'];
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    cursor = { createdAt: last.cursor, id: last.row.id };
  }
}
