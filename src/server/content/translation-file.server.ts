/**
 * The translators' file: every text that needs work in one language exported with its English,
 * and the file filled in imported back, all of it or nothing. Site content lands in each
 * document's translation draft (published as any draft is); a staff member's, client's or
 * advertisement's text is saved with the row, which has no drafts. Every row of the file is checked
 * first: a key that names no text to translate, or a text over its field's limit, refuses the
 * file with a message naming the row.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import type { AnyCollection } from '../../domain/collection.ts';
import { CONTENT_KEYS, contentDefinition, type ContentKey } from '../../domain/content/index.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { contentSourceTexts, translationIssue } from '../../domain/content/translate.ts';
import type { TranslatedKind } from '../../domain/content/translation-api.ts';
import { rowSourceTexts, rowTranslationIssue } from '../../domain/i18n/row-translation.ts';
import { TRANSLATION_FILE_FORMAT, translationFileMessages as say, type TranslationFile } from '../../domain/i18n/translation-file.ts';
import {
  atTodaysPaths,
  changedTranslationPaths,
  resolveTranslations,
  sourceFingerprint,
  storedTranslation,
  type FieldTranslations,
  type RowTranslations,
  type SourceText,
  type TranslationStatus,
} from '../../domain/i18n/translation.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import { forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { contentTranslations } from '../db/schema.server.ts';
import { badRequest, conflict } from '../http/errors.server.ts';
import { readPublished } from './content-documents.server.ts';
import { translatedCollections } from './translation-status.server.ts';

/** A document or row, and its texts in the language: the English, and the translation stored (the draft where there is one). */
interface Owner {
  kind: TranslatedKind;
  key: string;
  sources: SourceText[];
  stored: FieldTranslations | undefined;
  /** Why a translation of it cannot be stored, or null. */
  issue: (translation: FieldTranslations) => { field: string; message: string } | null;
  /** The content translation's version as read, when it has a row: the import writes only over that one. */
  version?: number;
}

async function ownersIn(db: Database, language: TranslatedLanguage): Promise<Owner[]> {
  const [english, stored, collections] = await Promise.all([
    readPublished(db),
    db.select().from(contentTranslations).where(eq(contentTranslations.language, language)),
    Promise.all(translatedCollections.map(async (each) => ({ ...each, rows: (await db.select().from(each.table)) as Record<string, unknown>[] }))),
  ]);
  const translations = new Map(stored.map((row) => [row.key, row]));
  const documents = CONTENT_KEYS.map((key): Owner => {
    const { schema, defaults } = contentDefinition(key);
    const document = english.get(key)?.published ?? defaults;
    const row = translations.get(key);
    return { kind: 'content', key, sources: contentSourceTexts(schema, document), stored: row ? (row.draft ?? row.published) : undefined, issue: (translation) => translationIssue(schema, document, translation), version: row?.version };
  });
  const rows = collections.flatMap(({ kind, definition, rows: all }) =>
    all.map((row): Owner => ({
      kind,
      key: row.id as string,
      sources: rowSourceTexts(definition as AnyCollection, row),
      stored: (row.translations as RowTranslations)[language],
      issue: (translation) => rowTranslationIssue(definition as AnyCollection, row, translation),
    })),
  );
  return [...documents, ...rows];
}

const keyOf = (owner: Owner, path: string) => `${owner.kind}/${owner.key}/${path}`;

/** Each text of each owner with its status and translation: what the file lists and accepts. */
function textsOf(owners: Owner[]): Map<string, { owner: Owner; path: string; source: string; status: TranslationStatus; text?: string }> {
  const texts = new Map<string, { owner: Owner; path: string; source: string; status: TranslationStatus; text?: string }>();
  for (const owner of owners) {
    const resolved = resolveTranslations(owner.sources, owner.stored);
    for (const { path, text } of owner.sources) {
      const field = resolved.get(path);
      if (field) texts.set(keyOf(owner, path), { owner, path, source: text, status: field.status, text: field.text });
    }
  }
  return texts;
}

/** GET /api/translations/export?lang=: the texts that need work, the outdated ones with their translation as the target to revise. */
export async function exportTranslations(db: Database, language: TranslatedLanguage): Promise<TranslationFile> {
  const rows = [...textsOf(await ownersIn(db, language))].flatMap(([key, { source, status, text }]) => (status === 'up-to-date' ? [] : [{ key, status, source, target: text ?? '' }]));
  return { format: TRANSLATION_FILE_FORMAT, language, rows };
}

