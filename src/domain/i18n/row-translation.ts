import { z } from 'zod';
import { describedFields, type AnyCollection } from '../collection.ts';
import { firstFieldIssue, type FieldIssue } from '../field-issue.ts';
import type { LanguageCode } from '../languages.ts';
import { markEnglish } from './fallback.ts';
import { resolveTranslations, translationOf, translationShapeIssue, translationStatus, type FieldTranslations, type RowTranslations, type SourceText, type TranslationStatus } from './translation.ts';
import { translationMessages } from './translation-messages.ts';

/**
 * Collection rows in another language: the fields their definition marks `translatable` (a
 * client's descriptions, an advertisement's title, a staff member's role and quote) replaced by
 * the row's translations; everything else (names, IDs, dates, links, media) as stored.
 */

const translatableFieldsCache = new WeakMap<AnyCollection, readonly string[]>();

/** The fields of a collection a visitor reads in their language. */
export function translatableFields(collection: AnyCollection): readonly string[] {
  let fields = translatableFieldsCache.get(collection);
  if (!fields) {
    fields = describedFields(collection).flatMap(({ name, meta }) => (meta.translatable ? [name] : []));
    translatableFieldsCache.set(collection, fields);
  }
  return fields;
}

/** A row's English texts to translate: its translatable fields, by name. */
export const rowSourceTexts = (collection: AnyCollection, row: Readonly<Record<string, unknown>>): SourceText[] => rowSources(translatableFields(collection), row);

function rowSources(fields: readonly string[], row: Readonly<Record<string, unknown>>): SourceText[] {
  return fields.flatMap((field) => (typeof row[field] === 'string' ? [{ path: field, pattern: field, text: row[field] as string }] : []));
}

/**
 * The row in `language`, English per field where no translation is stored (marked for the
 * element's `lang`, see fallback.ts). English answers the row itself. Fields the row does not
 * carry (a public card shows only some) are left alone.
 */
export function localizeRow<Row extends Readonly<Record<string, unknown>>>(
  collection: AnyCollection,
  row: Row,
  translations: RowTranslations | undefined,
  language: LanguageCode,
): Row {
  if (language === 'en') return row;
  const fields = translatableFields(collection);
  const localized: Record<string, unknown> = { ...row };
  const resolved = resolveTranslations(rowSources(fields, row), translations?.[language]);
  for (const [field, { text }] of resolved) {
    if (text !== undefined) localized[field] = text;
    else markEnglish(localized, field);
  }
  return localized as Row;
}

/** Each translatable field's status in the language of `translation`. */
export function rowTranslationStatus(collection: AnyCollection, row: Readonly<Record<string, unknown>>, translation: FieldTranslations | undefined): Map<string, TranslationStatus> {
  return translationStatus(rowSources(translatableFields(collection), row), translation);
}

/** A row's translation in one language from texts by field (a translator's file), fingerprinted against the row's English. */
export function rowTranslationOf(
  collection: AnyCollection,
  row: Readonly<Record<string, unknown>>,
  texts: Readonly<Record<string, string | undefined>>,
): FieldTranslations {
  return translationOf(rowSources(translatableFields(collection), row), (field) => texts[field]);
}

/**
 * Why a row's translation in one language cannot be stored, or null: each entry at one of the
 * row's translatable fields that has English text (translationShapeIssue), each text within its
 * field's limits, told in the field's words.
 */
export function rowTranslationIssue(collection: AnyCollection, row: Readonly<Record<string, unknown>>, translation: unknown): FieldIssue | null {
  const fields = translatableFields(collection);
  const paths = new Set(rowSources(fields, row).flatMap(({ path, text }) => (text === '' ? [] : [path])));
  const shape = translationShapeIssue(translation, paths);
  if (shape) return shape;
  for (const [field, { text }] of Object.entries(translation as FieldTranslations)) {
    if (text.trim() === '') continue;
    const single = z.object({ [field]: collection.fields.shape[field] as z.ZodType });
    const parsed = single.safeParse({ [field]: text.trim() });
    if (!parsed.success) return firstFieldIssue(single, { [field]: text }, parsed.error, { unlabelled: translationMessages.invalidTranslation });
  }
  return null;
}

/** A row as a translator edits it: each translatable field holds its translation (up to date or outdated) or nothing where missing; the rest stays English. */
export function rowTranslationDocument<Row extends Readonly<Record<string, unknown>>>(collection: AnyCollection, row: Row, translation: FieldTranslations | undefined): Row {
  const document: Record<string, unknown> = { ...row };
  for (const [field, { text }] of resolveTranslations(rowSourceTexts(collection, row), translation)) document[field] = text ?? '';
  return document as Row;
}
