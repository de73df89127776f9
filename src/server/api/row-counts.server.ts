import type { FastifyInstance } from 'fastify';
import { ContentCache } from '../content/cache.server.ts';
import type { Database } from '../db/client.server.ts';

/**
 * Row counts for admin lists (X-Total-Count) and the dashboard, kept between writes.
 *
 * Counting 100 000 submissions reads every row of an index, tens of milliseconds on each page
 * turn and more on the embedded database; the rows themselves come from an index in about one.
 * So counts are kept per database and query: any write call through this process clears them
 * at once, and another process's writes show within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 30_000;
const countsByDatabase = new WeakMap<Database, ContentCache>();

export function rowCounts(db: Database): ContentCache {
  let counts = countsByDatabase.get(db);
  if (!counts) {
    counts = new ContentCache(COUNT_TTL_MS);
    countsByDatabase.set(db, counts);
  }
  return counts;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every call that may write clears the kept counts, whatever it changed, before its answer
 * leaves (so the caller's next read counts the write).
 */
export function clearRowCountsOnWrites(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READ_METHODS.has(request.method)) rowCounts(db).invalidate();
    return payload;
  });
}
