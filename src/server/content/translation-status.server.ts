/**
 * What needs translating: every site content document and every staff member, client and
 * advertisement with texts missing or outdated in a language (GET /api/translation-status), for
 * the document list's counts, the Translations view and the dashboard, which count only the
 * languages the site offers.
 */
import type { AnyCollection } from '../../domain/collection.ts';
import { advertisementCollection } from '../../domain/advertisement.ts';
import { clientCollection } from '../../domain/client.ts';
import type { TranslatedKind, TranslationNeeds } from '../../domain/content/translation-api.ts';
import { rowTranslationStatus } from '../../domain/i18n/row-translation.ts';
import type { RowTranslations } from '../../domain/i18n/translation.ts';
import type { TranslatedLanguage } from '../../domain/languages.ts';
import { staffCollection } from '../../domain/staff.ts';
import type { OrderedTable } from '../api/records.server.ts';
import { displayOrder } from '../api/records.server.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, clients, staffMembers } from '../db/schema.server.ts';
import { contentTranslationNeeds } from './content-translations.server.ts';
import { needsOf } from './translation-needs.server.ts';

export const translatedCollections: readonly { kind: TranslatedKind; definition: AnyCollection; table: OrderedTable }[] = [
  { kind: 'staff', definition: staffCollection as AnyCollection, table: staffMembers },
  { kind: 'clients', definition: clientCollection as AnyCollection, table: clients },
  { kind: 'advertisements', definition: advertisementCollection as AnyCollection, table: advertisements },
];

/** Each row with texts that need work in each of `languages`, in display order. */
async function rowTranslationNeeds(db: Database, languages: readonly TranslatedLanguage[]): Promise<TranslationNeeds[]> {
  const read = await Promise.all(translatedCollections.map(async (each) => ({ ...each, rows: (await db.select().from(each.table).orderBy(...displayOrder(each.table))) as Record<string, unknown>[] })));
  return languages.flatMap((language) =>
    read.flatMap(({ kind, definition, rows }) =>
      rows.flatMap((row) => {
        const status = rowTranslationStatus(definition, row, row.translations as RowTranslations, language);
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
  const [content, rows] = await Promise.all([contentTranslationNeeds(db, languages), rowTranslationNeeds(db, languages)]);
  const needs = [...content, ...rows];
  return 'language' in asked ? needs : needs.map(({ fields: _fields, ...counted }) => counted);
}
