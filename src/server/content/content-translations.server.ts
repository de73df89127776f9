/**
 * Site content translations, one document in one language at a time: the editor's state, a draft
 * saved against a version (409 when another save came first), publishing it, and what needs work
 * everywhere. Rows of `content_translations` (decision 160); the English rows are never touched,
 * and publishing or restoring the English never touches these.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import { CONTENT_KEYS, contentDefinition, type ContentKey, isContentKey } from '../../domain/content/index.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { contentSourceTexts, documentTranslationStatus, translationIssue } from '../../domain/content/translate.ts';
import type { ContentRevision } from '../../domain/content/content-api.ts';
import type { TranslationNeeds, TranslationState } from '../../domain/content/translation-api.ts';
import { atTodaysPaths, changedTranslationPaths, storedTranslation, type FieldTranslations } from '../../domain/i18n/translation.ts';
import { needsOf } from './translation-needs.server.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import { audited } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import type { ListPage } from '../api/list-query.server.ts';
import { contentTranslationRevisions, contentTranslations, storedContent } from '../db/schema.server.ts';
import { conflict, notFound } from '../http/errors.server.ts';
import { CONTENT_CHANNEL, ContentRuleError, readPublished, readStored } from './content-documents.server.ts';

type Row = typeof contentTranslations.$inferSelect;

const ofDocument = (key: ContentKey, language: TranslatedLanguage) => and(eq(contentTranslations.key, key), eq(contentTranslations.language, language));

/** The English document as published: what a translation translates. */
async function publishedEnglish(db: Database, key: ContentKey): Promise<unknown> {
  const [row] = await db.select({ published: storedContent.published }).from(storedContent).where(eq(storedContent.key, key)).limit(1);
  if (!row) throw notFound(contentMessages.notFound);
  return readStored(key, row.published);
}

function stateOf(key: ContentKey, language: TranslatedLanguage, source: unknown, row: Row | undefined): TranslationState {
  return {
    key,
    language,
    version: row?.version ?? 0,
    published: row?.published ?? {},
    draft: row?.draft ?? null,
    source,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedByEmail ?? null,
  };
}

export async function readTranslationState(db: Database, key: ContentKey, language: TranslatedLanguage): Promise<TranslationState> {
  const [source, [row]] = await Promise.all([publishedEnglish(db, key), db.select().from(contentTranslations).where(ofDocument(key, language)).limit(1)]);
  return stateOf(key, language, source, row);
}

/** The translation's row, locked until the transaction ends, after its version is checked (0: none stored yet). */
async function lockedRow(tx: Database, key: ContentKey, language: TranslatedLanguage, expectedVersion: number | undefined): Promise<Row | undefined> {
  const [row] = await tx.select().from(contentTranslations).where(ofDocument(key, language)).for('update');
  if (expectedVersion !== undefined && (row?.version ?? 0) !== expectedVersion) throw conflict(contentMessages.stale);
  return row;
}

const signedBy = (actor: AccountUser) => ({ updatedAt: new Date(), updatedBy: actor.id, updatedByEmail: actor.email });


/** The audit entry of a translation's change: the document, its language in words and the fields. */
const auditOf = (action: 'update' | 'publish' | 'restore', key: ContentKey, language: TranslatedLanguage, fields: string[]) => ({
  action,
  entity: 'content' as const,
  entityId: key,
  fields,
  about: `${languageOf(language).name} translation`,
});

/**
 * One audited change of a translation, in a transaction: `change` is given the English as
 * published and answers the row it wrote and the paths it changed, which the audit entry names.
 */
async function changeTranslation(
  context: AppContext,
  actor: AccountUser,
  key: ContentKey,
  language: TranslatedLanguage,
  action: 'update' | 'publish' | 'restore',
  change: (tx: Database, source: unknown) => Promise<{ saved: Row | undefined; fields: string[] }>,
): Promise<TranslationState> {
  const source = await publishedEnglish(context.db, key);
  const { saved } = await audited(context, actor, (tx) => change(tx, source), ({ fields }) => auditOf(action, key, language, fields));
  return stateOf(key, language, source, saved);
}

/**
 * PUT /api/content/:key/translations/:lang: the draft, checked against the English as published
 * (each entry at one of its texts' paths, within its field's limits), stored if `version` is
 * still the translation's. The first save (version 0) creates the row; a concurrent first save
 * loses with 409 like any other stale one.
 */
export async function saveTranslationDraft(
  context: AppContext,
  actor: AccountUser,
  key: ContentKey,
  language: TranslatedLanguage,
  version: number,
  draft: unknown,
): Promise<TranslationState> {
  return changeTranslation(context, actor, key, language, 'update', async (tx, source) => {
    const issue = translationIssue(contentDefinition(key).schema, source, draft);
    if (issue) throw new ContentRuleError(issue);
    const value = storedTranslation(draft as FieldTranslations);
    const row = await lockedRow(tx, key, language, version);
    const [saved] = row
      ? await tx
          .update(contentTranslations)
          .set({ draft: value, version: row.version + 1, ...signedBy(actor) })
          .where(ofDocument(key, language))
          .returning()
      : await tx
          .insert(contentTranslations)
          .values({ key, language, version: 1, published: {}, draft: value, ...signedBy(actor) })
          .onConflictDoNothing()
          .returning();
    if (!saved) throw conflict(contentMessages.stale);
    return { saved, fields: changedTranslationPaths(row?.draft ?? row?.published ?? {}, value) };
  });
}

