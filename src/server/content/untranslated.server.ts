/**
 * What a publish would leave showing English, asked before it (GET
 * /api/content/:key/untranslated): the English draft against each offered language's published
 * translation, or one offered language's draft against the English as published. Only missing
 * texts count: an outdated translation still shows, in its language.
 */
import type { CompanyContent } from '../../domain/content/company.ts';
import { contentDefinition, type ContentKey } from '../../domain/content/index.ts';
import { documentTranslationStatus } from '../../domain/content/translate.ts';
import type { UntranslatedTexts } from '../../domain/content/translation-api.ts';
import type { FieldTranslations } from '../../domain/i18n/translation.ts';
import { type LanguageCode, type TranslatedLanguage, translatedAmong } from '../../domain/languages.ts';
import type { Database } from '../db/client.server.ts';
import { readState } from './content-documents.server.ts';
import { contentSubject } from '../translations/translated-subjects.server.ts';
import { readTranslations, readTranslationState } from '../translations/translation-store.server.ts';

/** Every text's path in the order the document reads, so a list entry's texts stay together. */
function readingOrder(node: unknown, at: readonly string[] = []): string[] {
  if (typeof node === 'string') return [at.join('.')];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([step, child]) => readingOrder(child, [...at, step]));
}

/** The paths of `english`'s texts that `translation` has nothing for, as the document reads. */
function missingIn(key: ContentKey, english: unknown, translation: FieldTranslations | undefined): string[] {
  const status = documentTranslationStatus(contentDefinition(key).schema, english, translation);
  return readingOrder(english).filter((path) => status.get(path) === 'missing');
}

const withTexts = (found: UntranslatedTexts[]) => found.filter(({ fields }) => fields.length > 0);

/** Publishing the English draft (else what is published), in each language `offered`. */
async function englishPublish(db: Database, key: ContentKey, offered: readonly LanguageCode[]): Promise<UntranslatedTexts[]> {
  const state = await readState(db, key);
  const english = state.draft ?? state.published;
  // The company's own draft may switch languages on or off: what it will offer is what counts.
  const languages = translatedAmong(key === 'company' ? (english as CompanyContent).languages : offered);
  if (languages.length === 0) return [];
  const rows = await readTranslations(db, { kind: 'content', records: [key], languages });
  const published = new Map(rows.map((row) => [row.language, row.published]));
  return withTexts(languages.map((language) => ({ language, fields: missingIn(key, english, published.get(language)) })));
}

/**
 * In `language` only, what publishing its draft (else what is published) leaves in English;
 * nothing for a language the site does not offer, whose pages nobody reads.
 */
export async function untranslatedOnPublish(db: Database, key: ContentKey, offered: readonly LanguageCode[], language?: TranslatedLanguage): Promise<UntranslatedTexts[]> {
  if (!language) return englishPublish(db, key, offered);
  if (!offered.includes(language)) return [];
  const state = await readTranslationState(db, await contentSubject(db, key), language);
  return withTexts([{ language, fields: missingIn(key, state.source, state.draft ?? state.published) }]);
}
