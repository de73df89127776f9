/**
 * The translators' file: every text that needs work in one language exported with its English,
 * and the file filled in imported back, all of it or nothing. Site content lands in each
 * document's translation draft (published as any draft is); a staff member's, client's or
 * advertisement's text is saved with the row, which has no drafts. Every row of the file is checked
 * first: a key that names no text to translate, or a text over its field's limit, refuses the
 * file with a message naming the row.
 */
import type { AccountUser } from '../../domain/account.ts';
import { CONTENT_KEYS, contentDefinition } from '../../domain/content/index.ts';
import { TRANSLATION_FILE_FORMAT, translationFileMessages as say, type TranslationFile } from '../../domain/i18n/translation-file.ts';
import {
  atTodaysPaths,
  changedTranslationPaths,
  resolveTranslations,
  sourceFingerprint,
  storedTranslation,
  type FieldTranslations,
  type TranslationStatus,
} from '../../domain/i18n/translation.ts';
import { languageOf, type TranslatedLanguage } from '../../domain/languages.ts';
import { forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { badRequest } from '../http/errors.server.ts';
import { readPublished } from '../content/content-documents.server.ts';
import { documentSubject, rowSubject, translatedCollections } from './translated-subjects.server.ts';
import { importTranslation, readTranslations, type TranslatedSubject } from './translation-store.server.ts';

/** A document or row, and its translation in the language as stored (the draft where there is one) with that translation's version. */
interface Owner {
  subject: TranslatedSubject;
  stored: FieldTranslations | undefined;
  /** The translation's version as read, when one is stored: the import writes only over that one. */
  version?: number;
}

async function ownersIn(db: Database, language: TranslatedLanguage): Promise<Owner[]> {
  const subjects = async () => {
    const english = await readPublished(db);
    const documents = CONTENT_KEYS.map((key) => documentSubject(key, english.get(key)?.published ?? contentDefinition(key).defaults));
    const rows = await Promise.all(
      translatedCollections.map(async ({ kind, definition, table }) =>
        ((await db.select().from(table)) as (Record<string, unknown> & { id: string })[]).map((row) => rowSubject(kind, definition, row)),
      ),
    );
    return [...documents, ...rows.flat()];
  };
  const [all, stored] = await Promise.all([subjects(), readTranslations(db, { languages: [language] })]);
  const translations = new Map(stored.map((row) => [`${row.subject}/${row.record}`, row]));
  return all.map((subject) => {
    const row = translations.get(`${subject.kind}/${subject.record}`);
    return { subject, stored: row ? (row.draft ?? row.published) : undefined, version: row?.version };
  });
}

const keyOf = ({ subject }: Owner, path: string) => `${subject.kind}/${subject.record}/${path}`;

/** Each text of each owner with its status and translation: what the file lists and accepts. */
function textsOf(owners: Owner[]): Map<string, { owner: Owner; path: string; source: string; status: TranslationStatus; text?: string }> {
  const texts = new Map<string, { owner: Owner; path: string; source: string; status: TranslationStatus; text?: string }>();
  for (const owner of owners) {
    const resolved = resolveTranslations(owner.subject.sources, owner.stored);
    for (const { path, text } of owner.subject.sources) {
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
    if (!entry) changed.set(owner, (entry = { translation: atTodaysPaths(owner.subject.sources, owner.stored), rowOf: new Map() }));
    entry.translation[path] = { text: target.trim(), source: sourceFingerprint(source) };
    entry.rowOf.set(path, index + 1);
  });
  for (const [owner, { translation, rowOf }] of changed) {
    const issue = owner.subject.issue(translation);
    if (issue) throw badRequest(say.row(rowOf.get(issue.field) ?? 0, keyOf(owner, issue.field), issue.message), { field: 'file' });
  }
  const about = `${languageOf(language).name} translation`;
  await context.db.transaction(async (tx) => {
    for (const [owner, { translation }] of changed) {
      const value = storedTranslation(translation);
      // Only over the translation the file was checked against: an editor's save in between is
      // not overwritten (the whole import is refused, as a stale save in the editor is).
      await importTranslation(tx, actor, owner.subject, language, owner.version, value);
      await recordAudit(tx, actor, { action: 'update', ...owner.subject.audit, fields: changedTranslationPaths(owner.stored ?? {}, value), about });
    }
  });
  forgetActivityTotals(context.db);
  return [...changed.values()].reduce((sum, { rowOf }) => sum + rowOf.size, 0);
}
