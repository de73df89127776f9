import { type LanguageCode, languageOf } from '../../domain/languages.ts';
import type { RenderedPage } from './captured-response.server.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface ShortPageOptions {
  lang: LanguageCode;
  companyName: string;
  /** The one thing the page says, its title and heading. */
  message: string;
  status: number;
  /** A link under the message (a path of this site). */
  link?: { href: string; text: string };
  /** Reloads the page by itself after this many seconds. */
  refreshSeconds?: number;
  headers?: Record<string, string>;
}

/**
 * A plain, self-contained page in the visitor's language that says one thing: what answers when
 * a whole page would cost too much (a refusal past a limit) or cannot be rendered at all (the
 * database unreachable). No script, no data read, never kept.
 */
export function shortPage(options: ShortPageOptions): RenderedPage {
  const name = escapeHtml(options.companyName);
  const message = escapeHtml(options.message);
  const refresh = options.refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${options.refreshSeconds}">`;
  const link = options.link ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>` : '';
  const html = `<!doctype html><html lang="${options.lang}" dir="${languageOf(options.lang).direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<meta name="robots" content="noindex"><title>${message} | ${name}</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f8f9fa;color:#212529}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}</style></head><body><main><p>${name}</p><h1>${message}</h1>${link}</main></body></html>`;
  return {
    status: options.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...options.headers },
    body: Buffer.from(html),
  };
}
