import type { FastifyInstance } from 'fastify';
import type { AuditEntity } from '../../domain/audit.ts';
import type { Result } from '../../domain/result.ts';
import { audited, changedFields } from '../audit/audit-trail.server.ts';
import type { Database } from '../db/client.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { notFound, valueOrBadRequest } from '../http/errors.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { turnToFocusedRow } from './focused-page.server.ts';
import { listRows, parseListPage } from './list-query.server.ts';
import { rowCounts } from './row-counts.server.ts';
import { mediaOf, replacedMedia, resolveMediaInput, writeOrRelease, type MediaSpec } from './media-input.server.ts';
import { registerOrderRoute } from './ordering.server.ts';
import { displayOrder, findRow, idParam, withDataUrls, withoutTimestamps, type OrderedTable } from './records.server.ts';
import { openToAll, signedInOnly } from '../http/route-access.server.ts';

type Row<TTable extends OrderedTable> = TTable['$inferSelect'];

/** The writes of one collection; each module keeps its own typed Drizzle calls, on the transaction given. */
export interface CollectionStore<TTable extends OrderedTable, Input> {
  insert(db: Database, values: Input): Promise<Row<TTable>[]>;
  update(db: Database, id: string, values: Input): Promise<Row<TTable>[]>;
  remove(db: Database, id: string): Promise<Row<TTable>[]>;
}

export interface Collection<TTable extends OrderedTable, Input, Field extends string> {
  /** e.g. /api/clients */
  path: string;
  /** What its audit entries are about. */
  auditEntity: AuditEntity;
  table: TTable;
  /** The searchExpressions entry its trigram index is built on. */
  search: string;
  validate(input: unknown): Result<Input>;
  media: readonly MediaSpec<Field>[];
  /** SPEC's success text of a delete. */
  deletedMessage: string;
  /** The public list as pages show it (cached). */
  publicList(): Promise<unknown[]>;
  store: CollectionStore<TTable, Input>;
}

/**
 * The calls of a public collection the admins manage (clients, advertisements): a public list,
 * and signed-in create, update, delete and order, with their media files kept in step.
 */
export function registerCollectionRoutes<TTable extends OrderedTable, Input extends Record<Field, string>, Field extends string>(
  app: FastifyInstance,
  dependencies: ApiDependencies,
  collection: Collection<TTable, Input, Field>,
): void {
  const { context, cache } = dependencies;
  const { path, table, store } = collection;
  const fields = collection.media.map((spec) => spec.field);
  const toEntity = (row: Row<TTable>) => withoutTimestamps(row);

  // The plain list comes from the page cache; a page, a search or a signed-in caller reads the table.
  app.get(path, openToAll, async (request, reply) => {
    const asked = parseListPage(request.query);
    if (!asked && !request.account) return collection.publicList();
    const page = await turnToFocusedRow(context.db, table, collection.search, asked, request.query, reply);
    const rows = await listRows(context.db, table, { orderBy: displayOrder(table), search: collection.search }, page, reply);
    return rows.map(toEntity);
  });

  registerOrderRoute(app, dependencies, `${path}/order`, table, collection.auditEntity);
  const entity = collection.auditEntity;

  app.post(path, { ...signedInOnly, ...withDataUrls }, async (request, reply) => {
    const input = valueOrBadRequest(collection.validate(request.body));
    const media = await resolveMediaInput(context, collection.media, request.body, input);
    const [row] = await writeOrRelease(context, media.stored, () =>
      audited(context, request.account, (tx) => store.insert(tx, { ...input, ...media.values }), ([created]) =>
        created ? { action: 'create', entity, entityId: created.id, fields: changedFields(null, toEntity(created)) } : null,
      ),
    );
    cache.invalidate();
    rowCounts(context.db, table).invalidate();
    return reply.code(201).send(toEntity(row!));
  });

  app.put(`${path}/:id`, { ...signedInOnly, ...withDataUrls }, async (request) => {
    const id = idParam(request);
    const existing = await findRow(context.db, table, id);
    if (!existing) throw notFound();
    const input = valueOrBadRequest(collection.validate(request.body));
    const previous = existing as Row<TTable> & Record<Field, string>;
    const media = await resolveMediaInput(context, collection.media, request.body, input, previous);
    const [row] = await writeOrRelease(context, media.stored, () =>
      audited(context, request.account, (tx) => store.update(tx, id, { ...input, ...media.values }), ([updated]) =>
        updated ? { action: 'update', entity, entityId: id, fields: changedFields(toEntity(existing), toEntity(updated)) } : null,
      ),
    );
    if (!row) {
      // Deleted by someone else meanwhile.
      await releaseMedia(context, media.stored);
      throw notFound();
    }
    await releaseMedia(context, replacedMedia(previous, row as Row<TTable> & Record<Field, string>, fields));
    cache.invalidate();
    rowCounts(context.db, table).invalidate();
    return toEntity(row);
  });

  app.delete(`${path}/:id`, signedInOnly, async (request) => {
    const id = idParam(request);
    const [row] = await audited(context, request.account, (tx) => store.remove(tx, id), ([removed]) =>
      removed ? { action: 'delete', entity, entityId: id } : null,
    );
    if (!row) throw notFound();
    await releaseMedia(context, mediaOf(row as Row<TTable> & Record<Field, string>, fields));
    cache.invalidate();
    rowCounts(context.db, table).invalidate();
    return { message: collection.deletedMessage };
  });
}
