import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { isUuid } from '../db/uuid.server.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, clients, staffMembers } from '../db/schema.server.ts';
import { notFound } from '../http/errors.server.ts';

/** Route options of create and update calls whose body may carry files as data URLs. */
export const withDataUrls = { bodyLimit: limits.jsonBodyWithDataUrlsBytes } as const;

/**
 * The `{id}` of the URL. Ids are UUIDs; anything else cannot name a record, so it answers the
 * same 404 as an unknown id instead of reaching the database.
 */
export function idParam(request: FastifyRequest, notFoundMessage: string = messages.http.notFound): string {
  const id = (request.params as { id?: unknown }).id;
  if (typeof id !== 'string' || !isUuid(id)) throw notFound(notFoundMessage);
  return id;
}

/** Tables whose rows the admins place in an explicit display order. */
export type OrderedTable = typeof staffMembers | typeof clients | typeof advertisements;

/** The columns of the display order: position, then the older first; the id makes pages stable. */
export const displayOrderKey = (table: OrderedTable) => [table.position, table.createdAt, table.id] as const;

export const displayOrder = (table: OrderedTable) => displayOrderKey(table).map((column) => asc(column));

/** A new row goes to the end of the display order, or to its top where the newest matter most (advertisements). */
export const nextPosition = (table: OrderedTable, place: 'last' | 'first' = 'last'): SQL<number> =>
  place === 'first'
    ? sql<number>`(SELECT coalesce(min(position), 1) - 1 FROM ${table})`
    : sql<number>`(SELECT coalesce(max(position), -1) + 1 FROM ${table})`;

export async function findRow<TTable extends OrderedTable>(
  db: Database,
  table: TTable,
  id: string,
): Promise<TTable['$inferSelect'] | null> {
  const [row] = await db.select().from(table as OrderedTable).where(eq(table.id, id)).limit(1);
  return (row as TTable['$inferSelect'] | undefined) ?? null;
}

/** Entities as the API shows them: the bookkeeping timestamps stay inside. */
export function asEntity<T extends { createdAt: Date; updatedAt: Date }>(row: T): Omit<T, 'createdAt' | 'updatedAt'> {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...entity } = row;
  return entity;
}