/**
 * POST /api/content/:key/translations/:lang/publish: the draft becomes what /{lang}/… shows, and
 * every process is told (the same NOTIFY as an English publish). 409 when there is no draft, or
 * when `version` is given and no longer the translation's.
 */
export async function publishTranslation(
  context: AppContext,
  actor: AccountUser,
  key: ContentKey,
  language: TranslatedLanguage,
  version: number | undefined,
): Promise<TranslationState> {
  return changeTranslation(context, actor, key, language, 'publish', async (tx, source) => {
    const row = await lockedRow(tx, key, language, version);
    if (!row?.draft) throw conflict(contentMessages.noDraft);
    // A draft saved against an earlier English is moved to today's paths (an entry of a text
    // no longer there is left out) and checked again.
    const { schema } = contentDefinition(key);
    const draft = atTodaysPaths(contentSourceTexts(schema, source), row.draft);
    const issue = translationIssue(schema, source, draft);
    if (issue) throw new ContentRuleError(issue);
    const next = row.version + 1;
    const [saved] = await tx
      .update(contentTranslations)
      .set({ published: draft, draft: null, version: next, ...signedBy(actor) })
      .where(ofDocument(key, language))
      .returning();
    await tx
      .insert(contentTranslationRevisions)
      .values({ key, language, version: next, translation: draft, publishedBy: actor.id, publishedByEmail: actor.email });
    await tx.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${key})`);
    return { saved, fields: changedTranslationPaths(row.published, draft) };
  });
}

const ofRevisions = (key: ContentKey, language: TranslatedLanguage) =>
  and(eq(contentTranslationRevisions.key, key), eq(contentTranslationRevisions.language, language));

/**
 * POST /api/content/:key/translations/:lang/revisions/:id/restore: that published translation
 * becomes the draft (checked against today's English when it is published).
 */
export async function restoreTranslationRevision(
  context: AppContext,
  actor: AccountUser,
  key: ContentKey,
  language: TranslatedLanguage,
  revisionId: string,
  version: number | undefined,
): Promise<TranslationState> {
  return changeTranslation(context, actor, key, language, 'restore', async (tx) => {
    const [revision] = await tx
      .select({ translation: contentTranslationRevisions.translation })
      .from(contentTranslationRevisions)
      .where(and(ofRevisions(key, language), eq(contentTranslationRevisions.id, revisionId)))
      .limit(1);
    if (!revision) throw notFound(contentMessages.revisionNotFound);
    const row = await lockedRow(tx, key, language, version);
    if (!row) throw notFound(contentMessages.revisionNotFound);
    const [saved] = await tx
      .update(contentTranslations)
      .set({ draft: revision.translation, version: row.version + 1, ...signedBy(actor) })
      .where(ofDocument(key, language))
      .returning();
    return { saved, fields: changedTranslationPaths(row.draft ?? row.published, revision.translation) };
  });
}

/** A page of a translation's revisions, newest first, and how many there are. */
export async function listTranslationRevisions(db: Database, key: ContentKey, language: TranslatedLanguage, page: ListPage): Promise<{ revisions: ContentRevision[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: contentTranslationRevisions.id,
        version: contentTranslationRevisions.version,
        publishedAt: contentTranslationRevisions.publishedAt,
        publishedBy: contentTranslationRevisions.publishedByEmail,
      })
      .from(contentTranslationRevisions)
      .where(ofRevisions(key, language))
      .orderBy(desc(contentTranslationRevisions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(contentTranslationRevisions).where(ofRevisions(key, language)),
  ]);
  return { revisions: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })), total: counted?.value ?? 0 };
}

/** Each language's translation drafts, by document: what a signed-in editor's preview in that language shows. */
export async function readTranslationDrafts(db: Database, language: TranslatedLanguage): Promise<Map<ContentKey, FieldTranslations>> {
  const rows = await db
    .select({ key: contentTranslations.key, draft: contentTranslations.draft })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.language, language), sql`${contentTranslations.draft} IS NOT NULL`));
  return new Map(rows.filter((row) => isContentKey(row.key)).map((row) => [row.key as ContentKey, row.draft!]));
}

/**
 * Every document with texts that need work in each of `languages`: the editor's latest translation
 * (the draft where there is one) against the English as published. A language without any
 * translation of a document counts every one of its texts missing.
 */
export async function contentTranslationNeeds(db: Database, languages: readonly TranslatedLanguage[]): Promise<TranslationNeeds[]> {
  const [english, rows] = await Promise.all([
    readPublished(db),
    db
      .select({ key: contentTranslations.key, language: contentTranslations.language, published: contentTranslations.published, draft: contentTranslations.draft })
      .from(contentTranslations)
      .where(inArray(contentTranslations.language, [...languages])),
  ]);
  const stored = new Map(rows.map((row) => [`${row.key}:${row.language}`, row.draft ?? row.published]));
  return languages.flatMap((language) =>
    CONTENT_KEYS.flatMap((key) => {
      const { schema, defaults, title } = contentDefinition(key);
      const status = documentTranslationStatus(schema, english.get(key)?.published ?? defaults, stored.get(`${key}:${language}`));
      return needsOf({ kind: 'content', key, title, language }, status);
    }),
  );
}
