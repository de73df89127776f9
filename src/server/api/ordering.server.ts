import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditEntity } from '../../domain/audit.ts';
import { limits } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { audited } from '../audit/audit-trail.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { badRequest } from '../http/errors.server.ts';
import type { OrderedTable } from './records.server.ts';
import { rowCounts } from './row-counts.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';

/** `{ids}`: distinct UUIDs, in the new display order. */
function parseOrder(body: unknown): string[] {
  const ids = (body as { ids?: unknown } | null)?.ids;
  if (
    !Array.isArray(ids) ||
    ids.length > limits.maxOrderedItems ||
    !ids.every((id): id is string => typeof id === 'string' && isUuid(id)) ||
    new Set(ids.map((id) => id.toLowerCase())).size !== ids.length
  ) {
    throw badRequest(messages.api.invalidOrder);
  }
  return ids;
}

/**
 * PUT {path} with {ids}: the listed rows take positions 0, 1, 2, ... in that order; rows the call
 * does not list follow them in their previous order; unknown ids are ignored.
 */
export function registerOrderRoute(
  app: FastifyInstance,
  { context, cache }: ApiDependencies,
  path: string,
  table: OrderedTable,
  entity: AuditEntity,
): void {
  app.put(path, signedInOnly, async (request) => {
    const ids = parseOrder(request.body);
    await audited(context, request.account, async (tx) => {
      if (ids.length === 0) return;
      const listed = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
      await tx.execute(sql`
        UPDATE ${table} SET position = ${ids.length} + rest.rank
        FROM (
          SELECT id, row_number() OVER (ORDER BY position, created_at, id) - 1 AS rank
          FROM ${table} WHERE id NOT IN (${listed})
        ) AS rest
        WHERE ${table}.id = rest.id`);
      const positions = sql.join(ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`), sql`, `);
      await tx.execute(sql`
        UPDATE ${table} SET position = placed.position
        FROM (VALUES ${positions}) AS placed(id, position)
        WHERE ${table}.id = placed.id`);
    }, () => (ids.length ? { action: 'reorder', entity, fields: ['position'] } : null));
    cache.invalidate();
    rowCounts(context.db, table).invalidate();
    return { message: messages.api.orderSaved };
  });
}
