import { randomBytes } from 'node:crypto';
import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isMediaUrl, MEDIA_PREFIX } from '../../domain/media.ts';
import type { AppContext } from '../context.server.ts';
import { rowsOf } from '../db/rows.server.ts';
import { FILES_LOCK } from '../backup/backup-locks.server.ts';
import { contentRevisions, contentSchedules, deletedSubmissions, mediaColumns, storedContent, uploads } from '../db/schema.server.ts';

export type UploadRow = typeof uploads.$inferSelect;

export interface NewUpload {
  /** An upload kind of POST /api/uploads (docs/product.md#http-api), or a kind of file the server makes itself ('qr-code'). */
  kind: string;
  contentType: string;
  ext: string;
  source: { path: string } | { bytes: Buffer };
  size: number;
  originalName: string;
  /** An anonymous upload's sender (upload-sender.server.ts); none for staff and the server's own files. */
  senderHash?: string;
  /** Extra renditions stored next to the original, by variant name ('150', 'svg', ...). */
  variants?: { name: string; ext: string; contentType: string; bytes: Buffer }[];
}

/** Every stored name is made here: 128 random bits, a dot, an extension from our own table. */
const newKeyBase = () => randomBytes(16).toString('hex');

export const mediaUrlFor = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The storage key of a URL this server hands out, or null for anything else. */
export function keyFromMediaUrl(url: string): string | null {
  if (!isMediaUrl(url)) return null;
  const key = url.slice(MEDIA_PREFIX.length).split('?')[0] ?? '';
  return /^[a-f0-9]{32}\.[a-z0-9]{2,5}$/.test(key) ? key : null;
}

/** Stores the file and its variants, then records it; returns its media URL. */
export async function saveUpload(context: AppContext, upload: NewUpload): Promise<string> {
  const base = newKeyBase();
  const key = `${base}.${upload.ext}`;
  const variantKeys: Record<string, string> = {};
  const stored: string[] = [];
  try {
    for (const variant of upload.variants ?? []) {
      const variantKey = `${base}-${variant.name}.${variant.ext}`;
      await context.storage.put(variantKey, { bytes: variant.bytes }, variant.contentType);
      stored.push(variantKey);
      variantKeys[variant.name] = variantKey;
    }
    await context.storage.put(key, upload.source, upload.contentType);
    stored.push(key);
    await context.db.insert(uploads).values({
      key,
      kind: upload.kind,
      contentType: upload.contentType,
      size: upload.size,
      originalName: upload.originalName,
      senderHash: upload.senderHash ?? null,
      variants: variantKeys,
    });
  } catch (error) {
    await context.storage.delete(stored).catch(() => {});
    throw error;
  }
  return mediaUrlFor(key);
}

export async function findUpload(context: AppContext, key: string): Promise<UploadRow | null> {
  const [row] = await context.db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row ?? null;
}

export async function findUploadByUrl(context: AppContext, url: string): Promise<UploadRow | null> {
  const key = keyFromMediaUrl(url);
  return key ? findUpload(context, key) : null;
}

/**
 * Removes the record first (so nothing serves a half-deleted file), then the files. While a
 * backup copies files, nothing is deleted (a row of its snapshot may still name this one) and
 * false is returned: the upload stays an orphan, and the sweep removes it on a later round.
 */
export async function deleteUpload(context: AppContext, row: UploadRow): Promise<boolean> {
  const deleted = await context.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ free: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock_shared(${FILES_LOCK}) AS free`));
    if (!lock?.free) return false;
    await tx.delete(uploads).where(eq(uploads.key, row.key));
    return true;
  });
  if (deleted) await context.storage.delete([row.key, ...Object.values(row.variants)]);
  return deleted;
}

// The media columns grouped by their table: one EXISTS per table.
const mediaColumnsByTable = new Map<PgTable, PgColumn[]>();
for (const column of mediaColumns) mediaColumnsByTable.set(column.table, [...(mediaColumnsByTable.get(column.table) ?? []), column]);

/**
 * True when any media column of any table (schema.server.ts's mediaColumns) holds this URL, or a
 * site content document or one of its revisions shows it (their `media` lists).
 */
const referencedBy = (url: SQL) =>
  sql`(${sql.join(
    [
      ...[...mediaColumnsByTable].map(
        ([table, columns]) => sql`EXISTS (SELECT 1 FROM ${table} WHERE ${sql.join(columns.map((column) => sql`${column} = ${url}`), sql` OR `)})`,
      ),
      sql`EXISTS (SELECT 1 FROM ${storedContent} WHERE ${url} = ANY(${storedContent.media}))`,
      // A deleted application's resume, or a deleted record's files, while its delete can still be undone.
      sql`EXISTS (SELECT 1 FROM ${deletedSubmissions} WHERE ${deletedSubmissions.record}->>'resume_url' = ${url} OR ${url} = ANY(${deletedSubmissions.files}))`,
      sql`EXISTS (SELECT 1 FROM ${contentRevisions} WHERE ${contentRevisions.media} @> ARRAY[${url}]::text[])`,
      // A scheduled publish's pictures, until it is published (then the document's own list keeps them).
      sql`EXISTS (SELECT 1 FROM ${contentSchedules} WHERE ${url} = ANY(${contentSchedules.media}))`,
    ],
    sql` OR `,
  )})`;

export async function isReferenced(context: AppContext, url: string): Promise<boolean> {
  const rows = rowsOf<{ referenced: boolean }>(
    await context.db.execute(sql`SELECT ${referencedBy(sql`${url}`)} AS referenced`),
  );
  return Boolean(rows[0]?.referenced);
}

const uploadUrl = sql`(${MEDIA_PREFIX} || ${uploads.key})`;

/** Uploads (of one kind, when given) older than `olderThanMs` that nothing references: abandoned forms, replaced files. */
export async function findOrphans(context: AppContext, olderThanMs: number, kind?: string): Promise<UploadRow[]> {
  const cutoff = new Date(Date.now() - olderThanMs);
  return context.db
    .select()
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), kind ? eq(uploads.kind, kind) : undefined, sql`NOT ${referencedBy(uploadUrl)}`))
    .limit(500);
}

/**
 * The bytes held by uploads of `kind` made within `withinMs` that nothing references yet
 * (resumes sent before their application), of one sender when given, and when the oldest of
 * them was made. Older ones are the sweep's.
 */
export async function unclaimedUploads(context: AppContext, kind: string, withinMs: number, senderHash?: string): Promise<{ bytes: number; oldest: Date | null }> {
  const since = new Date(Date.now() - withinMs);
  const [row] = await context.db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)`, oldest: sql<string | null>`min(${uploads.createdAt})` })
    .from(uploads)
    .where(and(eq(uploads.kind, kind), gte(uploads.createdAt, since), senderHash === undefined ? undefined : eq(uploads.senderHash, senderHash), sql`NOT ${referencedBy(uploadUrl)}`));
  return { bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Forgets who sent the uploads older than `olderThanMs`: a sender counts only while its uploads wait to be claimed. */
export async function forgetSenders(context: AppContext, olderThanMs: number): Promise<void> {
  await context.db
    .update(uploads)
    .set({ senderHash: null })
    .where(and(lt(uploads.createdAt, new Date(Date.now() - olderThanMs)), isNotNull(uploads.senderHash)));
}
