/**
 * The file a translator fills (GET /api/translations/export?lang=, POST /api/translations/import?lang=):
 * JSON, one row per text that needs work, each with a key naming the text, its English source
 * and the target to fill in. Plain, so any editor or a spreadsheet tool can fill it.
 */
import type { TranslatedLanguage } from '../languages.ts';

export const TRANSLATION_FILE_FORMAT = 'translations/1';

export interface TranslationFileRow {
  /** 'content/home/hero.headline', 'clients/{id}/impact'. */
  key: string;
  /** The English text as it was exported: what the target translates. */
  source: string;
  /** The translation; left empty, the row changes nothing. */
  target: string;
  /** Why it is listed (for the translator): 'missing' or 'outdated'. */
  status?: string;
}

export interface TranslationFile {
  format: typeof TRANSLATION_FILE_FORMAT;
  language: TranslatedLanguage;
  rows: TranslationFileRow[];
}

/** What an import refuses, naming the row (1 is the first row of `rows`) and its key. */
export const translationFileMessages = {
  invalidFile: 'The file could not be read as a translations file. Please upload the file downloaded from here, filled in.',
  otherLanguage: (language: string) => `The file holds translations into ${language}. Please upload it in that language.`,
  row: (row: number, key: string, message: string) => `Row ${row} (${key}): ${message} Nothing was imported.`,
  unknownKey: 'There is no such text to translate.',
  imported: (count: number) => `${count} ${count === 1 ? 'text was' : 'texts were'} imported: site content as drafts, staff, clients and advertisements as saved.`,
} as const;
