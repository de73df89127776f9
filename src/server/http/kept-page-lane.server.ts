import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { keptPageAnswer } from './page-replies.server.ts';
import type { PageCache } from './page-cache.server.ts';
import type { requestLogFields } from './log-redaction.server.ts';
import { requestIdOf } from './request-id.server.ts';
import type { RequestOrigin } from './request-origin.server.ts';

export interface KeptPageLaneOptions {
  cache: PageCache;
  /** The headers every answer carries (security-headers.server.ts). */
  commonHeaders: Readonly<Record<string, string>>;
  /** Where the access log goes: the same logger, the same line, as Fastify's requests. */
  log: FastifyBaseLogger;
  /** The caller's address and the host asked for, as Fastify reads them behind TRUST_PROXY. */
  origin: (request: IncomingMessage) => RequestOrigin;
  /** The session cookie's name: a request carrying it goes through Fastify, which resolves it. */
  sessionCookie: string;
  /** The route the access log names for a page (Fastify's catch-all page route). */
  route: string;
  /** True once a graceful stop has begun. */
  isStopping: () => boolean;
}

/**
 * The kept-page lane: a fresh kept page for an anonymous GET without a query string, answered
 * from Node's request event before Fastify builds its request and reply, runs its hooks and
 * makes a logger for the request. That machinery was most of a kept page's CPU, and kept pages
 * are what a spike of visitors reads (decision 207).
 *
 * The answer is the one Fastify's page route gives the same request, byte for byte but its
 * request id and date (test/resilience/kept-page-lane.test.ts): the same common security headers
 * and request id, the page's own policy, ETag, Vary and encoding (page-replies), and the same
 * access-log line. Everything else goes to Fastify: a page not kept or no longer fresh, a query
 * string (`?lang=`, `?preview`, a translation asked for), a session cookie or a bearer token, a
 * body, any other method, and every request once a graceful stop has begun (its answers close
 * their connections). A page is kept only after Fastify has rendered it for an anonymous visitor,
 * so a path the lane answers has already passed the page route's checks and redirects.
 */
export class KeptPageLane {
  #options: KeptPageLaneOptions | null = null;

  /** Starts answering, once the page cache and the logger exist. */
  open(options: KeptPageLaneOptions): void {
    this.#options = options;
  }

  /** Answers the request and says true, or says false and leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const options = this.#options;
    if (!options || request.method !== 'GET' || options.isStopping()) return false;
    const { url = '', headers } = request;
    if (url.includes('?') || headers.authorization !== undefined || hasBody(request) || carriesCookie(headers.cookie, options.sessionCookie)) return false;
    const found = options.cache.get(url);
    if (found?.freshness !== 'fresh') return false;

    const started = performance.now();
    const reqId = requestIdOf(headers['x-request-id']);
    const answer = keptPageAnswer(options.cache, found.entry, { ifNoneMatch: headers['if-none-match'], acceptEncoding: headers['accept-encoding'] });
    response.writeHead(answer.status, { ...options.commonHeaders, 'x-request-id': reqId, ...answer.headers, ...(answer.body ? { 'content-length': answer.body.length } : {}) });
    response.end(answer.body);
    options.log.info(
      {
        reqId,
        // As Fastify's line: the logger's `req` serializer (requestLogFields) writes it.
        req: { method: 'GET', url, ...options.origin(request), socket: request.socket } satisfies Parameters<typeof requestLogFields>[0],
        route: options.route,
        statusCode: answer.status,
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      },
      'request completed',
    );
    return true;
  }
}

const hasBody = (request: IncomingMessage) => request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** Whether a Cookie header holds a cookie of this name (any value: Fastify decides whether it is a session). */
function carriesCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}
