import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CollectionOf } from '../../domain/collection.ts';
import { audited, forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import { searchExpressionOf } from '../db/collection-columns.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { notFound } from '../http/errors.server.ts';
import { accessTo } from './collection-access.server.ts';
import { datedFileName, sendCsv } from './csv.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { eachNewestFirst, listRows, newestFirst, parseListPage, searchText, type NewestFirstTable } from './list-query.server.ts';
import { idParam } from './records.server.ts';
import { rowCounts } from './row-counts.server.ts';

type Row<TTable extends NewestFirstTable> = TTable['$inferSelect'];

/** The server's side of a collection visitors send and staff read (contacts, inquiries). */
export interface SubmissionCollection<TTable extends NewestFirstTable, Entity> {
  definition: CollectionOf<unknown>;
  table: TTable;
  toEntity: (row: Row<TTable>) => Entity;
  csv: { name: string; header: readonly string[]; cells: (row: Row<TTable>) => string[] };
  /** Files a deleted row held, released with it (a resume). */
  filesOf?: (row: Row<TTable>) => string[];
}

/**
 * The staff's calls on received submissions, from the definition: the newest-first list with
 * search and pages, its CSV export, and delete (audited, counts kept, files released).
 * Sending one and its other decisions are the collection's own routes.
 */
export function registerSubmissionRoutes<TTable extends NewestFirstTable, Entity>(
  app: FastifyInstance,
  { context }: ApiDependencies,
  collection: SubmissionCollection<TTable, Entity>,
): void {
  const { db } = context;
  const { definition, table, toEntity, csv } = collection;
  const path = `/api${definition.path}`;
  const search = searchExpressionOf(definition);
  const listShape = { orderBy: newestFirst(table), search };
  // One table of the two at a time: Drizzle's builders are typed per table.
  const anyTable = table as NewestFirstTable;

  app.get(path, accessTo(definition, 'list'), async (request, reply) => {
    const rows = await listRows(db, table, listShape, parseListPage(request.query), reply);
    return (rows as Row<TTable>[]).map(toEntity);
  });

  app.get(`${path}/export.csv`, accessTo(definition, 'list'), async (request, reply) => {
    const query = searchText(request.query);
    // A download of every enquiry is a copy of personal data leaving the site: the trail says who took it.
    await recordAudit(db, signedInAccount(request), { action: 'export', entity: definition.entity, about: query ? `search: ${query}` : 'all' });
    forgetActivityTotals(db);
    const rows = eachNewestFirst(db, table, search, query);
    return sendCsv(reply, datedFileName(csv.name), csv.header, rows, csv.cells);
  });

  app.delete(`${path}/:id`, accessTo(definition, 'delete'), async (request) => {
    const id = idParam(request);
    const [row] = await audited(
      context,
      request.account,
      (tx) => tx.delete(anyTable).where(eq(anyTable.id, id)).returning(),
      ([removed]) => (removed ? { action: 'delete', entity: definition.entity, entityId: id } : null),
    );
    rowCounts(db, table).invalidate();
    if (!row) throw notFound();
    await releaseMedia(context, collection.filesOf?.(row as Row<TTable>) ?? []);
    return { message: definition.messages.deleted };
  });
}
