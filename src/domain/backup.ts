/** A backup as the admin's Backups screen shows it (GET /api/backups). */
export interface BackupSummary {
  id: string;
  createdAt: string;
  finishedAt: string | null;
  status: 'running' | 'ok' | 'failed';
  trigger: 'schedule' | 'manual' | 'command' | 'before-migrate';
  /** Bytes of the archive a download gives: the database part and every file. */
  size: number;
  encrypted: boolean;
  /** While running: steps done of all (tables, then files). */
  progress: { done: number; total: number } | null;
  /** Why it failed, or (on a good one) what went wrong beside it, such as the bucket copy. */
  error: string | null;
}

export interface BackupList {
  backups: BackupSummary[];
  /** How many good backups are kept (BACKUP_KEEP). */
  keep: number;
  /** Hours between scheduled backups; null when BACKUP_SCHEDULE=off. */
  scheduleHours: number | null;
  /** Whether new backups are encrypted (BACKUP_PASSPHRASE is set); the screen recommends it when not. */
  encrypting: boolean;
}

/** The dashboard's backup line. */
export interface BackupHealth {
  /** When the newest good backup finished; null: none yet. */
  lastGoodAt: string | null;
  /** The newest scheduled backup, when it failed after the last good one. */
  failedScheduled: { at: string; error: string } | null;
}

/** Past this age of the last good backup, the dashboard warns. */
export const BACKUP_WARNING_AGE_MS = 2 * 24 * 60 * 60 * 1000;
