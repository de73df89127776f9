import { localisedPath } from '../../domain/i18n/localised-path.ts';
import { type LanguageCode, SOURCE_LANGUAGE } from '../../domain/languages.ts';

/** One `<link rel="alternate" hreflang>` of a page. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * What search engines are told of a page's languages. A version in a language the page is
 * offered in names itself canonical and every offered version (English also as x-default), the
 * same list on each, so they are reciprocal. A version in a language it is not offered in
 * (the site's words around English copy) is kept out of search and names no alternates.
 */
export function languageHead(route: string, lang: LanguageCode, offered: readonly LanguageCode[], publicUrl: string) {
  const urlIn = (code: LanguageCode) => new URL(localisedPath(route, code), publicUrl).toString();
  if (!offered.includes(lang)) return { canonical: null, alternates: [] as Alternate[] };
  const alternates: Alternate[] = offered.map((code) => ({ hreflang: code, href: urlIn(code) }));
  alternates.push({ hreflang: 'x-default', href: urlIn(SOURCE_LANGUAGE) });
  return { canonical: urlIn(lang), alternates };
}

/** Open Graph's locale of a language: the language as written in India, Arabic as everywhere. */
export function ogLocale(lang: LanguageCode): string {
  return lang === 'ar' ? 'ar_AR' : `${lang}_IN`;
}
