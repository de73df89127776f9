import type { z } from 'zod';
import { markEnglish } from '../i18n/fallback.ts';
import { resolveTranslations, translationOf, translationShapeIssue, translationStatus, type FieldTranslations, type SourceText, type TranslationStatus } from '../i18n/translation.ts';
import { valueAt, type FieldIssue } from '../field-issue.ts';
import { contentFields, firstContentIssue, valuesAt } from './walk.ts';

/**
 * A site content document in another language: its translatable fields (field-meta.ts's
 * `translatable`) replaced by their translations, in the document's exact shape and types, so
 * pages read it as they read the English one.
 */

const translatablePathsCache = new WeakMap<z.ZodType, readonly string[][]>();

/** The translatable fields of a schema ('*' for every entry of a list), walked once per schema. */
function translatablePaths(schema: z.ZodType): readonly string[][] {
  let paths = translatablePathsCache.get(schema);
  if (!paths) {
    paths = [...contentFields(schema)].flatMap((field) => (field.kind === 'value' && field.meta?.translatable ? [field.path] : []));
    translatablePathsCache.set(schema, paths);
  }
  return paths;
}

/** Every translatable English text of a document, with its path ('services.2.features.0'). */
export function contentSourceTexts(schema: z.ZodType, document: unknown): SourceText[] {
  const texts: SourceText[] = [];
  for (const fieldPath of translatablePaths(schema)) {
    const pattern = fieldPath.join('.');
    for (const { path, value } of valuesAt(document, fieldPath)) if (typeof value === 'string') texts.push({ path: path.join('.'), pattern, text: value });
  }
  return texts;
}

/** Sets the value at a text's path ('services.2.title') in a document (a copy the caller made). */
function setAt(document: unknown, path: string, value: string): void {
  const steps = path.split('.');
  const last = steps.pop()!;
  (steps.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], document) as Record<string, unknown>)[last] = value;
}

/**
 * The document with each translatable field in the translation's language; a field without a
 * translation keeps its English text and is marked (fallbackLang) for its element's `lang`.
 * An outdated translation still shows: it was right for the English text before the last change.
 */
export function localizeDocument<T>(schema: z.ZodType, english: T, translation: FieldTranslations | undefined): T {
  const localized = structuredClone(english);
  const sources = contentSourceTexts(schema, english);
  const resolved = resolveTranslations(sources, translation);
  for (const { path } of sources) {
    const field = resolved.get(path);
    if (field?.text !== undefined) setAt(localized, path, field.text);
    else if (field) {
      const steps = path.split('.');
      const key = steps.pop()!;
      const parent = steps.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], localized) as Record<string, unknown>;
      markEnglish(parent, Array.isArray(parent) ? Number(key) : key);
    }
  }
  return localized;
}

/**
 * The document as a translator edits it: each translatable field holds its translation (up to
 * date or outdated) or nothing where it is missing; every other field stays English.
 */
export function translationDocument<T>(schema: z.ZodType, english: T, translation: FieldTranslations | undefined): T {
  const document = structuredClone(english);
  const resolved = resolveTranslations(contentSourceTexts(schema, english), translation);
  for (const [path, field] of resolved) setAt(document, path, field.text ?? '');
  return document;
}

/** Each translatable field's status in one language ('missing', 'up-to-date', 'outdated'), by path. */
export function documentTranslationStatus(schema: z.ZodType, english: unknown, translation: FieldTranslations | undefined): Map<string, TranslationStatus> {
  return translationStatus(contentSourceTexts(schema, english), translation);
}

/**
 * A stored translation from a translator's copy of the defaults (TextOverlay: same shape, text
 * only). With `current` (the document as published), only the fields whose English is still the
 * default's are taken: a translation of a text an editor has since replaced would say something
 * the English page no longer says.
 */
export function translationFromOverlay<T>(schema: z.ZodType, defaults: T, overlay: unknown, current: unknown = defaults): FieldTranslations {
  const now = new Map(contentSourceTexts(schema, current).map(({ path, text }) => [path, text]));
  const sources = contentSourceTexts(schema, defaults).filter(({ path, text }) => now.get(path) === text);
  return translationOf(sources, (path) => valueAt(overlay, path.split('.')));
}

/**
 * Why a translation of `english` cannot be stored, or null: its entries must be at the paths of
 * the document's English texts (translationShapeIssue), and the document with every entry's text
 * in its place must pass the document's rules (a translation is held to its field's limits).
 */
export function translationIssue(schema: z.ZodType, english: unknown, translation: unknown): FieldIssue | null {
  const paths = new Set(contentSourceTexts(schema, english).flatMap(({ path, text }) => (text === '' ? [] : [path])));
  const shape = translationShapeIssue(translation, paths);
  if (shape) return shape;
  const translated = structuredClone(english);
  for (const [path, { text }] of Object.entries(translation as FieldTranslations)) if (text.trim() !== '') setAt(translated, path, text);
  const result = schema.safeParse(translated);
  return result.success ? null : firstContentIssue(schema, translated, result.error);
}
