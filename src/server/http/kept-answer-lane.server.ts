import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { requestLogFields } from './log-redaction.server.ts';
import { keptPageAnswer } from './page-replies.server.ts';
import type { PageCache } from './page-cache.server.ts';
import { requestIdOf } from './request-id.server.ts';
import type { RequestOrigin } from './request-origin.server.ts';
import { NON_PAGE_POLICY } from './security-headers.server.ts';
import { hasBody } from './stalled-body.server.ts';
import type { VisitorCounter } from '../stats/visitor-counter.server.ts';

export interface KeptAnswerLaneOptions {
  pages: PageCache;
  /** The headers every answer carries (security-headers.server.ts). */
  commonHeaders: Readonly<Record<string, string>>;
  /** Where the access log goes: the same logger, the same line, as Fastify's requests. */
  log: FastifyBaseLogger;
  /** The caller's address and the host asked for, as Fastify reads them behind TRUST_PROXY. */
  origin: (request: IncomingMessage) => RequestOrigin;
  /** The session cookie's name: a request carrying it goes through Fastify, which resolves it. */
  sessionCookie: string;
  /** The route the access log names for a page (Fastify's catch-all page route). */
  pageRoute: string;
  /** True once a graceful stop has begun. */
  isStopping: () => boolean;
  /** Told of each page answered, after it is sent (a lane's request is never signed in). */
  visitors: VisitorCounter;
}

/** A public list's JSON as the cache trusts it now, or undefined when it must be read again. */
export type KeptJson = () => Buffer | undefined;

/** A HEAD is answered as the GET is, without the body: the same kept copy. */
const LANE_METHODS = new Set(['GET', 'HEAD']);

const JSON_HEADERS: OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8', 'content-security-policy': NON_PAGE_POLICY };

/**
 * The kept-answer lane: what every anonymous visitor is answered alike (a kept page, a public
 * list the cache holds) is answered from Node's request event, before Fastify builds its request
 * and reply, runs its hooks and makes a logger for the request. That machinery was most of such
 * an answer's CPU, and these answers are what a spike of visitors reads (decision 207).
 *
 * Each answer is the one Fastify's route gives the same request, byte for byte but its request id
 * and date (test/resilience/kept-answer-lane.test.ts): the same common security headers and
 * request id, a page's own policy, ETag, Vary and encoding (page-replies) or a list's JSON
 * serialised once per cached value (kept-json), and the same access-log line. Everything else goes
 * to Fastify: an answer not kept or no longer trusted, a query string (`?lang=`, `?preview`, a
 * page, a search), a session cookie or a bearer token, a body, any method but GET and HEAD, and every
 * request once a graceful stop has begun (its answers close their connections). A page is kept
 * only after Fastify rendered it for an anonymous visitor, so a path the lane answers has passed
 * the page route's checks and redirects. A new Fastify hook that must see every request has to be
 * mirrored here, or make the lane stand aside (the decision lists what each hook does to these).
 */
export class KeptAnswerLane {
  #options: KeptAnswerLaneOptions | null = null;
  readonly #lists = new Map<string, KeptJson>();

  /** Starts answering, once the page cache and the logger exist. */
  open(options: KeptAnswerLaneOptions): void {
    this.#options = options;
  }

  /** Answers an anonymous GET (or HEAD) of `path` (no query) with `kept()` whenever it has the list. */
  keepList(path: string, kept: KeptJson): void {
    this.#lists.set(path, kept);
  }

  /** Answers the request and says true, or says false and leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const options = this.#options;
    if (!options || !LANE_METHODS.has(request.method ?? '') || options.isStopping()) return false;
    const { url = '', headers } = request;
    if (url.includes('?') || headers.authorization !== undefined || hasBody(headers) || carriesCookie(headers.cookie, options.sessionCookie)) return false;
    const found = this.#keptAnswer(options, url, headers);
    if (!found) return false;

    const started = performance.now();
    const reqId = requestIdOf(headers['x-request-id']);
    const { status, headers: own, body } = found.answer;
    response.writeHead(status, { ...options.commonHeaders, 'x-request-id': reqId, ...own, ...(body ? { 'content-length': body.length } : {}) });
    // Node sends no body to a HEAD (the same headers, content-length included, as the GET's), as
    // it does for the page route's.
    response.end(body);
    const origin = options.origin(request);
    if (found.route === options.pageRoute) {
      options.visitors.view({ method: request.method ?? 'GET', path: url, status, headers, address: origin.ip, host: origin.host, signedIn: false });
    }
    options.log.info(
      {
        reqId,
        // As in Fastify's line: the logger's `req` serializer (requestLogFields) writes it.
        req: { method: request.method ?? 'GET', url, ...origin, socket: request.socket } satisfies Parameters<typeof requestLogFields>[0],
        route: found.route,
        statusCode: status,
        responseTime: Math.round((performance.now() - started) * 10) / 10,
      },
      'request completed',
    );
    return true;
  }

  #keptAnswer(options: KeptAnswerLaneOptions, url: string, headers: IncomingMessage['headers']) {
    const list = this.#lists.get(url);
    if (list) {
      const body = list();
      return body && { route: url, answer: { status: 200, headers: JSON_HEADERS, body } };
    }
    const page = options.pages.get(url);
    if (page?.freshness !== 'fresh') return undefined;
    const answer = keptPageAnswer(options.pages, page.entry, { ifNoneMatch: headers['if-none-match'], acceptEncoding: headers['accept-encoding'] });
    return { route: options.pageRoute, answer };
  }
}

/** Whether a Cookie header holds a cookie of this name (any value: Fastify decides whether it is a session). */
function carriesCookie(cookieHeader: string | undefined, name: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => pair.trimStart().startsWith(`${name}=`));
}
