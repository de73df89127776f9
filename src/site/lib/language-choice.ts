import { isLanguageCode, type LanguageCode } from '../../domain/languages.ts';

/**
 * The visitor's language, kept in the browser: the language last picked in the menu or last
 * visited under its own prefix (/ml/…). The server never reads it (the same page is sent to
 * everyone and kept in the page cache, and `/` is English for every visitor and crawler); an
 * English page's script reads it to lead the site's own links to that language.
 */
export const LANGUAGE_STORAGE_KEY = 'site-language';

/** The kept language, when it is one of the site's. */
export function storedLanguage(): LanguageCode | undefined {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(code) ? code : undefined;
  } catch {
    // Storage turned off: the choice lasts for this page only.
    return undefined;
  }
}

export function storeLanguage(code: LanguageCode): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // As above.
  }
}
