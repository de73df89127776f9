/**
 * Every translation, one subject in one language at a time, whatever the subject is (a site
 * content document or a staff member's, client's or advertisement's row): the editor's state, a
 * save against a version (409 when another came first), publishing, revisions and restoring one.
 * Rows of `translations` and `translation_revisions` (decision 160); the English is never touched
 * here, and English publishes and restores never touch these.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import type { AuditEntity } from '../../domain/audit.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import type { ContentRevision } from '../../domain/content/content-api.ts';
import type { TranslatedKind, TranslationState, TranslationVersions } from '../../domain/content/translation-api.ts';
import type { FieldIssue } from '../../domain/field-issue.ts';
import { atTodaysPaths, changedTranslationPaths, storedTranslation, type FieldTranslations, type RowTranslations, type SourceText } from '../../domain/i18n/translation.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import { audited } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import type { ListPage } from '../api/list-query.server.ts';
import { translationRevisions, translations } from '../db/schema.server.ts';
import { conflict, FieldRefusal, notFound } from '../http/errors.server.ts';

type Row = typeof translations.$inferSelect;

/**
 * What is translated, as read now: which subject, its English (a document as published, a row as
 * stored) and its texts, how a translation of it is checked, and whether it keeps drafts.
 */
export interface TranslatedSubject {
  kind: TranslatedKind;
  /** The document's key or the row's id. */
  record: string;
  /** The English a translation translates: what the editor shows beside it. */
  source: unknown;
  sources: readonly SourceText[];
  /** Why a translation of it cannot be stored, or null: each entry at one of its texts, within its field's limits. */
  issue(translation: unknown): FieldIssue | null;
  /**
   * Rows have no drafts (decision 240): a save is published at once. A document's translation is
   * saved as its draft and published as the English is.
   */
  publishesOnSave: boolean;
  /** Where its changes are audited: the document or the row. */
  audit: { entity: AuditEntity; entityId: string };
  /** Said when a revision asked for is not this subject's. */
  notFoundMessage: string;
  /** Tells every process that what visitors read changed, in the transaction that publishes. */
  announce?(tx: Database): Promise<void>;
}

const ofTranslation = (kind: TranslatedKind, record: string, language: TranslatedLanguage) =>
  and(eq(translations.subject, kind), eq(translations.record, record), eq(translations.language, language));
const ofRevisions = (kind: TranslatedKind, record: string, language: TranslatedLanguage) =>
  and(eq(translationRevisions.subject, kind), eq(translationRevisions.record, record), eq(translationRevisions.language, language));

function stateOf(subject: TranslatedSubject, language: TranslatedLanguage, row: Row | undefined): TranslationState {
  return {
    key: subject.record,
    language,
    version: row?.version ?? 0,
    published: row?.published ?? {},
    draft: row?.draft ?? null,
    source: subject.source,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedByEmail ?? null,
  };
}

export async function readTranslationState(db: Database, subject: TranslatedSubject, language: TranslatedLanguage): Promise<TranslationState> {
  const [row] = await db.select().from(translations).where(ofTranslation(subject.kind, subject.record, language)).limit(1);
  return stateOf(subject, language, row);
}

/** The subject's translation in every language: the latest (the draft where there is one) and its version, for an editor that saves several at once. */
export async function readEveryLanguage(
  db: Database,
  subject: Pick<TranslatedSubject, 'kind' | 'record'>,
): Promise<{ translations: RowTranslations; versions: TranslationVersions }> {
  const rows = await readTranslations(db, { kind: subject.kind, records: [subject.record] });
  return {
    translations: Object.fromEntries(rows.map((row) => [row.language, row.draft ?? row.published])),
    versions: Object.fromEntries(rows.map((row) => [row.language, row.version])),
  };
}

/** The translation's row, locked until the transaction ends, after its version is checked (0: none stored yet). */
async function lockedRow(tx: Database, subject: TranslatedSubject, language: TranslatedLanguage, expectedVersion: number | undefined): Promise<Row | undefined> {
  const [row] = await tx.select().from(translations).where(ofTranslation(subject.kind, subject.record, language)).for('update');
  if (expectedVersion !== undefined && (row?.version ?? 0) !== expectedVersion) throw conflict(contentMessages.stale);
  return row;
}

const signedBy = (actor: AccountUser) => ({ updatedAt: new Date(), updatedBy: actor.id, updatedByEmail: actor.email });

/**
 * One audited change of a translation, in a transaction: `change` answers the row it wrote and
 * the paths it changed, which the audit entry names with the language in words.
 */
