import { catalogueFor } from '../../domain/i18n/catalogue/index.ts';
import { type LanguageCode, languageOf } from '../../domain/languages.ts';
import type { RenderedPage } from './captured-response.server.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * What a visitor sees when a page cannot be rendered because the database is unreachable and
 * no copy of the page is kept: a plain, self-contained page in the page's language that says so
 * and retries by itself.
 */
export function unavailablePage(companyName: string, lang: LanguageCode = 'en'): RenderedPage {
  const name = escapeHtml(companyName);
  const message = escapeHtml(catalogueFor(lang).unavailable.message);
  const html = `<!doctype html><html lang="${lang}" dir="${languageOf(lang).direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="15"><meta name="robots" content="noindex"><title>${message} | ${name}</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f8f9fa;color:#212529}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style></head><body><main><p>${name}</p><h1>${message}</h1></main></body></html>`;
  return {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '15', 'cache-control': 'no-store' },
    body: Buffer.from(html),
  };
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