/** The file's rows, or a 400 when it is not a translations file in `language`. */
function readFile(file: unknown, language: TranslatedLanguage): { key: string; source: string; target: string }[] {
  const { format, language: fileLanguage, rows } = (file ?? {}) as Partial<Record<string, unknown>>;
  if (format !== TRANSLATION_FILE_FORMAT || !Array.isArray(rows)) throw badRequest(say.invalidFile, { field: 'file' });
  if (fileLanguage !== language) throw badRequest(say.otherLanguage(typeof fileLanguage === 'string' ? fileLanguage : '?'), { field: 'file' });
  return rows.map((row: unknown) => {
    const { key, source, target } = (row ?? {}) as Partial<Record<string, unknown>>;
    if (typeof key !== 'string' || typeof source !== 'string' || typeof target !== 'string') throw badRequest(say.invalidFile, { field: 'file' });
    return { key, source, target };
  });
}

/** POST /api/translations/import?lang=: the file's filled-in targets, every row checked before anything is written. Resolves how many texts it took. */
export async function importTranslations(context: AppContext, actor: AccountUser, language: TranslatedLanguage, file: unknown): Promise<number> {
  const rows = readFile(file, language);
  const owners = await ownersIn(context.db, language);
  const texts = textsOf(owners);
  // Per owner: its translation now (at today's paths), then the file's texts, each made for the English it was exported with.
  const changed = new Map<Owner, { translation: Record<string, { text: string; source: string }>; rowOf: Map<string, number> }>();
  rows.forEach(({ key, source, target }, index) => {
    if (target.trim() === '') return;
    const text = texts.get(key);
    if (!text) throw badRequest(say.row(index + 1, key, say.unknownKey), { field: 'file' });
    const { owner, path } = text;
    let entry = changed.get(owner);
    if (!entry) changed.set(owner, (entry = { translation: atTodaysPaths(owner.sources, owner.stored), rowOf: new Map() }));
    entry.translation[path] = { text: target.trim(), source: sourceFingerprint(source) };
    entry.rowOf.set(path, index + 1);
  });
  for (const [owner, { translation, rowOf }] of changed) {
    const issue = owner.issue(translation);
    if (issue) throw badRequest(say.row(rowOf.get(issue.field) ?? 0, keyOf(owner, issue.field), issue.message), { field: 'file' });
  }
  const about = `${languageOf(language).name} translation`;
  await context.db.transaction(async (tx) => {
    for (const [owner, { translation }] of changed) {
      const value = storedTranslation(translation);
      const fields = changedTranslationPaths(owner.stored ?? {}, value);
      if (owner.kind === 'content') {
        // Only over the translation the file was checked against: an editor's save in between is
        // not overwritten (the whole import is refused, as a stale save in the editor is).
        const [saved] = await tx
          .insert(contentTranslations)
          .values({ key: owner.key, language, version: 1, published: {}, draft: value, updatedAt: new Date(), updatedBy: actor.id, updatedByEmail: actor.email })
          .onConflictDoUpdate({
            target: [contentTranslations.key, contentTranslations.language],
            set: { draft: value, version: sql`${contentTranslations.version} + 1`, updatedAt: new Date(), updatedBy: actor.id, updatedByEmail: actor.email },
            setWhere: owner.version === undefined ? sql`false` : eq(contentTranslations.version, owner.version),
          })
          .returning({ key: contentTranslations.key });
        if (!saved) throw conflict(contentMessages.stale);
        await recordAudit(tx, actor, { action: 'update', entity: 'content', entityId: owner.key as ContentKey, fields, about });
      } else {
        const { table, definition } = translatedCollections.find((each) => each.kind === owner.kind)!;
        const saved = await tx
          .update(table)
          .set({ translations: sql`jsonb_set(${table.translations}, ${`{${language}}`}::text[], ${JSON.stringify(value)}::jsonb)` } as never)
          .where(and(eq(table.id, owner.key), sql`${table.translations} -> ${language}::text IS NOT DISTINCT FROM ${owner.stored === undefined ? null : JSON.stringify(owner.stored)}::jsonb`))
          .returning({ id: table.id });
        if (!saved.length) throw conflict(contentMessages.stale);
        await recordAudit(tx, actor, { action: 'update', entity: definition.entity, entityId: owner.key, fields, about });
      }
    }
  });
  forgetActivityTotals(context.db);
  return [...changed.values()].reduce((sum, { rowOf }) => sum + rowOf.size, 0);
}
