import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ReadThroughCache } from '../read-through-cache.server.ts';
import type { Database } from '../db/client.server.ts';

/**
 * Row counts for admin lists (X-Total-Count) and the dashboard, kept between writes.
 *
 * Counting 100 000 submissions reads every row of an index, tens of milliseconds on each page
 * turn and more on the embedded database; the rows themselves come from an index in about one.
 * So counts are kept per database, table and query: a write through this process clears the
 * counts of the table it changes at once, and another process's writes show within COUNT_TTL_MS
 * (an aged count answers once more while it is counted again, so no page turn pays for it).
 */
const COUNT_TTL_MS = 30_000;
// Searches an admin typed lately; the least recently used count goes first.
const KEPT_COUNTS_PER_TABLE = 200;
const countsByDatabase = new WeakMap<Database, Map<string, ReadThroughCache>>();

function countsOf(db: Database): Map<string, ReadThroughCache> {
  let counts = countsByDatabase.get(db);
  if (!counts) countsByDatabase.set(db, (counts = new Map()));
  return counts;
}

/** The kept counts of one table. */
export function rowCounts(db: Database, table: PgTable): ReadThroughCache {
  const counts = countsOf(db);
  const name = getTableName(table);
  let tableCounts = counts.get(name);
  if (!tableCounts) counts.set(name, (tableCounts = new ReadThroughCache(COUNT_TTL_MS, { refreshAgedInBackground: true, maxEntries: KEPT_COUNTS_PER_TABLE })));
  return tableCounts;
}

/** The count of every row of a table, the key admin lists without a search use too. */
export const ALL_ROWS = 'q=';

/**
 * A public submission stored one row: the table's kept totals (every row, and the given
 * subsets the new row belongs to) go up by one in place, and its searches are counted again.
 * Counting 100 000 rows again on every enquiry is what this saves.
 */
export function countAddedRow(db: Database, table: PgTable, subsets: readonly string[] = []): void {
  const counts = rowCounts(db, table);
  const totals = [ALL_ROWS, ...subsets].map((key) => ({ key, kept: counts.peek<number>(key) }));
  counts.invalidate();
  for (const { key, kept } of totals) if (kept) counts.put(key, kept.value + 1, kept.storedAt);
}
