/**
 * The translation API's shapes, as the server sends them and the admin reads them: one subject's
 * translation into one language (GET /api/content/:key/translations/:lang, and the same under a
 * row's address), its every language at once, and what needs work in every document, row and
 * language (GET /api/translation-status).
 */
import type { FieldTranslations } from '../i18n/translation.ts';
import type { TranslatedLanguage } from '../languages.ts';

export interface TranslationState {
  /** The document's key or the row's id. */
  key: string;
  language: TranslatedLanguage;
  /** 0 while no translation is stored: the first save names it. */
  version: number;
  published: FieldTranslations;
  draft: FieldTranslations | null;
  /** The English as visitors read it (a document as published, a row's translatable fields): what the translation translates and is checked against. */
  source: unknown;
  updatedAt: string | null;
  /** The e-mail of whoever saved or published last; null while it holds the shipped translation. */
  updatedBy: string | null;
}

/** Each language's translation version (GET …/translations): what a save names to be taken. */
export type TranslationVersions = Partial<Record<TranslatedLanguage, number>>;

/** Where translatable text lives: a site content document, or a row of one of the collections. */
export type TranslatedKind = 'content' | 'staff' | 'clients' | 'advertisements';

/**
 * A document's or row's texts that need work in one language (missing or outdated), counted; with
 * `?lang=` each of them by path ('hero.headline', 'role').
 */
export interface TranslationNeeds {
  kind: TranslatedKind;
  /** The document's key or the row's id. */
  key: string;
  /** The row's name or title; a document's title is its definition's. */
  title: string;
  language: TranslatedLanguage;
  missing: number;
  outdated: number;
  fields?: { path: string; status: 'missing' | 'outdated' }[];
}

/**
 * The texts of a document a publish would leave showing English in one language the site offers,
 * by path: those without a translation there (GET /api/content/:key/untranslated).
 */
export interface UntranslatedTexts {
  language: TranslatedLanguage;
  fields: string[];
}
