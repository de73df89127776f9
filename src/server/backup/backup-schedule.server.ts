import type { AppContext } from '../context.server.ts';
import { driverOf } from '../db/client.server.ts';
import { repeat } from '../repeat.server.ts';
import { BackupStore } from './backup-store.server.ts';
import { type BackupDeps, makeBackup } from './make-backup.server.ts';

/** How often each process looks whether a backup is due; the interval itself is BACKUP_SCHEDULE. */
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** After a failed scheduled backup, the next try waits this long (not every check). */
const RETRY_AFTER_MS = 60 * 60 * 1000;

export const backupDeps = (context: AppContext): BackupDeps => ({ sql: driverOf(context.db), storage: context.storage, env: context.env, log: context.log });

/**
 * Makes the scheduled backup when one is due: no good backup within BACKUP_SCHEDULE's interval,
 * and no scheduled one failed within the hour. Every process checks; the backup lock and the
 * check made under it leave one process to make it. A failure is logged at error level (by
 * makeBackup) and shows on the dashboard. Returns the id made, if any.
 */
export async function runScheduledBackup(deps: BackupDeps): Promise<string | null> {
  const intervalMs = deps.env.backup.intervalMs;
  if (intervalMs === null) return null;
  const records = await new BackupStore(deps.env.backup.dir).records();
  const failed = records.find((record) => record.trigger === 'schedule' && record.status === 'failed');
  if (failed && Date.now() - Date.parse(failed.createdAt) < RETRY_AFTER_MS && records.indexOf(failed) === 0) return null;
  try {
    const record = await makeBackup(deps, { trigger: 'schedule', unlessMadeWithinMs: intervalMs });
    return record?.id ?? null;
  } catch {
    // Busy: another process is making it. Anything else: makeBackup logged and recorded it.
    return null;
  }
}

/** Checks every five minutes in this process, the first time five minutes after start (BACKUP_SCHEDULE=off: never). */
export function startBackupSchedule(context: AppContext, checkEveryMs = CHECK_EVERY_MS): () => void {
  if (context.env.backup.intervalMs === null) return () => {};
  return repeat(context, 'scheduled backup', checkEveryMs, () => runScheduledBackup(backupDeps(context)));
}
