import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { SiteLocals } from '../../domain/site-data.ts';
import { CapturedResponse, type RenderedPage } from './captured-response.server.ts';

/** The request handler of Astro's Node adapter in middleware mode. */
export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals?: object,
) => Promise<void>;

export const clientAssetsDir = fileURLToPath(new URL('../../../dist/client/', import.meta.url));
const serverEntry = new URL('../../../dist/server/entry.mjs', import.meta.url);

/** The built Astro request handler, or null when the site has not been built (API-only tests). */
export async function loadAstroHandler(): Promise<AstroHandler | null> {
  if (!existsSync(fileURLToPath(serverEntry))) return null;
  const entry = (await import(serverEntry.href)) as { handler: AstroHandler };
  return entry.handler;
}

/** The route of src/site/pages/404.astro. */
const NOT_FOUND_PAGE = '/404';

/**
 * The request Astro is handed: Fastify's raw request seen with a url and method of its own, so
 * rendering another page than the one asked for (a form's outcome, the admin app, the 404 page)
 * leaves Fastify's request, and what later hooks and the access log read of it, as it came.
 * Everything else (headers, socket, events) is the raw request's; what Astro stores on its
 * request (its abort wiring) stays on this view.
 */
function requestForAstro(raw: IncomingMessage, url: string): IncomingMessage {
  // Astro only renders: a form post reaching a page was handled by its Fastify route first (its
  // body is already read), so Astro sees a plain GET and applies no form handling of its own.
  const own = new Map<PropertyKey, unknown>([
    ['url', url],
    ['method', raw.method === 'HEAD' ? 'HEAD' : 'GET'],
  ]);
  return new Proxy(raw, {
    get(target, property) {
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, property, value) {
      own.set(property, value);
      return true;
    },
    deleteProperty(_target, property) {
      return own.delete(property);
    },
  });
}

const plainText = (status: number, text: string): RenderedPage => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: Buffer.from(text),
});

/**
 * Renders the page at `url` with Astro into a captured response and resolves with the whole
 * page; a path no page matches renders the site's own 404 page (which answers 404).
 */
export async function renderWithAstro(handler: AstroHandler | null, raw: IncomingMessage, url: string, locals: SiteLocals): Promise<RenderedPage> {
  if (!handler) return plainText(503, 'The site has not been built. Run npm run build.');
  const renderAt = (pageUrl: string, noPage: () => Promise<RenderedPage>) =>
    new Promise<RenderedPage>((resolve) => {
      const captured = new CapturedResponse(requestForAstro(raw, pageUrl));
      void captured.done.then(resolve);
      handler(captured.req, captured as unknown as ServerResponse, () => resolve(noPage()), locals).catch(() => captured.destroy());
    });
  const page = await renderAt(url, () => renderAt(NOT_FOUND_PAGE, async () => plainText(404, 'Not found')));
  // The body may leave compressed, or from the page cache: its length is counted as it is sent.
  const { 'content-length': _length, ...headers } = page.headers;
  return { ...page, headers };
}
