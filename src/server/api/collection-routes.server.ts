import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrashKind } from '../../domain/audit.ts';
import { recordName, shownChanges } from '../../domain/audit-changes.ts';
import { mediaFieldsOf, type CollectionOf } from '../../domain/collection.ts';
import { messages } from '../../domain/messages.ts';
import { localizeRow } from '../../domain/i18n/row-translation.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import { audited, changedFields } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { isUniqueViolation } from '../db/errors.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { conflict, HttpError, notFound } from '../http/errors.server.ts';
import { languageParam } from '../http/language-param.server.ts';
import { accessTo, bodyOf } from './collection-access.server.ts';
import type { ApiDependencies } from './dependencies.server.ts';
import { turnToFocusedRow } from './focused-page.server.ts';
import { listRows, parseListPage } from './list-query.server.ts';
import { mediaOf, replacedMedia, resolveMediaInput, writeOrRelease, type MediaSpec } from './media-input.server.ts';
import { moveToTrash, restoreFromTrash } from './inbox-trash.server.ts';
import { registerOrderRoute } from './ordering.server.ts';
import { asEntity, displayOrder, findRow, idParam, nextPosition, withDataUrls, type OrderedTable } from './records.server.ts';
import { rowCounts } from './row-counts.server.ts';
import { searchExpressionOf } from '../db/collection-columns.server.ts';
import { keptJsonBody, sendKeptJson } from '../http/kept-json.server.ts';
import { rowSubject, translatedCollections } from '../translations/translated-subjects.server.ts';
import { registerSubjectTranslationRoutes } from '../translations/translation-routes.server.ts';
import { readPublishedByRecord } from '../translations/translation-store.server.ts';

type Row = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };
type Columns = Record<string, unknown>;

/** A create (existing null) or update the hooks look at. */
export interface ServerWrite<Input> {
  id: string;
  input: Input;
  existing: Row | null;
}

/** What a server hook adds to a write: columns only the server sets, and the files it stored for them. */
export interface ServerColumns {
  columns: Columns;
  /** Released again when the write fails, or when they replace nothing (same file as before). */
  stored: string[];
}

/**
 * The server's side of a collection the admins manage in display order (staff, clients,
 * advertisements): its table and the hooks a definition shared with the browser cannot hold.
 */
export interface ManagedCollection<Input extends Columns> {
  definition: CollectionOf<Input>;
  table: OrderedTable;
  /** What anonymous callers get from GET {path} without a page, or always with publicFields (cached), in a language. */
  publicList: (language: LanguageCode) => Promise<unknown[]>;
  /** The English public list while the cache trusts it, without reading: answered before Fastify (kept-answer-lane). */
  keptPublicList: () => readonly unknown[] | undefined;
  /** The 404 text when an id names nothing. */
  notFoundMessage?: string;
  /** Refusals of the server's own, before any file is stored (a taken Employee ID). */
  check?: (context: AppContext, write: ServerWrite<Input>) => Promise<void>;
  /** Columns only the server sets (a QR code), made once the media files are in place. */
  serverColumns?: (context: AppContext, write: ServerWrite<Input>) => Promise<ServerColumns>;
  /** A unique index of the table refused the write: the caller's words for it and the field it is on. */
  uniqueViolation?: { message: string; field: string };
  /** Columns of files the server makes itself (a QR code), released with the media fields. */
  serverFiles?: readonly string[];
  /** Where a new row goes in the display order: last by default, first where the newest matter most. */
  newRows?: 'last' | 'first';
  /** Told after every create, update and delete, once the caches are cleared (an advertisement's schedule). */
  afterWrite?: () => void;
}

/** Runs a write; a unique-index refusal becomes the collection's 409. */
async function guardUnique<T>(violation: ManagedCollection<Columns>['uniqueViolation'], write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (violation && isUniqueViolation(error)) throw conflict(violation.message, { field: violation.field });
    throw error;
  }
}

