import type { LanguageCode } from '../languages.ts';

/**
 * The locale dates are written in for a language: as written in India, Arabic as in the United
 * Arab Emirates (whose flag the menu shows; it writes Western digits).
 */
export function dateLocale(lang: LanguageCode): string {
  return lang === 'ar' ? 'ar-AE' : `${lang}-IN`;
}
