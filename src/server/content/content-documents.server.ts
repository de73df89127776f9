import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AccountUser, Actor } from '../../domain/account.ts';
import { CONTENT_KEYS, contentDefinition, contentDocuments, type ContentKey } from '../../domain/content/index.ts';
import { isStoredMedia } from '../../domain/content/fields.ts';
import { repairDocument } from '../../domain/content/repair.ts';
import type { ContentRevision, ContentState } from '../../domain/content/content-api.ts';
import { contentFields, firstContentIssue, valuesAt } from '../../domain/content/walk.ts';
import { uploadRules, type UploadKind } from '../../domain/media.ts';
import { messages } from '../../domain/messages.ts';
import type { ListPage } from '../api/list-query.server.ts';
import { audited, type CommandActor } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { contentRevisions, storedContent } from '../db/schema.server.ts';
import { readPublishedDigests, readTranslations, seedTranslations } from '../translations/translation-store.server.ts';
import { dropSchedule, readSchedule } from './content-schedule-rows.server.ts';
import { findUploadByUrl } from '../files/upload-store.server.ts';
import { conflict, FieldRefusal, notFound } from '../http/errors.server.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { translationFromOverlay } from '../../domain/content/translate.ts';
import type { ShippedContentTranslation } from '../../domain/content/translations/shape.ts';
import type { FieldTranslations } from '../../domain/i18n/translation.ts';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../domain/languages.ts';

/** Shipped translations of the site content, by language (src/domain/content/translations). */
export type ShippedTranslations = Readonly<Partial<Record<TranslatedLanguage, ShippedContentTranslation>>>;

/** The channel a publish is announced on, so every process shows it on its next request. */
export const CONTENT_CHANNEL = 'site_content_published';

export type Row = typeof storedContent.$inferSelect;


/** A stored document as the current definition reads it (see repairDocument). */
export const readStored = <K extends ContentKey>(key: K, stored: unknown) =>
  repairDocument(contentDefinition(key).schema, stored, contentDefinition(key).defaults);

/** A document's row as signed-in callers see it, with the publish scheduled for it, if any (read in the same transaction). */
export async function stateOf(db: Database, row: Row): Promise<ContentState> {
  const key = row.key as ContentKey;
  return {
    key,
    version: row.version,
    published: readStored(key, row.published),
    draft: row.draft === null ? null : readStored(key, row.draft),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByEmail,
    scheduled: await readSchedule(db, key),
  };
}

/**
 * Inserts every document that is missing with its defaults, as published version 1 and as its
 * first revision. Safe when several processes start at once: a key another one inserted first
 * is left alone (ON CONFLICT DO NOTHING), and only the process that inserted it adds the revision.
 */
export async function seedContent(db: Database): Promise<ContentKey[]> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(storedContent)
      .values(CONTENT_KEYS.map((key) => ({ key, version: 1, published: contentDocuments[key].defaults })))
      .onConflictDoNothing()
      .returning({ key: storedContent.key });
    const keys = inserted.map(({ key }) => key as ContentKey);
    if (keys.length) {
      await tx.insert(contentRevisions).values(keys.map((key) => ({ key, version: 1, document: contentDocuments[key].defaults })));
    }
    return keys;
  });
}

/**
 * Each language's published translation of each document that has one (an empty one counts as
 * none), with a digest of it (md5 of its stored text): a reader can tell an unchanged
 * translation without comparing it.
 */
export type PublishedTranslations = Map<TranslatedLanguage, Map<ContentKey, { translation: FieldTranslations; digest: string }>>;

export async function readPublishedTranslations(db: Database): Promise<PublishedTranslations> {
  const translations: PublishedTranslations = new Map();
  for (const { record: key, language, published, digest } of await readPublishedDigests(db, 'content')) {
    if (!isKnownKey(key) || !TRANSLATED_LANGUAGES.includes(language) || Object.keys(published).length === 0) continue;
    if (!translations.has(language)) translations.set(language, new Map());
    translations.get(language)!.set(key, { translation: published, digest });
  }
  return translations;
}

/**
 * Seeds the shipped translations: for each language and document that has no translation yet,
 * its shipped translation as published version 1, taking only the fields whose published
 * English is still the shipped default (a translation of text an editor replaced would not say
 * what the English page says; those fields show English until translated). A translation that
 * exists, whoever wrote it, is never touched, so this runs at every start and seeds each
 * (document, language) once.
 */
