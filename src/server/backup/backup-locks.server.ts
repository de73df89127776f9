import type postgres from 'postgres';

/**
 * Advisory locks (numbers beside the migration lock's 7_311_905):
 * - BACKUP: one backup at a time across every process on the database; the others skip.
 * - FILES: held by a backup from before its snapshot until its files are copied. Deleting an
 *   upload takes it shared and gives up when it is taken, so no file a snapshot row refers to
 *   disappears before it is copied; the orphan sweep removes such a file on a later round.
 */
const BACKUP_LOCK = 7_311_906;
export const FILES_LOCK = 7_311_907;

export interface HeldBackupLock {
  /** The connection holding the lock, for the backup's own queries. */
  connection: postgres.ReservedSql;
  /** Waits until in-flight upload deletions commit and keeps new ones out. */
  holdFiles(): Promise<void>;
  releaseFiles(): Promise<void>;
  release(): Promise<void>;
}

/** The backup lock, or null when another process (or this one) is making a backup. */
export async function tryBackupLock(sql: postgres.Sql): Promise<HeldBackupLock | null> {
  const connection = await sql.reserve();
  try {
    const [row] = await connection<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(${BACKUP_LOCK}) AS locked`;
    if (!row?.locked) {
      connection.release();
      return null;
    }
  } catch (error) {
    connection.release();
    throw error;
  }
  let files = false;
  return {
    connection,
    async holdFiles() {
      await connection`SELECT pg_advisory_lock(${FILES_LOCK})`;
      files = true;
    },
    async releaseFiles() {
      if (!files) return;
      files = false;
      await connection`SELECT pg_advisory_unlock(${FILES_LOCK})`;
    },
    async release() {
      try {
        if (files) await connection`SELECT pg_advisory_unlock(${FILES_LOCK})`;
        await connection`SELECT pg_advisory_unlock(${BACKUP_LOCK})`;
      } finally {
        connection.release();
      }
    },
  };
}
