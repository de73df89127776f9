import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountUser } from '../../domain/account.ts';
import type { AuditAction } from '../../domain/audit.ts';
import type { CollectionOf } from '../../domain/collection.ts';
import {
  bulkBody,
  INBOX_STATUSES,
  isInboxStatus,
  noteBody,
  replyBody,
  type InboxKind,
  type InboxStatus,
  type InboxThread,
  type StatusCounts,
} from '../../domain/inbox.ts';
import { messages } from '../../domain/messages.ts';
import { audited, forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import { searchExpressionOf } from '../db/collection-columns.server.ts';
import { inboxNotes } from '../db/schema.server.ts';
import { badRequest, HttpError, notFound } from '../http/errors.server.ts';
import { visitorMail, type MailedRecord } from '../mail/visitor-mail.server.ts';
import { accessTo } from './collection-access.server.ts';
import { datedFileName, sendCsv } from './csv.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { attemptVisitorMail, forgetFailedReplies, recordLink, storeVisitorMail, threadOf, toNote, type VisitorMailSent } from './inbox-thread.server.ts';
import { moveToTrash, restoreFromTrash } from './inbox-trash.server.ts';
import { eachNewestFirst, listRows, newestFirst, parseListPage, searchFilter, searchText, type NewestFirstTable } from './list-query.server.ts';
import { idParam } from './records.server.ts';
import { rowCounts } from './row-counts.server.ts';

type Row<TTable extends NewestFirstTable> = TTable['$inferSelect'];

/** The server's side of a collection visitors send and staff work in the inbox (contacts, inquiries). */
export interface SubmissionCollection<TTable extends NewestFirstTable, Entity> {
  kind: InboxKind;
  definition: CollectionOf<unknown>;
  table: TTable;
  toEntity: (row: Row<TTable>) => Entity;
  csv: { name: string; header: readonly string[]; cells: (row: Row<TTable>) => string[] };
  /** What a mail to the visitor needs of a row. */
  mailed: (row: Row<TTable>) => MailedRecord;
  /** The mails prefilled for a row, in its visitor's language, knowing what was sent already. */
  drafts: (row: Row<TTable>, thread: Omit<InboxThread, 'drafts'>) => InboxThread['drafts'];
  /** What sending a reply changes on the row beside its read time (an enquiry becomes Replied). */
  replied?: Partial<Row<TTable>>;
}

/**
 * The staff's calls on received submissions, from the definition: the newest-first list with
 * search, status filter and pages, its counts per status, its CSV export; one record with its
 * replies, notes and history; a reply mailed to the visitor; notes; read marks; delete with its
 * undo, and the same changes to several records at once. Sending one and its status changes are
 * the collection's own routes.
 */
export function registerSubmissionRoutes<TTable extends NewestFirstTable, Entity>(
  app: FastifyInstance,
  { context }: ApiDependencies,
  collection: SubmissionCollection<TTable, Entity>,
) {
  const { db } = context;
  const { kind, definition, table, toEntity, csv } = collection;
  const path = `/api${definition.path}`;
  const search = searchExpressionOf(definition);
  const listShape = { orderBy: newestFirst(table), search };
  // One table of the two at a time: Drizzle's builders are typed per table.
  const anyTable = table as NewestFirstTable;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // A change to records or their mails: the lists' and the dashboard's kept counts count again.
  const changed = () => {
    rowCounts(db, table).invalidate();
    forgetFailedReplies(db);
  };

  const findRow = async (id: string): Promise<Row<TTable>> => {
    const [row] = await db.select().from(anyTable).where(eq(anyTable.id, id)).limit(1);
    if (!row) throw notFound();
    return row as Row<TTable>;
  };
  // Drafts and mails use the texts as last published, in any process.
  const withThread = async (row: Row<TTable>) => {
    const [thread] = await Promise.all([threadOf(db, kind, row.id), context.content.caughtUp()]);
    return { ...toEntity(row), ...thread, drafts: collection.drafts(row, thread) };
  };

  /** `?status=`: one of the kind's statuses, or none. */
  const statusFilter = (request: FastifyRequest) => {
    const status = (request.query as { status?: unknown }).status;
    if (status === undefined || status === '') return undefined;
    if (!isInboxStatus(kind, status)) throw badRequest(messages.inbox.invalidStatusFilter, { field: 'status' });
    return { key: `status=${status}`, where: eq(anyTable.status, status as never) };
  };

  app.get(path, accessTo(definition, 'list'), async (request, reply) => {
    const rows = await listRows(db, table, listShape, parseListPage(request.query), reply, statusFilter(request));
    return (rows as Row<TTable>[]).map(toEntity);
  });

  app.get(`${path}/counts`, accessTo(definition, 'list'), async (request): Promise<StatusCounts<InboxStatus>> => {
    const rows = await db
      .select({ status: anyTable.status, value: count() })
      .from(anyTable)
      .where(searchFilter(search, searchText(request.query)))
      .groupBy(anyTable.status);
    const counts = Object.fromEntries(INBOX_STATUSES[kind].map((status) => [status, 0])) as Record<InboxStatus, number>;
    for (const { status, value } of rows) if (isInboxStatus(kind, status)) counts[status] = value;
    return { ...counts, all: rows.reduce((sum, { value }) => sum + value, 0) };
  });

  app.get(`${path}/export.csv`, accessTo(definition, 'list'), async (request, reply) => {
    const query = searchText(request.query);
    // A download of every enquiry is a copy of personal data leaving the site: the trail says who took it.
    await recordAudit(db, signedInAccount(request), { action: 'export', entity: definition.entity, about: query ? `search: ${query}` : 'all' });
    forgetActivityTotals(db);
    const rows = eachNewestFirst(db, table, search, query);
    return sendCsv(reply, datedFileName(csv.name), csv.header, rows, csv.cells);
  });

  app.get(`${path}/:id`, accessTo(definition, 'list'), async (request) => withThread(await findRow(idParam(request))));

  typed.post(`${path}/:id/replies`, { ...accessTo(definition, 'update'), schema: { body: replyBody } }, async (request, reply) => {
    const id = idParam(request);
    const actor = signedInAccount(request);
    const [row] = await Promise.all([findRow(id), context.content.caughtUp()]);
    const sent: VisitorMailSent = { kind: 'reply', message: request.body.message, mail: visitorMail(context, collection.mailed(row), request.body.message) };
    const error = await attemptVisitorMail(context, kind, id, sent.mail);
    const replied = await audited(
      context,
      actor,
      async (tx) => {
        await storeVisitorMail(tx, actor, kind, id, sent, error);
        if (error) return null;
        const [updated] = await tx
          .update(anyTable)
          .set({ ...collection.replied, readAt: sql`coalesce(${anyTable.readAt}, now())` } as never)
          .where(eq(anyTable.id, id))
          .returning();
        return updated as Row<TTable>;
      },
      (updated) => (updated ? { action: 'reply', entity: kind, entityId: id, fields: collection.replied ? Object.keys(collection.replied) : [] } : null),
    );
    changed();
    if (error) throw new HttpError(502, messages.inbox.replyFailed);
    if (!replied) throw notFound();
    return reply.code(201).send(await withThread(replied));
  });

  typed.post(`${path}/:id/notes`, { ...accessTo(definition, 'update'), schema: { body: noteBody } }, async (request, reply) => {
    const id = idParam(request);
    const actor = signedInAccount(request);
    await findRow(id);
    const [note] = await audited(
      context,
      actor,
      (tx) => tx.insert(inboxNotes).values({ ...recordLink(kind, id), text: request.body.text, accountId: actor.id, accountEmail: actor.email }).returning(),
      () => ({ action: 'note', entity: kind, entityId: id }),
    );
    return reply.code(201).send(toNote(note!));
  });

  /** Marks read or unread (the first reading time is kept); null when there is no such record. */
  const markRead = (actor: AccountUser | null, ids: string[], read: boolean) =>
    audited(
      context,
      actor,
      (tx) =>
        tx
          .update(anyTable)
          .set({ readAt: read ? sql`coalesce(${anyTable.readAt}, now())` : null })
          .where(inArray(anyTable.id, ids))
          .returning(),
      (rows) => rows.map((row) => ({ action: (read ? 'mark-read' : 'mark-unread') as AuditAction, entity: kind, entityId: row.id, fields: ['readAt'] })),
    );

  /**
   * Moves the rows not yet in `status` to it (the caller checked it is one of the kind's), marking
   * them read. Rows already there are left alone, so two people deciding at once decide once.
   */
  const setStatus = (actor: AccountUser | null, ids: string[], status: InboxStatus, action: AuditAction) =>
    audited(
      context,
      actor,
      (tx) =>
        tx
          .update(anyTable)
          .set({ status, readAt: sql`coalesce(${anyTable.readAt}, now())`, ...('updatedAt' in anyTable ? { updatedAt: new Date() } : {}) } as never)
          .where(and(inArray(anyTable.id, ids), ne(anyTable.status, status as never)))
          .returning(),
      (rows) => rows.map((row) => ({ action, entity: kind, entityId: row.id, fields: ['status'] })),
    );

  const remove = (actor: AccountUser | null, ids: string[]) =>
    audited(
      context,
      actor,
      (tx) => moveToTrash(tx, kind, ids),
      (removed) => removed.map((id) => ({ action: 'delete' as const, entity: kind, entityId: id })),
    );

  app.delete(`${path}/:id`, accessTo(definition, 'delete'), async (request) => {
    const removed = await remove(request.account, [idParam(request)]);
    changed();
    if (removed.length === 0) throw notFound();
    return { message: definition.messages.deleted };
  });

  app.post(`${path}/:id/restore`, accessTo(definition, 'delete'), async (request) => {
    const id = idParam(request);
    const restored = await audited(
      context,
      request.account,
      (tx) => restoreFromTrash(tx, kind, id),
      (done) => (done ? { action: 'undo-delete', entity: kind, entityId: id } : null),
    );
    changed();
    if (!restored) throw new HttpError(410, messages.inbox.undoExpired);
    return toEntity(await findRow(id));
  });

  typed.post(`${path}/bulk`, { ...accessTo(definition, 'update'), schema: { body: bulkBody } }, async (request) => {
    const { action } = request.body;
    const ids = [...new Set(request.body.ids)];
    const actor = request.account;
    let done: number;
    if (action === 'delete') done = (await remove(actor, ids)).length;
    else if (action === 'close') {
      if (kind !== 'contact') throw badRequest(messages.inbox.invalidBulk, { field: 'action' });
      done = (await setStatus(actor, ids, 'Closed', 'close')).length;
    } else done = (await markRead(actor, ids, action === 'read')).length;
    changed();
    return { changed: done };
  });

  return {
    findRow,
    /** Marks one record read or unread (the first reading time is kept); 404 when there is none. */
    async markOneRead(actor: AccountUser | null, id: string, read: boolean): Promise<Row<TTable>> {
      const [row] = await markRead(actor, [id], read);
      changed();
      if (!row) throw notFound();
      return row as Row<TTable>;
    },
    /**
     * Moves one record to a status (audited as `action`), marking it read; null when it already
     * has that status, 404 when there is no such record.
     */
    async setOneStatus(actor: AccountUser | null, id: string, status: InboxStatus, action: AuditAction): Promise<Row<TTable> | null> {
      const [row] = await setStatus(actor, [id], status, action);
      changed();
      if (row) return row as Row<TTable>;
      await findRow(id);
      return null;
    },
  };
}
