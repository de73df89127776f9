import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from './captured-response.server.ts';
import type { CachedPage, PageCache } from './page-cache.server.ts';

// Every page is text, sent compressed or not by what the visitor accepts: caches must tell the
// two apart, even when this answer was too small to compress.
const VARY = 'accept-encoding';

/** Sends a page rendered for this request; @fastify/compress compresses it when the visitor accepts that. */
export function sendRenderedPage(reply: FastifyReply, page: RenderedPage, status = page.status): FastifyReply {
  reply.code(status).headers(page.headers).header('vary', VARY).compress(page.body);
  return reply;
}

/**
 * Sends a kept page: 304 when the visitor holds this very copy, else its body in the encoding
 * the visitor prefers, compressed once for every visitor after.
 */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, cache: PageCache, kept: CachedPage): FastifyReply {
  reply.headers(kept.page.headers).header('etag', kept.etag).header('vary', VARY);
  if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
  const { body, encoding } = cache.encoded(kept, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(200).send(body);
}
