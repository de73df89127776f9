import { isLanguageCode, LANGUAGE_CODES, type LanguageCode, SOURCE_LANGUAGE } from '../languages.ts';

/**
 * The public site's URL scheme: English at the route itself (`/about`), every other language
 * under its code (`/ml/about`, and `/ml` for the home page). Plain functions over paths, used by
 * the server to answer a localised path, by pages for their links and alternates, and by the
 * header's script.
 */

/** A path seen as the language it is in and the English route it is a version of. */
export interface LanguagePath {
  lang: LanguageCode;
  /** The path without its language prefix; '/' for a language's home page. */
  route: string;
}

/** `/ml/about` → ml, `/about`; `/ml` → ml, `/`; `/about` (or `/en/about`: not ours) → en, as it is. */
export function splitLanguagePath(path: string): LanguagePath {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (!match || !isLanguageCode(match[1]) || match[1] === SOURCE_LANGUAGE) return { lang: SOURCE_LANGUAGE, route: path };
  return { lang: match[1], route: match[2] || '/' };
}

/** The path of `route` in `lang`: `/about` in ml is `/ml/about`, the home page `/ml`. */
export function localisedPath(route: string, lang: LanguageCode): string {
  if (lang === SOURCE_LANGUAGE) return route;
  if (route === '/' || route === '') return `/${lang}`;
  // A route written without its leading slash (the home page's relative link) stays relative.
  return route.startsWith('/') ? `/${lang}${route}` : route;
}

/**
 * Whether a route is a page that has versions in other languages: the public pages, not files
 * (`/sitemap.xml`), the API, media, or the signed-in areas (the server never renders those under
 * a language prefix: they answer the site's not-found page in that language).
 */
export function isLocalisableRoute(route: string, privatePrefixes: readonly string[] = []): boolean {
  const path = route.split(/[?#]/)[0] ?? '';
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return ![...NOT_LOCALISED, ...privatePrefixes].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const NOT_LOCALISED = ['/api', '/media', '/_astro', '/staff-panel'];

/** Every language's path of each route (for forgetting kept pages); 'all' stays all. */
export function inEveryLanguage(routes: readonly string[] | 'all'): readonly string[] | 'all' {
  if (routes === 'all') return 'all';
  return routes.flatMap((route) => LANGUAGE_CODES.map((lang) => localisedPath(route, lang)));
}

/**
 * The query parameter of an English page asked for with its translation in the browser
 * (`/about?translate=gu`): the language menu's pick of a language the page is not offered in,
 * when the translation widget is configured. Only such an answer's policy allows the widget.
 */
export const TRANSLATE_PARAMETER = 'translate';
