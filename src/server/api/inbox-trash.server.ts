import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { TrashKind } from '../../domain/audit.ts';
import { inboxLimits, isInboxKind, type InboxKind } from '../../domain/inbox.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { rowsOf } from '../db/rows.server.ts';
import type { TranslatedKind } from '../../domain/content/translation-api.ts';
import {
  advertisements,
  clients,
  contactSubmissions,
  deletedSubmissions,
  inboxNotes,
  inboxReplies,
  internshipInquiries,
  staffMembers,
  translationRevisions,
  translations,
} from '../db/schema.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import { repeat } from '../repeat.server.ts';
import { recordColumn } from './inbox-thread.server.ts';
import { translatedCollections } from '../translations/translated-subjects.server.ts';

/**
 * The undo of a deleted enquiry or application. A delete moves the record, with its replies and
 * notes, into deleted_submissions as PostgreSQL's own JSON of the rows (so every column comes
 * back exactly, whatever the table holds); for `inboxLimits.undoSeconds` it can be put back.
 * After that the sweep erases it for good and releases its resume. Nothing else reads the trash:
 * lists, counts, exports and the privacy tools see the record gone at once.
 * Staff members, clients and advertisements use the same trash (without replies and notes), and
 * keep their files in it until the sweep (decision 051), and their translations with revisions.
 */

const tables = { contact: contactSubmissions, inquiry: internshipInquiries, staff: staffMembers, client: clients, advertisement: advertisements };
const tableOf = (kind: TrashKind) => tables[kind];

/** The kept rows of a record's replies or notes, as one JSON array; none for a record outside the inbox. */
const keptRows = (kind: TrashKind, table: typeof inboxReplies | typeof inboxNotes) =>
  isInboxKind(kind) ? sql`(SELECT coalesce(jsonb_agg(to_jsonb(${table})), '[]') FROM ${table} WHERE ${recordColumn(kind, table)} = record.id)` : sql`'[]'::jsonb`;

/** The subject a record's translations are stored under; none for the inbox's. */
const translatedAs = (kind: TrashKind): TranslatedKind | undefined => translatedCollections.find(({ definition }) => definition.entity === kind)?.kind;

/** The kept rows of a record's translations and their revisions, as `{ rows, revisions }`; empty for a record without any. */
function keptTranslations(kind: TrashKind) {
  const subject = translatedAs(kind);
  if (!subject) return sql`'{}'::jsonb`;
  const of = (table: typeof translations | typeof translationRevisions) =>
    sql`(SELECT coalesce(jsonb_agg(to_jsonb(kept)), '[]') FROM ${table} kept WHERE kept.subject = ${subject} AND kept.record = record.id::text)`;
  return sql`jsonb_build_object('rows', ${of(translations)}, 'revisions', ${of(translationRevisions)})`;
}

/** The files as a text array; NULL keeps the empty list typed and is taken out again. */
const keptFiles = (files: readonly string[]) => sql`array_remove(ARRAY[${sql.join([...files.map((file) => sql`${file}`), sql`NULL`], sql`, `)}]::text[], NULL)`;

/**
 * Moves records into the trash (in the caller's transaction), in two statements whatever their
 * number; answers the ids moved (an unknown id is left out). `files` are the stored files the
 * records name, kept until the sweep releases them.
 */
export async function moveToTrash(tx: Database, kind: TrashKind, ids: readonly string[], files: readonly string[] = []): Promise<string[]> {
  const table = tableOf(kind);
  const moved = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO ${deletedSubmissions} (id, entity, record, replies, notes, files, translations)
      SELECT record.id, ${kind}, to_jsonb(record), ${keptRows(kind, inboxReplies)}, ${keptRows(kind, inboxNotes)}, ${keptFiles(files)}, ${keptTranslations(kind)}
      FROM ${table} record WHERE record.id IN ${sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`}
      RETURNING id`),
  ).map(({ id }) => id);
  // Their replies and notes go with them (ON DELETE CASCADE), their translations by a trigger.
  if (moved.length) await tx.delete(table).where(inArray(table.id, moved));
  return moved;
}

/** Inserts kept rows again, naming no account (in `accountColumn`) where theirs is gone. */
const putBack = (target: typeof inboxReplies | typeof inboxNotes | typeof translations | typeof translationRevisions, rows: unknown, accountColumn = 'account_id') => sql`
  INSERT INTO ${target}
  SELECT (jsonb_populate_record(NULL::${target}, item || jsonb_build_object(${accountColumn}::text,
    CASE WHEN EXISTS (SELECT 1 FROM accounts WHERE id::text = item->>${accountColumn}::text) THEN item->${accountColumn}::text ELSE 'null'::jsonb END))).*
  FROM jsonb_array_elements(${JSON.stringify(rows ?? [])}::jsonb) item`;

/** The moment before which a delete can no longer be undone. */
const undoCutoff = () => sql`now() - make_interval(secs => ${inboxLimits.undoSeconds})`;

/**
 * Puts a record deleted within the undo's time back where it was, with its replies and notes
 * (in the caller's transaction); false when there is none to put back. Replies and notes keep
 * their author's address; one whose account was removed meanwhile names no account.
 */
export async function restoreFromTrash(tx: Database, kind: TrashKind, id: string): Promise<boolean> {
  const [item] = await tx
    .delete(deletedSubmissions)
    .where(and(eq(deletedSubmissions.id, id), eq(deletedSubmissions.entity, kind), gt(deletedSubmissions.deletedAt, undoCutoff())))
    .returning();
  if (!item) return false;
  const table = tableOf(kind);
  const record = JSON.stringify(item.record);
  await tx.execute(sql`INSERT INTO ${table} SELECT * FROM jsonb_populate_record(NULL::${table}, ${record}::jsonb)`);
  if (!isInboxKind(kind)) {
    // Over what the row's own copy of its translations made again (migration 0021), the kept ones.
    const kept = item.translations as { rows?: unknown[]; revisions?: unknown[] };
    await tx.execute(sql`${putBack(translations, kept.rows, 'updated_by')}
      ON CONFLICT (subject, record, language) DO UPDATE SET version = excluded.version, published = excluded.published, draft = excluded.draft,
        updated_at = excluded.updated_at, updated_by = excluded.updated_by, updated_by_email = excluded.updated_by_email`);
    await tx.execute(sql`${putBack(translationRevisions, kept.revisions, 'published_by')} ON CONFLICT DO NOTHING`);
    return true;
  }
  await tx.execute(putBack(inboxReplies, item.replies));
  await tx.execute(putBack(inboxNotes, item.notes));
  return true;
}

const SWEEP_MS = 30_000;

/** Erases for good what can no longer be undone, and releases the resumes it held. */
export async function sweepTrash(context: AppContext): Promise<number> {
  const gone = await context.db
    .delete(deletedSubmissions)
    .where(lte(deletedSubmissions.deletedAt, undoCutoff()))
    .returning({ entity: deletedSubmissions.entity, record: deletedSubmissions.record, files: deletedSubmissions.files });
  const resumes = gone.flatMap(({ entity, record, files }) => {
    const url = entity === 'inquiry' ? (record as { resume_url?: unknown }).resume_url : '';
    return [...(typeof url === 'string' && url ? [url] : []), ...files];
  });
  await releaseMedia(context, resumes);
  return gone.length;
}

/** The sweep of one process, every half minute and at start (a stop may have left some). */
export const startTrashSweep = (context: AppContext) => repeat(context, 'inbox trash sweep', SWEEP_MS, () => sweepTrash(context), { atStart: true });
