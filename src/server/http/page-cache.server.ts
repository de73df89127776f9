import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { LruMap } from '../lru-map.server.ts';
import type { RenderedPage } from './captured-response.server.ts';

/**
 * Rendered public pages kept for anonymous visitors.
 *
 * A page is kept only for anonymous GET (and HEAD) requests and only when it rendered as a 200 HTML page
 * without cookies; it is trusted for as long as the read-through cache trusts its data (a write in
 * this process invalidates both at once; another process's write shows within the same few
 * seconds). After that the kept copy is still served while one request renders a fresh one in
 * the background, and it is the answer of last resort while the database is unreachable.
 * The compressed forms are made once per distinct page, not once per request.
 */

export interface CachedPage {
  key: string;
  page: RenderedPage;
  etag: string;
  generation: number;
  storedAt: number;
  gzip?: Buffer;
  brotli?: Buffer;
}

export type Freshness = 'fresh' | 'stale' | 'invalidated';

const MAX_ENTRIES = 200;
const MAX_BODY_BYTES = 512 * 1024;
// Every kept page with its compressed forms; the least recently used go first past this.
const MAX_CACHE_BYTES = 16 * 1024 * 1024;
const keptBytes = (entry: CachedPage) => entry.page.body.length + (entry.gzip?.length ?? 0) + (entry.brotli?.length ?? 0);

/**
 * The key of a page: its path. No page reads its query string for an anonymous caller (only a
 * signed-in editor's `?preview` does, and such pages are never kept; `?translate=` is read by the
 * page renderer, which never keeps a page asked for with it), so `/about?anything` is the page of
 * `/about` and a caller cannot fill the cache by varying it, nor plant anything in it.
 */
export const pageCacheKey = (url: string) => url.split('?')[0] ?? url;

/** '/about/' and '/about' are the same page: forgetting one forgets both. */
const pathOf = (key: string) => (key.length > 1 ? key.replace(/\/+$/, '') : key);

export class PageCache {
  readonly #entries = new LruMap<string, CachedPage>({ maxEntries: MAX_ENTRIES, maxBytes: MAX_CACHE_BYTES, sizeOf: keptBytes });
  readonly #currentGeneration: () => number;
  readonly #ttlMs: number;
  /** How many times pages were forgotten; a render reads it first (mark()) and may not keep its page if a forget came after. */
  #forgets = 0;
  #allForgottenAt = 0;
  readonly #forgottenAt = new Map<string, number>();

  constructor(options: { generation: () => number; ttlMs: number }) {
    this.#currentGeneration = options.generation;
    this.#ttlMs = options.ttlMs;
  }

  /** The read-through cache's generation now: a write changes it, and every page kept before goes stale. */
  get generation(): number {
    return this.#currentGeneration();
  }

  get(key: string): { entry: CachedPage; freshness: Freshness } | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.generation !== this.#currentGeneration()) return { entry, freshness: 'invalidated' };
    return { entry, freshness: Date.now() - entry.storedAt < this.#ttlMs ? 'fresh' : 'stale' };
  }

  /** Read before a render reads its data, and handed to store() with the page it made. */
  mark(): number {
    return this.#forgets;
  }

  /**
   * Drops the kept pages of these paths (or all), e.g. those showing a document just published,
   * and refuses any page whose render began before, so the next request renders afresh.
   */
  forget(paths: readonly string[] | 'all'): void {
    this.#forgets += 1;
    if (paths === 'all') this.#allForgottenAt = this.#forgets;
    else for (const path of paths) this.#forgottenAt.set(pathOf(path), this.#forgets);
    const forgotten = paths === 'all' ? null : new Set(paths.map(pathOf));
    for (const entry of [...this.#entries.values()]) {
      if (!forgotten || forgotten.has(pathOf(entry.key))) this.#entries.delete(entry.key);
    }
  }

  /**
   * Keeps a page rendered at `generation` and `mark` (both read before rendering, so a write or
   * a forget during the render wins).
   */
  store(key: string, page: RenderedPage, generation: number, mark: number): CachedPage | null {
    if (!isKeepable(page) || generation !== this.#currentGeneration()) return null;
    if (Math.max(this.#allForgottenAt, this.#forgottenAt.get(pathOf(key)) ?? 0) > mark) return null;
    const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`;
    const previous = this.#entries.peek(key);
    const entry: CachedPage = { key, page, etag, generation, storedAt: Date.now() };
    if (previous?.etag === etag) {
      entry.gzip = previous.gzip;
      entry.brotli = previous.brotli;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** The body in the best encoding the visitor accepts, compressed once per entry. */
  encoded(entry: CachedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: 'br' | 'gzip' } {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'br') {
      if (!entry.brotli) {
        entry.brotli = brotliCompressSync(entry.page.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: entry.page.body.length },
        });
        this.#entries.resize(entry.key);
      }
      return { body: entry.brotli, encoding };
    }
    if (encoding === 'gzip') {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.page.body, { level: 9 });
        this.#entries.resize(entry.key);
      }
      return { body: entry.gzip, encoding };
    }
    return { body: entry.page.body };
  }
}

function isKeepable(page: RenderedPage): boolean {
  const header = (name: string) => String(page.headers[name] ?? '');
  return (
    page.status === 200 &&
    header('content-type').startsWith('text/html') &&
    page.headers['set-cookie'] === undefined &&
    !/no-store|private/.test(header('cache-control')) &&
    page.body.length <= MAX_BODY_BYTES
  );
}

/** br when offered, else gzip, else none (q=0 refuses an encoding). */
function parseAcceptEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const offered = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip') || offered.has('*')) return 'gzip';
  return undefined;
}

// Browsers send a handful of distinct Accept-Encoding values, so each is parsed once; a caller
// sending endless variations only cycles this small map.
const encodingChoices = new LruMap<string, 'br' | 'gzip' | 'none'>({ maxEntries: 64 });

function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  let choice = encodingChoices.get(acceptEncoding);
  if (choice === undefined) {
    choice = parseAcceptEncoding(acceptEncoding) ?? 'none';
    encodingChoices.set(acceptEncoding, choice);
  }
  return choice === 'none' ? undefined : choice;
}

/**
 * A page may be kept for, and served from the cache to, an anonymous GET or HEAD outside the
 * admin base and the staff panel. Anonymous means no valid session: a stale or made-up session
 * cookie or token sees what any visitor sees, so it cannot make the server render every page
 * afresh. A HEAD is the GET's answer without its body (Node leaves the body out), so it is
 * answered from the same kept copy, with the same headers, instead of a render each time.
 */
export function isAnonymousPageRequest(request: FastifyRequest, privatePrefixes: string[]): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.account) return false;
  const path = request.url.split('?')[0] ?? '';
  return !privatePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
