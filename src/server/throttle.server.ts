import { sql } from 'drizzle-orm';
import type { Database } from './db/client.server.ts';
import { preparedStatement } from './db/prepared.server.ts';

type ThrottleRow = { count: number; expires_at: string | Date };

export interface ThrottleState {
  count: number;
  retryAfterSeconds: number;
}

// Every hit of one key updates one row, and its lock is held until the commit is flushed:
// with synchronous commits, a burst from one address would queue one flush behind another.
// A counter that loses its last hits in a power cut is harmless, so this statement's own
// transaction commits without waiting (set_config(..., true) lasts until its commit).
const hit = preparedStatement<ThrottleRow>(
  'hit_throttle',
  sql`
    WITH no_wait AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))
    INSERT INTO throttle_counters (key, count, window_start, expires_at)
    SELECT ${sql.placeholder('key')}, 1, now(), now() + ${sql.placeholder('window')}::interval FROM no_wait
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN throttle_counters.expires_at <= now() THEN 1 ELSE throttle_counters.count + 1 END,
      window_start = CASE WHEN throttle_counters.expires_at <= now() THEN now() ELSE throttle_counters.window_start END,
      expires_at = CASE WHEN throttle_counters.expires_at <= now()
        THEN now() + ${sql.placeholder('window')}::interval ELSE throttle_counters.expires_at END
    RETURNING count, expires_at`,
);

/**
 * Fixed-window counters kept in the database so every server process shares them.
 * `hit` counts one event and returns the count in the current window.
 */
export async function hitThrottle(db: Database, key: string, windowMs: number): Promise<ThrottleState> {
  return toState((await hit(db, { key, window: `${windowMs} milliseconds` }))[0]);
}

/** Takes back one count of the current window (an attempt that turned out to be legitimate). */
export async function releaseThrottle(db: Database, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE throttle_counters SET count = greatest(count - 1, 0) WHERE key = ${key} AND expires_at > now()`);
}

export async function sweepThrottles(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM throttle_counters WHERE expires_at <= now()`);
}

function toState(row: ThrottleRow | undefined): ThrottleState {
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const expiresAt = new Date(row.expires_at).getTime();
  return { count: Number(row.count), retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000)) };
}
