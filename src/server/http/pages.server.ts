import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteLocals } from '../../domain/site-data.ts';
import { type AstroHandler, renderWithAstro } from './astro-render.server.ts';
import { createKeptPages } from './kept-pages.server.ts';
import { outageFallback, unavailablePage } from './outage-fallback.server.ts';
import { type PageCache, pageCacheKey } from './page-cache.server.ts';
import { sendKeptPage, sendRenderedPage } from './page-replies.server.ts';
import { type SecurityHeaders, withPagePolicy } from './security-headers.server.ts';

/**
 * Renders a page. `locals` is called only when the page is rendered (a kept page needs none),
 * after the page cache's marks are read, so data it reads is never older than a kept page.
 */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  locals: () => Promise<SiteLocals>,
  /** Another page than the one asked for (a form's outcome, the admin app), under another status. */
  options?: { url?: string; status?: number },
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
  const orUnavailable = outageFallback(options.isDatabaseUp, () => withPagePolicy(security, unavailablePage(options.companyName())));

  return async (request, reply, locals, { url, status } = {}) => {
    const render = async () => withPagePolicy(security, await renderWithAstro(handler, request.raw, url ?? request.url, await locals()));
    if (kept && !url && !status && options.isCacheable(request)) {
      const answer = await kept.pageFor(pageCacheKey(request.url), render);
      if ('kept' in answer) return sendKeptPage(request, reply, kept.cache, answer.kept);
      return sendRenderedPage(reply, await orUnavailable(answer.rendered));
    }
    const page = await orUnavailable(await render());
    return sendRenderedPage(reply, page, status && page.status < 500 ? status : page.status);
  };
}