async function changeTranslation(
  context: AppContext,
  actor: AccountUser,
  subject: TranslatedSubject,
  language: TranslatedLanguage,
  action: 'update' | 'publish' | 'restore',
  change: (tx: Database) => Promise<{ saved: Row | undefined; fields: string[] }>,
): Promise<TranslationState> {
  const { saved } = await audited(context, actor, change, ({ fields }) => ({
    action,
    ...subject.audit,
    fields,
    about: `${languageOf(language).name} translation`,
  }));
  return stateOf(subject, language, saved);
}

/**
 * The translation's next version with `change` (its first, when none is stored yet): a draft, or
 * a publish, which keeps a revision and tells every process. A first write that another beat is
 * stale (409), as any other.
 */
async function written(
  tx: Database,
  actor: AccountUser,
  subject: TranslatedSubject,
  language: TranslatedLanguage,
  row: Row | undefined,
  change: { draft: FieldTranslations } | { published: FieldTranslations },
): Promise<Row> {
  const values = 'published' in change ? { published: change.published, draft: null } : change;
  const [saved] = row
    ? await tx
        .update(translations)
        .set({ ...values, version: row.version + 1, ...signedBy(actor) })
        .where(ofTranslation(subject.kind, subject.record, language))
        .returning()
    : await tx
        .insert(translations)
        .values({ subject: subject.kind, record: subject.record, language, version: 1, published: {}, ...values, ...signedBy(actor) })
        .onConflictDoNothing()
        .returning();
  if (!saved) throw conflict(contentMessages.stale);
  if ('published' in change) {
    await tx.insert(translationRevisions).values({
      subject: subject.kind,
      record: subject.record,
      language,
      version: saved.version,
      translation: change.published,
      publishedBy: actor.id,
      publishedByEmail: actor.email,
    });
    await subject.announce?.(tx);
  }
  return saved;
}

/** What a save stores: the draft, or what visitors read where the subject has no drafts. */
const saving = (subject: TranslatedSubject, translation: FieldTranslations) => (subject.publishesOnSave ? { published: translation } : { draft: translation });

/**
 * PUT …/translations/:lang: the translation, checked against the English (each entry at one of its
 * texts' paths, within its field's limits), stored if `version` is still the translation's: as the
 * draft, or published where the subject has no drafts. The first save (version 0) creates the row;
 * a concurrent first save loses with 409 like any other stale one.
 */
export async function saveTranslation(
  context: AppContext,
  actor: AccountUser,
  subject: TranslatedSubject,
  language: TranslatedLanguage,
  version: number,
  translation: unknown,
): Promise<TranslationState> {
  return changeTranslation(context, actor, subject, language, 'update', async (tx) => {
    const issue = subject.issue(translation);
    if (issue) throw new FieldRefusal(issue);
    const value = storedTranslation(translation as FieldTranslations);
    const row = await lockedRow(tx, subject, language, version);
    const saved = await written(tx, actor, subject, language, row, saving(subject, value));
    return { saved, fields: changedTranslationPaths(row?.draft ?? row?.published ?? {}, value) };
  });
}

/**
 * POST …/translations/:lang/publish: the draft becomes what visitors read in the language. 409
 * when there is no draft, or when `version` is given and no longer the translation's.
 */
export async function publishTranslation(
  context: AppContext,
  actor: AccountUser,
  subject: TranslatedSubject,
  language: TranslatedLanguage,
  version: number | undefined,
): Promise<TranslationState> {
  return changeTranslation(context, actor, subject, language, 'publish', async (tx) => {
    const row = await lockedRow(tx, subject, language, version);
    if (!row?.draft) throw conflict(contentMessages.noDraft);
    // A draft saved against an earlier English is moved to today's paths (an entry of a text
    // no longer there is left out) and checked again.
    const draft = atTodaysPaths(subject.sources, row.draft);
    const issue = subject.issue(draft);
    if (issue) throw new FieldRefusal(issue);
    return { saved: await written(tx, actor, subject, language, row, { published: draft }), fields: changedTranslationPaths(row.published, draft) };
  });
}

/**
 * POST …/translations/:lang/revisions/:id/restore: that published translation becomes the draft
 * (checked against today's English when it is published), or is published again where the
 * subject has no drafts.
 */
export async function restoreTranslationRevision(
  context: AppContext,
  actor: AccountUser,
  subject: TranslatedSubject,
  language: TranslatedLanguage,
  revisionId: string,
  version: number | undefined,
): Promise<TranslationState> {
  return changeTranslation(context, actor, subject, language, 'restore', async (tx) => {
    const [revision] = await tx
      .select({ translation: translationRevisions.translation })
      .from(translationRevisions)
      .where(and(ofRevisions(subject.kind, subject.record, language), eq(translationRevisions.id, revisionId)))
      .limit(1);
    if (!revision) throw notFound(subject.notFoundMessage);
    const row = await lockedRow(tx, subject, language, version);
    if (!row) throw notFound(subject.notFoundMessage);
    // Where the subject has no drafts it is published again, at today's paths, as a publish would.
    const translation = subject.publishesOnSave ? atTodaysPaths(subject.sources, revision.translation) : revision.translation;
    const saved = await written(tx, actor, subject, language, row, saving(subject, translation));
    return { saved, fields: changedTranslationPaths(row.draft ?? row.published, translation) };
  });
}

