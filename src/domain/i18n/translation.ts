import type { FieldIssue } from '../field-issue.ts';
import type { TranslatedLanguage } from '../languages.ts';
import { translationMessages } from './translation-messages.ts';

/**
 * Translations are kept beside the English source, field by field: each translated field holds
 * its text and the fingerprint of the English text it was made from. When the English text
 * changes, the fingerprints no longer match and the translation is *outdated*; a field with no
 * translation is *missing*. Site content documents and collection rows share this model (see
 * docs/decisions/160-translations-beside-the-source.md).
 */
export interface FieldTranslation {
  text: string;
  /** sourceFingerprint() of the English text this translates. */
  source: string;
}

/** One document's or row's translation in one language, by field path: 'hero.headline', 'services.2.title', 'role'. */
export type FieldTranslations = Readonly<Record<string, FieldTranslation>>;

/** A subject's translations, by language: what a row is localised with. */
export type RowTranslations = Readonly<Partial<Record<TranslatedLanguage, FieldTranslations>>>;

export type TranslationStatus = 'missing' | 'up-to-date' | 'outdated';

/**
 * A short fingerprint of an English text (cyrb53, 53 bits, as 11 base-36 digits): enough to
 * tell that a text changed, small enough to keep per field, and the same in the browser and
 * on the server.
 */
export function sourceFingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** One English text to translate: where it is, and the field it is an instance of ('services.*.title'). */
export interface SourceText {
  path: string;
  pattern: string;
  text: string;
}

/** The field pattern of a concrete path: list positions become '*'. */
export const patternOf = (path: string): string =>
  path
    .split('.')
    .map((step) => (/^\d+$/.test(step) ? '*' : step))
    .join('.');

/** What a field shows in a language: the translation (up to date or outdated), or nothing (missing: English shows). */
export interface ResolvedField {
  status: TranslationStatus;
  /** Present unless missing. */
  text?: string;
}

/**
 * Each English text's translation and status. A list entry's translation follows its English
 * text: when entries are reordered, added or removed, a translation made for a text that is still
 * in the list (at any position) stays with that text; a translation whose text is gone from the
 * list and whose place now holds another text is *outdated* (the text at that place changed);
 * an empty English text needs no translation and is left out.
 */
export function resolveTranslations(sources: readonly SourceText[], stored: FieldTranslations | undefined): Map<string, ResolvedField> {
  const resolved = new Map<string, ResolvedField>();
  // Per field pattern: the stored translations by the fingerprint of their English, and the
  // fingerprints of the English texts there now.
  const byPattern = new Map<string, { byPrint: Map<string, FieldTranslation>; current: Set<string> }>();
  const indexOf = (pattern: string) => {
    let index = byPattern.get(pattern);
    if (!index) byPattern.set(pattern, (index = { byPrint: new Map(), current: new Set() }));
    return index;
  };
  const usable = (entry: FieldTranslation | undefined) => (entry && entry.text.trim() !== '' ? entry : undefined);
  for (const [path, entry] of Object.entries(stored ?? {})) {
    const { byPrint } = indexOf(patternOf(path));
    if (usable(entry) && !byPrint.has(entry.source)) byPrint.set(entry.source, entry);
  }
  const present = sources.filter((source) => source.text !== '').map((source) => ({ ...source, print: sourceFingerprint(source.text) }));
  for (const { pattern, print } of present) indexOf(pattern).current.add(print);
  for (const { path, pattern, print } of present) {
    const { byPrint, current } = indexOf(pattern);
    const here = usable(stored?.[path]);
    const same = here?.source === print ? here : byPrint.get(print);
    if (same) resolved.set(path, { status: 'up-to-date', text: same.text });
    else if (here && !current.has(here.source)) resolved.set(path, { status: 'outdated', text: here.text });
    else resolved.set(path, { status: 'missing' });
  }
  return resolved;
}

/** Each English text's status in a language: what issue-tracking screens and counts read. */
export function translationStatus(sources: readonly SourceText[], stored: FieldTranslations | undefined): Map<string, TranslationStatus> {
  return new Map([...resolveTranslations(sources, stored)].map(([path, { status }]) => [path, status]));
}

/** A translation of `sources` from texts by path (a translator's file): each non-empty text, fingerprinted against its source. */
export function translationOf(sources: readonly SourceText[], texts: (path: string) => unknown): Record<string, FieldTranslation> {
  const translation: Record<string, FieldTranslation> = {};
  for (const source of sources) {
    const text = texts(source.path);
    if (source.text !== '' && typeof text === 'string' && text.trim() !== '') translation[source.path] = { text: text.trim(), source: sourceFingerprint(source.text) };
  }
  return translation;
}

/**
 * A translation after an editor's or a translator's texts by path: a text is made from the
 * English now (up to date), except an outdated text handed back unchanged, which keeps the
 * fingerprint of the English it was made for (still outdated: nobody has checked it against the
 * new English). A blank text is missing and left out.
 */
export function editedTranslation(sources: readonly SourceText[], stored: FieldTranslations | undefined, texts: (path: string) => unknown): Record<string, FieldTranslation> {
  const before = resolveTranslations(sources, stored);
  const translation: Record<string, FieldTranslation> = {};
  for (const source of sources) {
    const typed = texts(source.path);
    if (source.text === '' || typeof typed !== 'string' || typed.trim() === '') continue;
    const text = typed.trim();
    const was = before.get(source.path);
    const unchecked = was?.status === 'outdated' && was.text === text;
    translation[source.path] = { text, source: unchecked ? stored![source.path]!.source : sourceFingerprint(source.text) };
  }
  return translation;
}

const FINGERPRINT = /^[0-9a-z]{11}$/;

/**
 * Why a translation sent by a caller cannot be read, or null: it must be an object of
 * `{ text, source }` entries, each at one of `paths` (the texts there are to translate), its
 * source a fingerprint. Whether each text fits its field is the caller's check.
 */
export function translationShapeIssue(translation: unknown, paths: ReadonlySet<string>): FieldIssue | null {
  if (translation === null || typeof translation !== 'object' || Array.isArray(translation)) return { field: 'translation', message: translationMessages.invalidTranslation };
  for (const [path, entry] of Object.entries(translation)) {
    if (!paths.has(path)) return { field: path, message: translationMessages.notTranslatable(path) };
    const { text, source } = (entry ?? {}) as Partial<Record<string, unknown>>;
    if (typeof text !== 'string' || typeof source !== 'string' || !FINGERPRINT.test(source)) return { field: path, message: translationMessages.invalidTranslation };
  }
  return null;
}

/** A translation as stored: each entry's text trimmed, blank entries left out (a blank field is missing). */
export const storedTranslation = (translation: FieldTranslations): FieldTranslations =>
  Object.fromEntries(Object.entries(translation).flatMap(([path, { text, source }]) => (text.trim() === '' ? [] : [[path, { text: text.trim(), source }]])));

/** The paths whose entries differ between two translations: what an audit entry names. */
export function changedTranslationPaths(before: FieldTranslations, after: FieldTranslations): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((path) => before[path]?.text !== after[path]?.text || before[path]?.source !== after[path]?.source);
}

/**
 * A stored translation at today's paths of `sources`: each text where its English now is (a list
 * entry moved), outdated ones kept outdated, those of English texts no longer there left out.
 */
export function atTodaysPaths(sources: readonly SourceText[], stored: FieldTranslations | undefined): Record<string, FieldTranslation> {
  const now = resolveTranslations(sources, stored);
  return editedTranslation(sources, stored, (path) => now.get(path)?.text);
}
