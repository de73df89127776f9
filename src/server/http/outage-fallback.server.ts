import { catalogueFor } from '../../domain/i18n/catalogue/index.ts';
import type { LanguageCode } from '../../domain/languages.ts';
import type { RenderedPage } from './captured-response.server.ts';
import { shortPage } from './short-page.server.ts';

/**
 * What a visitor sees when a page cannot be rendered because the database is unreachable and
 * no copy of the page is kept: a short page in the page's language that says so and retries by
 * itself.
 */
export function unavailablePage(companyName: string, lang: LanguageCode = 'en'): RenderedPage {
  const message = catalogueFor(lang).unavailable.message;
  return shortPage({ lang, companyName, message, status: 503, refreshSeconds: 15, headers: { 'retry-after': '15' } });
}

/**
 * While the database is unreachable, a page that failed to render is answered by the
 * unavailable page instead of an error; any other page passes as it is. (A kept copy of the
 * page, when there is one, comes first: see kept-pages.server.ts.)
 */
export function outageFallback(
  isDatabaseUp: () => Promise<boolean>,
  unavailable: (lang: LanguageCode) => RenderedPage,
): (page: RenderedPage, lang: LanguageCode) => Promise<RenderedPage> {
  return async (page, lang) => (page.status < 500 || (await isDatabaseUp()) ? page : unavailable(lang));
}
