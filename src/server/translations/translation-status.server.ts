/**
 * What needs translating: every site content document and every staff member, client and
 * advertisement with texts missing or outdated in a language (GET /api/translation-status), for
 * the document list's counts, the Translations view and the dashboard, which count only the
 * languages the site offers. The editor's latest translation (the draft where there is one) is
 * what counts, against the English as published; a language with no translation of a subject
 * counts every one of its texts missing.
 */
import { CONTENT_KEYS, contentDefinition } from '../../domain/content/index.ts';
import { documentTranslationStatus } from '../../domain/content/translate.ts';
import type { TranslatedKind, TranslationNeeds } from '../../domain/content/translation-api.ts';
import { rowTranslationStatus } from '../../domain/i18n/row-translation.ts';
import type { FieldTranslations, TranslationStatus } from '../../domain/i18n/translation.ts';
import type { TranslatedLanguage } from '../../domain/languages.ts';
import { displayOrder } from '../api/records.server.ts';
import type { Database } from '../db/client.server.ts';
import { readPublished } from '../content/content-documents.server.ts';
import { translatedCollections } from './translated-subjects.server.ts';
import { readTranslations } from './translation-store.server.ts';

/** The needs of one document or row in one language from its texts' statuses: none when all are up to date. */
function needsOf(about: Omit<TranslationNeeds, 'missing' | 'outdated' | 'fields'>, status: ReadonlyMap<string, TranslationStatus>): TranslationNeeds[] {
  const fields = [...status].flatMap(([path, each]) => (each === 'up-to-date' ? [] : [{ path, status: each }]));
  if (fields.length === 0) return [];
  return [{ ...about, missing: fields.filter((field) => field.status === 'missing').length, outdated: fields.filter((field) => field.status === 'outdated').length, fields }];
}

/** One kind's latest translations in `languages`, by record and language. */
async function latestOf(db: Database, kind: TranslatedKind, languages: readonly TranslatedLanguage[]): Promise<Map<string, FieldTranslations>> {
  const rows = await readTranslations(db, { kind, languages });
  return new Map(rows.map((row) => [`${row.record}:${row.language}`, row.draft ?? row.published]));
}

async function contentNeeds(db: Database, languages: readonly TranslatedLanguage[]): Promise<TranslationNeeds[]> {
  const [english, stored] = await Promise.all([readPublished(db), latestOf(db, 'content', languages)]);
  return languages.flatMap((language) =>
    CONTENT_KEYS.flatMap((key) => {
      const { schema, defaults, title } = contentDefinition(key);
      const status = documentTranslationStatus(schema, english.get(key)?.published ?? defaults, stored.get(`${key}:${language}`));
      return needsOf({ kind: 'content', key, title, language }, status);
    }),
  );
}

/** Each row with texts that need work in each of `languages`, in display order. */
async function rowNeeds(db: Database, languages: readonly TranslatedLanguage[]): Promise<TranslationNeeds[]> {
  const read = await Promise.all(
    translatedCollections.map(async (each) => ({
      ...each,
      rows: (await db.select().from(each.table).orderBy(...displayOrder(each.table))) as Record<string, unknown>[],
      stored: await latestOf(db, each.kind, languages),
    })),
  );
  return languages.flatMap((language) =>
    read.flatMap(({ kind, definition, rows, stored }) =>
      rows.flatMap((row) => {
        const status = rowTranslationStatus(definition, row, stored.get(`${row.id as string}:${language}`));
        return needsOf({ kind, key: row.id as string, title: String(row.name ?? row.title ?? ''), language }, status);
      }),
    ),
  );
}

/**
 * Everything that needs work: counted per language in `languages` (those the site offers), or,
 * asked of one `language` (offered or not: a language may be translated before it is switched
 * on), in that language field by field.
 */
export async function translationNeeds(db: Database, asked: { languages: readonly TranslatedLanguage[] } | { language: TranslatedLanguage }): Promise<TranslationNeeds[]> {
  const languages = 'language' in asked ? [asked.language] : asked.languages;
  // English alone: nothing to translate.
  if (languages.length === 0) return [];
  const [content, rows] = await Promise.all([contentNeeds(db, languages), rowNeeds(db, languages)]);
  const needs = [...content, ...rows];
  return 'language' in asked ? needs : needs.map(({ fields: _fields, ...counted }) => counted);
}
