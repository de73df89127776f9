import type { OutgoingHttpHeaders } from 'node:http';
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

/** What a kept page answers a visitor: its status, its headers, and its body unless a 304. */
export interface KeptPageAnswer {
  status: 200 | 304;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/**
 * A kept page's answer: 304 when the visitor holds this very copy, else its body in the encoding
 * the visitor prefers, compressed once for every visitor after. The page route (sendKeptPage)
 * and the kept-page lane both answer with it.
 */
export function keptPageAnswer(cache: PageCache, kept: CachedPage, asked: { ifNoneMatch?: string; acceptEncoding?: string }): KeptPageAnswer {
  const headers: OutgoingHttpHeaders = { ...kept.page.headers, etag: kept.etag, vary: VARY };
  if (asked.ifNoneMatch === kept.etag) return { status: 304, headers };
  const { body, encoding } = cache.encoded(kept, asked.acceptEncoding);
  if (encoding) headers['content-encoding'] = encoding;
  return { status: 200, headers, body };
}

/** Sends a kept page (keptPageAnswer) through Fastify. */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, cache: PageCache, kept: CachedPage): FastifyReply {
  const answer = keptPageAnswer(cache, kept, { ifNoneMatch: request.headers['if-none-match'], acceptEncoding: request.headers['accept-encoding'] });
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}