export async function seedContentTranslations(db: Database, shipped: ShippedTranslations): Promise<number> {
  const languages = (Object.keys(shipped) as TranslatedLanguage[]).filter((language) => shipped[language]);
  if (languages.length === 0) return 0;
  const present = new Set((await readTranslations(db, { kind: 'content', languages })).map(({ record, language }) => `${record}:${language}`));
  const missing = languages.flatMap((language) => CONTENT_KEYS.filter((key) => shipped[language]![key] && !present.has(`${key}:${language}`)).map((key) => ({ key, language })));
  // Every start comes here: once every shipped translation is stored, that is one small read.
  if (missing.length === 0) return 0;
  const published = await readPublished(db);
  const rows = missing.flatMap(({ key, language }) => {
    const { schema, defaults } = contentDefinition(key);
    const translation = translationFromOverlay(schema, defaults, shipped[language]![key], published.get(key)?.published ?? defaults);
    return Object.keys(translation).length ? [{ record: key, language, published: translation }] : [];
  });
  return seedTranslations(db, 'content', rows);
}

/** Every document's published version, as the site shows it. */
export async function readPublished(db: Database): Promise<Map<ContentKey, { version: number; published: unknown }>> {
  const rows = await db.select({ key: storedContent.key, version: storedContent.version, published: storedContent.published }).from(storedContent);
  const documents = new Map<ContentKey, { version: number; published: unknown }>();
  for (const row of rows) {
    const key = row.key;
    if (isKnownKey(key)) documents.set(key, { version: row.version, published: readStored(key, row.published) });
  }
  return documents;
}

/** Every document's draft where there is one, for a signed-in editor's preview. */
export async function readDrafts(db: Database): Promise<Map<ContentKey, unknown>> {
  const rows = await db
    .select({ key: storedContent.key, draft: storedContent.draft })
    .from(storedContent)
    .where(sql`${storedContent.draft} IS NOT NULL`);
  return new Map(rows.filter((row) => isKnownKey(row.key)).map((row) => [row.key as ContentKey, readStored(row.key as ContentKey, row.draft)]));
}

const isKnownKey = (key: string): key is ContentKey => Object.hasOwn(contentDocuments, key);

export async function readState(db: Database, key: ContentKey): Promise<ContentState> {
  const [row] = await db.select().from(storedContent).where(eq(storedContent.key, key)).limit(1);
  if (!row) throw notFound(contentMessages.notFound);
  return stateOf(db, row);
}

/** The row to change, locked until the transaction ends, after its version is checked. */
export async function lockedRow(tx: Database, key: ContentKey, expectedVersion: number | undefined): Promise<Row> {
  const [row] = await tx.select().from(storedContent).where(eq(storedContent.key, key)).for('update');
  if (!row) throw notFound(contentMessages.notFound);
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw conflict(contentMessages.stale);
  return row;
}

/** A document checked by its definition: the value to store, or 400 naming the field. */
export function checked(key: ContentKey, document: unknown): unknown {
  const { schema } = contentDefinition(key);
  const result = schema.safeParse(document);
  if (!result.success) throw new FieldRefusal(firstContentIssue(schema, document, result.error));
  return result.data;
}

/**
 * The document's draft as a publish would take it, its row locked: 409 without a draft; a draft
 * saved by an older version of the product is checked again by today's rules, pictures included.
 */
export async function publishableDraft(context: AppContext, tx: Database, key: ContentKey, version: number | undefined): Promise<{ row: Row; document: unknown }> {
  const row = await lockedRow(tx, key, version);
  if (row.draft === null) throw conflict(contentMessages.noDraft);
  const document = checked(key, row.draft);
  await checkMedia(context, key, document);
  return { row, document };
}

/**
 * Each picture that is an upload must be one this server stored, of a type its field accepts and
 * not private (a resume is never a picture on a page); the site's own /images paths need no check.
 */
export async function checkMedia(context: AppContext, key: ContentKey, document: unknown): Promise<void> {
  for (const field of contentFields(contentDefinition(key).schema)) {
    if (field.meta?.input !== 'media' || !field.meta.media) continue;
    const rule = uploadRules[field.meta.media as UploadKind];
    for (const { path, value } of valuesAt(document, field.path)) {
      if (typeof value !== 'string' || !isStoredMedia(value)) continue;
      const upload = await findUploadByUrl(context, value);
      if (!upload || rule.private || !(upload.contentType in rule.types)) {
        throw new FieldRefusal({ field: path.join('.'), message: contentMessages.invalidImage(field.meta.label) });
      }
    }
  }
}

/** The uploads a document shows (the site's own /images need no keeping). */
export function mediaOf(key: ContentKey, ...documents: unknown[]): string[] {
  const urls = new Set<string>();
  for (const field of contentFields(contentDefinition(key).schema)) {
    if (field.meta?.input !== 'media') continue;
    for (const document of documents) {
      for (const { value } of valuesAt(document, field.path)) if (typeof value === 'string' && isStoredMedia(value)) urls.add(value);
    }
  }
  return [...urls];
}