/**
 * Every call of a managed collection from its definition: the list (public or signed-in as the
 * definition says), create, update and delete with typed, checked bodies, their media files
 * kept in step, an audit entry in each write's own transaction, and the order route.
 */
export function registerManagedCollection<Input extends Columns>(
  app: FastifyInstance,
  dependencies: ApiDependencies,
  collection: ManagedCollection<Input>,
): void {
  const { context, cache, keptAnswers } = dependencies;
  const { db } = context;
  const { definition, table } = collection;
  const path = `/api${definition.path}`;
  const { entity } = definition;
  const media = mediaFieldsOf(definition) as MediaSpec<string>[];
  const files = [...media.map((spec) => spec.field), ...(collection.serverFiles ?? [])];
  const search = searchExpressionOf(definition);
  const missing = () => notFound(collection.notFoundMessage);
  const toEntity = (row: Row) => asEntity(row);
  const anyDefinition = definition as CollectionOf<unknown>;
  // Rows with text visitors read in other languages (all but the inbox's).
  const translated = translatedCollections.find((each) => each.definition === anyDefinition);
  // What an entry says of a write: the record's name, the fields changed, their short old → new values.
  const describe = (before: Row | null, after: Row) => {
    const earlier = before && toEntity(before);
    const later = toEntity(after);
    const fields = changedFields(earlier, later);
    return { entityId: after.id, name: recordName(anyDefinition, later), fields, changes: shownChanges(anyDefinition, fields, earlier, later) };
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const body = { schema: { body: bodyOf(definition) } };
  const written = () => {
    cache.invalidate();
    rowCounts(db, table).invalidate();
    collection.afterWrite?.();
  };
  // The write's media files, then the server's columns; a refusal releases what was stored for it.
  async function prepare(write: ServerWrite<Input>, previous?: Record<string, string>) {
    await collection.check?.(context, write);
    const resolved = await resolveMediaInput(context, media, write.input as Record<string, string>, previous);
    const own = collection.serverColumns
      ? await writeOrRelease(context, resolved.stored, () => collection.serverColumns!(context, write))
      : { columns: {}, stored: [] };
    return { values: { ...write.input, ...resolved.values, ...own.columns }, stored: resolved.stored, own: own.stored };
  }
  // Drizzle's builders are typed per table; this module writes any managed table by its definition.
  const rows = (db: Database) => ({
    insert: (values: Columns) => db.insert(table).values(values as never).returning() as Promise<Row[]>,
    update: (id: string, values: Columns) => db.update(table).set(values as never).where(eq(table.id, id)).returning() as Promise<Row[]>,
    remove: (id: string) => db.delete(table).where(eq(table.id, id)).returning() as Promise<Row[]>,
  });

  // The plain list comes from the page cache; a page, a search or a signed-in caller reads the
  // table, except that anonymous callers of a collection with public fields only get its public view.
  // `?lang=` answers every row's translatable fields in that language, English where untranslated.
  // The lane answers before route access is checked: only a list anyone may read goes there.
  if (definition.access.list === 'public') {
    keptAnswers.keepList(path, () => {
      const list = collection.keptPublicList();
      return list && keptJsonBody(list);
    });
  }
  app.get(path, accessTo(definition, 'list'), async (request, reply) => {
    const language = languageParam(request, reply);
    const asked = parseListPage(request.query);
    if (!request.account && (!asked || definition.publicFields)) return sendKeptJson(reply, await collection.publicList(language));
    const page = await turnToFocusedRow(db, table, search, asked, request.query, reply);
    const found = (await listRows(db, table, { orderBy: displayOrder(table), search }, page, reply)) as Row[];
    if (language === 'en' || !translated) return found.map(toEntity);
    const translations = await readPublishedByRecord(db, translated.kind, found.map((row) => row.id));
    return found.map((row) => toEntity(localizeRow(definition, row, translations.get(row.id), language)));
  });

  registerOrderRoute(app, dependencies, `${path}/order`, table, entity);
  if (translated) {
    registerSubjectTranslationRoutes(app, context, {
      base: `${path}/:id`,
      access: accessTo(definition, 'update'),
      subjectOf: async (request) => {
        const row = await findRow(db, table, idParam(request, collection.notFoundMessage));
        if (!row) throw missing();
        return rowSubject(translated.kind, translated.definition, row as Row);
      },
      changed: () => cache.invalidate(),
    });
  }

  typed.post(path, { ...accessTo(definition, 'create'), ...withDataUrls, ...body }, async (request, reply) => {
    const id = randomUUID();
    const { values, stored, own } = await prepare({ id, input: request.body as Input, existing: null });
    const [row] = await writeOrRelease(context, [...stored, ...own], () =>
      audited(
        context,
        request.account,
        (tx) => guardUnique(collection.uniqueViolation, rows(tx).insert({ ...values, id, position: nextPosition(table, collection.newRows) })),
        ([created]) => (created ? { action: 'create', entity, ...describe(null, created) } : null),
      ),
    );
    written();
    return reply.code(201).send(toEntity(row!));
  });

  typed.put(`${path}/:id`, { ...accessTo(definition, 'update'), ...withDataUrls, ...body }, async (request) => {
    const id = idParam(request, collection.notFoundMessage);
    const existing = (await findRow(db, table, id)) as Row | null;
    if (!existing) throw missing();
    const previous = existing as Row & Record<string, string>;
    const { values, stored, own } = await prepare({ id, input: request.body as Input, existing }, previous);
    // A server file identical to the one stored (the same QR code) is neither new nor replaced.
    const fresh = [...stored, ...own.filter((url) => !files.some((field) => previous[field] === url))];
    const [row] = await writeOrRelease(context, fresh, () =>
      audited(
        context,
        request.account,
        (tx) => guardUnique(collection.uniqueViolation, rows(tx).update(id, { ...values, updatedAt: new Date() })),
        ([updated]) => (updated ? { action: 'update', entity, ...describe(existing, updated) } : null),
      ),
    );
    if (!row) {
      // Deleted by someone else meanwhile.
      await releaseMedia(context, fresh);
      throw missing();
    }
    await releaseMedia(context, replacedMedia(previous, row as Row & Record<string, string>, files));
    written();
    return toEntity(row);
  });

  // A delete moves the record and its files into the inbox's trash for inboxLimits.undoSeconds:
  // the restore route puts it back, the trash sweep releases its files afterwards.
  app.delete(`${path}/:id`, accessTo(definition, 'delete'), async (request) => {
    const id = idParam(request, collection.notFoundMessage);
    const existing = (await findRow(db, table, id)) as Row | null;
    if (!existing) throw missing();
    const kept = mediaOf(existing as Row & Record<string, string>, files);
    const moved = await audited(context, request.account, (tx) => moveToTrash(tx, entity as TrashKind, [id], kept), (done) =>
      done.length ? { action: 'delete', entity, entityId: id, name: recordName(anyDefinition, toEntity(existing)) } : null,
    );
    if (!moved.length) throw missing();
    written();
    return { message: definition.messages.deleted };
  });

  app.post(`${path}/:id/restore`, accessTo(definition, 'delete'), async (request) => {
    const id = idParam(request, collection.notFoundMessage);
    const row = await guardUnique(
      collection.uniqueViolation,
      audited(
        context,
        request.account,
        async (tx) => ((await restoreFromTrash(tx, entity as TrashKind, id)) ? ((await findRow(tx, table, id)) as Row | null) : null),
        (back) => (back ? { action: 'undo-delete', entity, entityId: id, name: recordName(anyDefinition, toEntity(back)) } : null),
      ),
    );
    if (!row) throw new HttpError(410, messages.inbox.undoExpired);
    written();
    return toEntity(row);
  });
}
