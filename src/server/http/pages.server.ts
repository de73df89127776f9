import { existsSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLocals } from '../../domain/site-data.ts';
import { CapturedResponse, type RenderedPage } from './captured-response.server.ts';
import { type CachedPage, type PageCache, pageCacheKey, preferredEncoding } from './page-cache.server.ts';
import { NON_PAGE_POLICY, type SecurityHeaders } from './security-headers.server.ts';
import { unavailablePage } from './unavailable-page.server.ts';

type AstroHandler = (
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
 * Renders a page. `locals` is called only when the page is rendered (a kept page needs none),
 * after the page cache's marks are read, so data it reads is never older than a kept page.
 */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  locals: () => Promise<SiteLocals>,
  options?: { url?: string; status?: number },
) => Promise<void>;

export interface PageRendererOptions {
  security: SecurityHeaders;
  /** Where anonymous pages are kept; null renders every request. */
  cache: PageCache | null;
  /** The content cache's generation: a write changes it. */
  generation: () => number;
  /** Whether a page may be kept for, or served from the cache to, this request. */
  isCacheable: (request: FastifyRequest) => boolean;
  isDatabaseUp: () => Promise<boolean>;
  /** Named on the page shown while the database is unreachable (the last published name known). */
  companyName: () => string;
}

const plainText = (status: number, text: string): RenderedPage => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: Buffer.from(text),
});

/** Runs Astro's handler into a captured response and resolves with the whole page. */
function renderWithAstro(handler: AstroHandler | null, req: IncomingMessage, locals: SiteLocals): Promise<RenderedPage> {
  if (!handler) return Promise.resolve(plainText(503, 'The site has not been built. Run npm run build.'));
  const captured = new CapturedResponse(req);
  const render = (next: () => void) =>
    handler(req, captured as unknown as ServerResponse, next, locals).catch(() => captured.destroy());
  const plainNotFound = () => captured.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  // No page matches: render the site's own 404 page (it answers with status 404).
  render(() => {
    req.url = NOT_FOUND_PAGE;
    render(plainNotFound);
  });
  return captured.done;
}

const isHtml = (page: RenderedPage) => String(page.headers['content-type'] ?? '').startsWith('text/html');

const compressAsync = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const COMPRESS_MIN_BYTES = 1024;

/**
 * Hands page requests to Astro. A page is rendered whole before anything is sent (pages are
 * small): its Content-Security-Policy is completed from Astro's script hashes, an anonymous
 * visitor's page is kept in the page cache, and while the database is unreachable a kept copy or
 * a clear 503 page answers instead of an error.
 */
export function createPageRenderer(handler: AstroHandler | null, options: PageRendererOptions): PageRenderer {
  const { security, cache } = options;
  const rendering = new Map<string, Promise<{ page: RenderedPage; kept: CachedPage | null }>>();

  /** Completes the headers once, so a kept page is sent without further work. */
  function finished(page: RenderedPage): RenderedPage {
    const headers: OutgoingHttpHeaders = { ...page.headers };
    delete headers['content-length'];
    headers['content-security-policy'] = isHtml(page)
      ? security.pagePolicy(page.headers['content-security-policy'] as string | undefined)
      : NON_PAGE_POLICY;
    return { ...page, headers };
  }

  /** One render per page at a time; the result is kept when it is a good anonymous page. */
  function renderToKeep(key: string, req: IncomingMessage, locals: () => Promise<SiteLocals>) {
    const running = rendering.get(key);
    if (running) return running;
    const generation = options.generation();
    const mark = cache?.mark() ?? 0;
    const render = (async () => {
      const page = finished(await renderWithAstro(handler, req, await locals()));
      // A page rendered while the database failed may be missing its data: never keep it.
      const kept = page.status === 200 && cache && (await options.isDatabaseUp()) ? cache.store(key, page, generation, mark) : null;
      return { page, kept };
    })().finally(() => rendering.delete(key));
    rendering.set(key, render);
    return render;
  }

  async function orUnavailable(page: RenderedPage): Promise<RenderedPage> {
    if (page.status < 500 || (await options.isDatabaseUp())) return page;
    return finished(unavailablePage(options.companyName()));
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, status = page.status) {
    let body = page.body;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const compressible = /^(text\/|application\/(json|xml|javascript))/.test(String(page.headers['content-type'] ?? ''));
    if (compressible) reply.header('vary', 'Accept-Encoding');
    if (compressible && encoding && body.length >= COMPRESS_MIN_BYTES) {
      body = encoding === 'br'
        ? await compressAsync.br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : await compressAsync.gzip(body);
      reply.header('content-encoding', encoding);
    }
    return reply.code(status).headers(page.headers).send(body);
  }

  function sendKept(request: FastifyRequest, reply: FastifyReply, kept: CachedPage) {
    reply.headers(kept.page.headers).header('etag', kept.etag).header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
    const { body, encoding } = cache!.encoded(kept, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.code(200).send(body);
  }

  return async (request, reply, locals, renderOptions = {}) => {
    if (renderOptions.url) request.raw.url = renderOptions.url;
    // Astro only renders: a form post reaching a page was handled by its Fastify route first
    // (its body is already read), so Astro sees a plain GET and applies no form handling of its own.
    if (request.raw.method !== 'HEAD') request.raw.method = 'GET';
    const cacheable = cache && !renderOptions.url && !renderOptions.status && options.isCacheable(request);
    if (!cacheable) {
      const page = await orUnavailable(finished(await renderWithAstro(handler, request.raw, await locals())));
      return sendPage(request, reply, page, renderOptions.status && page.status < 500 ? renderOptions.status : page.status);
    }
    const key = pageCacheKey(request.url);
    const hit = cache.get(key);
    if (hit?.freshness === 'fresh') return sendKept(request, reply, hit.entry);
    if (hit?.freshness === 'stale') {
      // Answer now from the kept copy; the next visitor gets the page this render makes.
      void renderToKeep(key, request.raw, locals).catch(() => {});
      return sendKept(request, reply, hit.entry);
    }
    const { page, kept } = await renderToKeep(key, request.raw, locals);
    if (kept) return sendKept(request, reply, kept);
    if (page.status >= 500 && hit) return sendKept(request, reply, hit.entry);
    return sendPage(request, reply, await orUnavailable(page));
  };
}