/** A page of a translation's revisions, newest first, and how many there are. */
export async function listTranslationRevisions(
  db: Database,
  { kind, record }: Pick<TranslatedSubject, 'kind' | 'record'>,
  language: TranslatedLanguage,
  page: ListPage,
): Promise<{ revisions: ContentRevision[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: translationRevisions.id,
        version: translationRevisions.version,
        publishedAt: translationRevisions.publishedAt,
        publishedBy: translationRevisions.publishedByEmail,
      })
      .from(translationRevisions)
      .where(ofRevisions(kind, record, language))
      .orderBy(desc(translationRevisions.version))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(translationRevisions).where(ofRevisions(kind, record, language)),
  ]);
  return { revisions: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })), total: counted?.value ?? 0 };
}

/**
 * The stored translations, of one kind of subject (every kind when omitted), of some of its
 * records and in some languages (all when omitted): what readers, counts and the translators'
 * file start from.
 */
export async function readTranslations(
  db: Database,
  { kind, records, languages }: { kind?: TranslatedKind; records?: readonly string[]; languages?: readonly TranslatedLanguage[] },
): Promise<Row[]> {
  const where = [
    kind && eq(translations.subject, kind),
    records && inArray(translations.record, [...records]),
    languages && inArray(translations.language, [...languages]),
  ].filter((each) => each !== undefined);
  return db.select().from(translations).where(and(...where));
}

/**
 * What visitors read of one kind of subject (of `records` only, when given): each record's
 * published translations by language, an empty one counting as none.
 */
export async function readPublishedByRecord(db: Database, kind: TranslatedKind, records?: readonly string[]): Promise<Map<string, RowTranslations>> {
  const byRecord = new Map<string, Record<string, FieldTranslations>>();
  for (const row of await readTranslations(db, { kind, records })) {
    if (Object.keys(row.published).length === 0) continue;
    let languages = byRecord.get(row.record);
    if (!languages) byRecord.set(row.record, (languages = {}));
    languages[row.language] = row.published;
  }
  return byRecord;
}

/** Each document's translation drafts in a language: what a signed-in editor's preview in that language shows. */
export async function readTranslationDrafts(db: Database, kind: TranslatedKind, language: TranslatedLanguage): Promise<Map<string, FieldTranslations>> {
  const rows = await db
    .select({ record: translations.record, draft: translations.draft })
    .from(translations)
    .where(and(eq(translations.subject, kind), eq(translations.language, language), sql`${translations.draft} IS NOT NULL`));
  return new Map(rows.map((row) => [row.record, row.draft!]));
}

/**
 * Over the translation as read (`version`, or none stored when undefined) only, `translation`
 * stored as its draft or, where the subject has no drafts, published: what the translators' file
 * writes. Another save in between refuses it (409), as a stale save in the editor is.
 */
export async function importTranslation(
  tx: Database,
  actor: AccountUser,
  subject: TranslatedSubject,
  language: TranslatedLanguage,
  version: number | undefined,
  translation: FieldTranslations,
): Promise<void> {
  const row = await lockedRow(tx, subject, language, version ?? 0);
  await written(tx, actor, subject, language, row, saving(subject, translation));
}

/** Each published translation of one kind of subject with a digest of it (md5 of its stored text), so a reader can tell an unchanged one without comparing it. */
export async function readPublishedDigests(db: Database, kind: TranslatedKind): Promise<{ record: string; language: TranslatedLanguage; published: FieldTranslations; digest: string }[]> {
  return db
    .select({ record: translations.record, language: translations.language, published: translations.published, digest: sql<string>`md5(${translations.published}::text)` })
    .from(translations)
    .where(eq(translations.subject, kind));
}

/**
 * Shipped translations stored as published version 1 and their first revision, where their
 * subject has none in that language yet: one that exists, whoever wrote it, is never touched, and
 * several processes starting together store each once. Resolves how many were stored.
 */
export async function seedTranslations(db: Database, kind: TranslatedKind, shipped: readonly { record: string; language: TranslatedLanguage; published: FieldTranslations }[]): Promise<number> {
  if (shipped.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(translations)
      .values(shipped.map((each) => ({ subject: kind, ...each })))
      .onConflictDoNothing()
      .returning({ record: translations.record, language: translations.language, translation: translations.published });
    if (inserted.length) await tx.insert(translationRevisions).values(inserted.map((row) => ({ subject: kind, ...row, version: 1 })));
    return inserted.length;
  });
}