/** The top-level fields whose values differ (jsonb keeps an object's keys in an order of its own). */
export function changedTopFields(before: unknown, after: unknown): string[] {
  const earlier = (before ?? {}) as Record<string, unknown>;
  const later = after as Record<string, unknown>;
  return [...new Set([...Object.keys(earlier), ...Object.keys(later)])].filter((field) => !isDeepStrictEqual(earlier[field], later[field]));
}

const signedBy = (actor: Actor | CommandActor) => ({ updatedAt: new Date(), updatedBy: actor.id, updatedByEmail: actor.email });

/** PUT /api/content/:key: the draft, checked, stored if `version` is still the document's. */
export async function saveDraft(context: AppContext, actor: AccountUser, key: ContentKey, version: number, draft: unknown): Promise<ContentState> {
  const value = checked(key, draft);
  await checkMedia(context, key, value);
  return audited(
    context,
    actor,
    async (tx) => {
      const row = await lockedRow(tx, key, version);
      const [saved] = await tx
        .update(storedContent)
        .set({ draft: value, media: mediaOf(key, row.published, value), version: row.version + 1, ...signedBy(actor) })
        .where(eq(storedContent.key, key))
        .returning();
      return { state: await stateOf(tx, saved!), fields: changedTopFields(row.draft ?? row.published, value) };
    },
    ({ fields }) => ({ action: 'update', entity: 'content', entityId: key, fields }),
  ).then(({ state }) => state);
}

/**
 * `value` (checked) becomes what the site shows, kept as a revision with who and when, and every
 * process is told (NOTIFY, delivered when the transaction commits). `draft` is what stays the
 * draft: null after a publish of the draft itself. Call it with the transaction holding `row`.
 */
export async function publishValue(tx: Database, actor: Actor | CommandActor, row: Row, value: unknown, draft: unknown): Promise<{ saved: Row; fields: string[] }> {
  const key = row.key as ContentKey;
  const next = row.version + 1;
  const [saved] = await tx
    .update(storedContent)
    .set({ published: value, draft, media: mediaOf(key, value, draft), version: next, ...signedBy(actor) })
    .where(eq(storedContent.key, key))
    .returning();
  await tx.insert(contentRevisions).values({ key, version: next, document: value, media: mediaOf(key, value), publishedBy: actor.id, publishedByEmail: actor.email });
  await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${key})`);
  return { saved: saved!, fields: changedTopFields(row.published, value) };
}

/**
 * POST /api/content/:key/publish: the draft becomes what the site shows now; a publish scheduled
 * for it is dropped (the editor chose now). 409 when there is no draft, or when `version` is
 * given and no longer the document's.
 */
export async function publishDraft(context: AppContext, actor: AccountUser, key: ContentKey, version: number | undefined): Promise<ContentState> {
  return audited(
    context,
    actor,
    async (tx) => {
      const { row, document: value } = await publishableDraft(context, tx, key, version);
      await dropSchedule(tx, key);
      const { saved, fields } = await publishValue(tx, actor, row, value, null);
      return { state: await stateOf(tx, saved), fields };
    },
    ({ fields }) => ({ action: 'publish', entity: 'content', entityId: key, fields }),
  ).then(({ state }) => state);
}

/** POST /api/content/:key/revisions/:id/restore: that revision becomes the draft (read by today's rules). */
export async function restoreRevision(
  context: AppContext,
  actor: AccountUser,
  key: ContentKey,
  revisionId: string,
  version: number | undefined,
): Promise<ContentState> {
  return audited(
    context,
    actor,
    async (tx) => {
      const [revision] = await tx
        .select({ document: contentRevisions.document })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.key, key), eq(contentRevisions.id, revisionId)))
        .limit(1);
      if (!revision) throw notFound(contentMessages.revisionNotFound);
      const row = await lockedRow(tx, key, version);
      const draft = readStored(key, revision.document);
      const [saved] = await tx
        .update(storedContent)
        .set({ draft, media: mediaOf(key, row.published, draft), version: row.version + 1, ...signedBy(actor) })
        .where(eq(storedContent.key, key))
        .returning();
      return { state: await stateOf(tx, saved!), fields: changedTopFields(row.draft ?? row.published, draft) };
    },
    ({ fields }) => ({ action: 'restore', entity: 'content', entityId: key, fields }),
  ).then(({ state }) => state);
}

/** A page of a document's revisions, newest first, and how many there are. */
export async function listRevisions(db: Database, key: ContentKey, page: ListPage): Promise<{ revisions: ContentRevision[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentRevisions.id,
        version: contentRevisions.version,
        publishedAt: contentRevisions.publishedAt,
        publishedBy: contentRevisions.publishedByEmail,
      })
      .from(contentRevisions)
      .where(eq(contentRevisions.key, key))
      .orderBy(desc(contentRevisions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(contentRevisions).where(eq(contentRevisions.key, key)),
  ]);
  return {
    revisions: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
    total: counted?.value ?? 0,
  };
}
