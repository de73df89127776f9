import { findLanguage } from '../content/languages.ts';

/**
 * The visitor's language, kept in the browser so it holds after a reload and on every page of
 * the site (SPEC section 4 only says when it changes). localStorage rather than a cookie: the
 * pages are the same for everyone and kept in the page cache, so the server never needs it.
 */
export const LANGUAGE_STORAGE_KEY = 'site-language';

/** The kept language, when it is one the menu offers. */
export function storedLanguage(): string | undefined {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return findLanguage(code) ? code! : undefined;
  } catch {
    // Storage turned off: the choice lasts for this page only.
    return undefined;
  }
}

export function storeLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // As above.
  }
}
