import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client.server.ts';
import { healthHeartbeat } from './db/schema.server.ts';
import { oneAtATime } from './one-at-a-time.server.ts';
import { withinLimit } from './within-limit.server.ts';

/**
 * What /healthz answers: whether the site can do its work now, not only whether the process runs.
 * A site whose database answers `select 1` but cannot write, or whose disk is full, loses every
 * enquiry and upload; a load balancer or a monitor must hear that, and within its own time-out.
 *
 * Each check has a time limit; a check still running when the next probe arrives is not started
 * again (a frozen database would otherwise collect one stuck query per probe until the pool is
 * gone), the probe waits for the same one up to its own limit.
 */
export type HealthCheckName = 'database-read' | 'database-write' | 'data-folder' | 'backup-folder';

export interface Health {
  ok: boolean;
  /** The checks that failed or did not answer in time, in a fixed order. */
  failing: HealthCheckName[];
}

export interface HealthOptions {
  db: Database;
  dataDir: string;
  backupDir: string;
  /** How long each check may take (default 1.5 s, so the answer leaves within 2 s). */
  limitMs?: number;
}

const DEFAULT_LIMIT_MS = 1_500;
/** A few bytes are enough: a full disk refuses the first block. */
const PROBE_BYTES = Buffer.alloc(512, 0x2e);
const HEARTBEAT_ROW = 1;

export function createHealthCheck(options: HealthOptions): () => Promise<Health> {
  const limitMs = options.limitMs ?? DEFAULT_LIMIT_MS;
  const checks: [HealthCheckName, () => Promise<unknown>][] = [
    ['database-read', () => options.db.execute(sql`select 1`)],
    [
      'database-write',
      () =>
        options.db
          .insert(healthHeartbeat)
          .values({ id: HEARTBEAT_ROW, beatAt: new Date() })
          .onConflictDoUpdate({ target: healthHeartbeat.id, set: { beatAt: sql`excluded.beat_at` } }),
    ],
    ['data-folder', () => canWrite(options.dataDir)],
    ['backup-folder', () => canWrite(options.backupDir)],
  ];
  const running = oneAtATime<boolean>();
  const passes = (name: HealthCheckName, check: () => Promise<unknown>): Promise<boolean> =>
    withinLimit(
      running(name, () =>
        check().then(
          () => true,
          () => false,
        ),
      ),
      limitMs,
      false,
    );
  return async () => {
    const results = await Promise.all(checks.map(([name, check]) => passes(name, check)));
    const failing = checks.filter((_, index) => !results[index]).map(([name]) => name);
    return { ok: failing.length === 0, failing };
  };
}

/** Writes, syncs and removes a small file: what an upload or a backup would need first. */
async function canWrite(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const probe = path.join(folder, `.healthz-${process.pid}`);
  try {
    await writeFile(probe, PROBE_BYTES, { flush: true, mode: 0o600 });
  } finally {
    await rm(probe, { force: true });
  }
}
