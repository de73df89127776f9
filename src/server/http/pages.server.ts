import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocalisableRoute, splitLanguagePath, TRANSLATE_PARAMETER } from '../../domain/i18n/localised-path.ts';
import { isLanguageCode, type LanguageCode, SOURCE_LANGUAGE } from '../../domain/languages.ts';
import type { PageAsked, PageLanguage, SiteLocals } from '../../domain/site-data.ts';
import { type AstroHandler, renderWithAstro } from './astro-render.server.ts';
import { createKeptPages } from './kept-pages.server.ts';
import { outageFallback, unavailablePage } from './outage-fallback.server.ts';
import { type PageCache, pageCacheKey } from './page-cache.server.ts';
import { sendKeptPage, sendRenderedPage } from './page-replies.server.ts';
import { type SecurityHeaders, withPagePolicy } from './security-headers.server.ts';

/**
 * Renders a page. `locals` is called only when the page is rendered (a kept page needs none),
 * after the page cache's marks are read, so data it reads is never older than a kept page. It is
 * told the page's language and route; it answers everything else a page reads.
 */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  locals: (page: PageLanguage) => Promise<Omit<SiteLocals, keyof PageAsked>>,
  /**
   * Another page than the one asked for (a form's outcome, the admin app), under another status;
   * the admin area's pages get its own policy.
   */
  options?: { url?: string; status?: number; area?: 'public' | 'admin' },
) => Promise<void>;

export interface PageRendererOptions {
  security: SecurityHeaders;
  /** Where anonymous pages are kept; null renders every request. */
  cache: PageCache | null;
  /** Whether a page may be kept for, or served from the cache to, this request. */
  isCacheable: (request: FastifyRequest) => boolean;
  isDatabaseUp: () => Promise<boolean>;
  /** Named on the page shown while the database is unreachable (the last published name known). */
  companyName: () => string;
  /** Paths never rendered under a language prefix (the admin base). */
  privatePrefixes: readonly string[];
  /** Told of each render (the metrics' render count). */
  onRender: () => void;
}

/** The route of src/site/pages/404.astro. */
const NOT_FOUND_ROUTE = '/404';

/**
 * The language and route of a page URL, and the URL Astro renders for it: `/ml/about?x` is the
 * English route `/about?x` rendered in Malayalam. A file or a signed-in area under a language
 * prefix is no page of that language: the not-found page answers, in that language.
 */
export function pageAt(url: string, privatePrefixes: readonly string[]): PageLanguage & { astroUrl: string; translateWidget: boolean } {
  const queryStart = url.search(/[?#]/);
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const { lang, route } = splitLanguagePath(path);
  if (lang === 'en') {
    // An English page asked for with a translation in the browser (the language menu's pick of a
    // language the page is not offered in) may load the widget.
    const translation = new URLSearchParams(query.split('#')[0]).get(TRANSLATE_PARAMETER);
    return { lang, route, astroUrl: url, translateWidget: isLanguageCode(translation) && translation !== 'en' };
  }
  if (!isLocalisableRoute(route, privatePrefixes)) return { lang, route: NOT_FOUND_ROUTE, astroUrl: NOT_FOUND_ROUTE, translateWidget: false };
  return { lang, route, astroUrl: route + query, translateWidget: false };
}

/**
 * Where a page in a language the site does not offer (one the company switched off) leads: the
 * English page of the same route, query kept; null for English, for a language the site offers
 * (asked only then) and for what is no page (a file or a signed-in area under the prefix, which
 * answers the not-found page as before).
 */
export async function englishInstead(
  url: string,
  privatePrefixes: readonly string[],
  siteLanguages: () => Promise<readonly LanguageCode[]>,
): Promise<string | null> {
  const [path = '', query] = url.split(/\?(.*)/s);
  const { lang, route } = splitLanguagePath(path);
  if (lang === SOURCE_LANGUAGE || !isLocalisableRoute(route, privatePrefixes) || (await siteLanguages()).includes(lang)) return null;
  return query === undefined ? route : `${route}?${query}`;
}

/**
 * Answers page requests: Astro renders the page whole (astro-render), its policy is completed
 * from Astro's script hashes, an anonymous visitor's page comes from or goes to the page cache
 * (kept-pages), and while the database is unreachable a clear 503 page answers instead of an
 * error (outage-fallback).
 */
export function createPageRenderer(handler: AstroHandler | null, options: PageRendererOptions): PageRenderer {
  const { security, cache } = options;
  const kept = cache && { cache, pageFor: createKeptPages(cache, options.isDatabaseUp) };
  const orUnavailable = outageFallback(options.isDatabaseUp, (lang) => withPagePolicy(security, unavailablePage(options.companyName(), lang)));

  return async (request, reply, locals, { url, status, area } = {}) => {
    const page = pageAt(url ?? request.url, options.privatePrefixes);
    const pageLanguage = { lang: page.lang, route: page.route };
    const render = async () => {
      options.onRender();
      return withPagePolicy(
        security,
        await renderWithAstro(handler, request.raw, page.astroUrl, { ...(await locals(pageLanguage)), ...pageLanguage, translating: page.translateWidget }),
        area,
        { translateWidget: page.translateWidget },
      );
    };
    // A page asked for with its translation in the browser differs from the kept page in its
    // policy and its widget (the cache keys pages by path): it is rendered each time, and never
    // kept. Every other page is told `translating: false`, whatever its query says.
    if (kept && !url && !status && !page.translateWidget && options.isCacheable(request)) {
      const answer = await kept.pageFor(pageCacheKey(request.url), render);
      if ('kept' in answer) return sendKeptPage(request, reply, kept.cache, answer.kept);
      return sendRenderedPage(reply, await orUnavailable(answer.rendered, page.lang));
    }
    const rendered = await orUnavailable(await render(), page.lang);
    return sendRenderedPage(reply, rendered, status && rendered.status < 500 ? status : rendered.status);
  };
}
