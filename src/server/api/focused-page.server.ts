import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { isUuid } from '../db/uuid.server.ts';
import type { Database } from '../db/client.server.ts';
import { searchFilter, type ListPage } from './list-query.server.ts';
import { displayOrderKey, type OrderedTable } from './records.server.ts';

/**
 * Where row `id` stands in an ordered list filtered by `q`: how many matching rows come before
 * it, or null when it is not among them (another search, or deleted meanwhile).
 */
export async function rowIndex(db: Database, table: OrderedTable, search: string, q: string, id: string): Promise<number | null> {
  const filter = searchFilter(search, q);
  const [found] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), filter)).limit(1);
  if (!found) return null;
  const key = sql.join([...displayOrderKey(table)], sql`, `);
  // Inside the sub-select the same column names mean the row asked about.
  const [before] = await db
    .select({ value: count() })
    .from(table)
    .where(and(filter, sql`(${key}) < (SELECT ${key} FROM ${table} WHERE ${table.id} = ${id})`));
  return before?.value ?? 0;
}

/**
 * `?focus={id}` on a paged admin list: answer the page that holds that row instead of the page
 * at `offset`, and say which it is in `X-Offset`. After a save the admin sees the saved row
 * wherever the display order put it. A row that is not in the list leaves the page as asked.
 */
export async function turnToFocusedRow(
  db: Database,
  table: OrderedTable,
  search: string,
  page: ListPage | null,
  query: unknown,
  reply: FastifyReply,
): Promise<ListPage | null> {
  const focus = (query as { focus?: unknown } | null)?.focus;
  if (!page || typeof focus !== 'string' || !isUuid(focus)) return page;
  const index = await rowIndex(db, table, search, page.q, focus);
  if (index === null) return page;
  const offset = Math.floor(index / page.limit) * page.limit;
  reply.header('x-offset', String(offset));
  return { ...page, offset };
}
