/** The Backups screen's and the dashboard's backup words (in their own chunks, not the shared messages). */
import type { BackupSummary } from '../../domain/backup.ts';

export const backupTexts = {
  title: 'Backups',
  intro: (scheduleHours: number | null, keep: number) =>
    `${
      scheduleHours === null
        ? 'Scheduled backups are off (BACKUP_SCHEDULE).'
        : `A backup is made every ${scheduleHours === 24 ? 'day' : scheduleHours === 1 ? 'hour' : `${scheduleHours} hours`}.`
    } The newest ${keep} are kept; each holds the database and every stored file.`,
  unencrypted:
    'Backups are not encrypted: anyone who gets an archive reads every enquiry, application and account in it. Set BACKUP_PASSPHRASE on the server to encrypt new backups with age (docs/operations.md).',
  backUpNow: 'Back up now',
  making: 'Backing up…',
  progressLabel: 'Backup progress',
  download: 'Download',
  remove: 'Delete',
  empty: 'No backups yet.',
  loadFailed: 'The backups could not be loaded. Try again in a moment.',
  confirmRemove: (when: string) => `Delete the backup made ${when}? It cannot be brought back.`,
  signInFor: { make: 'make a backup', download: 'download a backup', remove: 'delete a backup' },
  columns: { made: 'Made', by: 'By', size: 'Size', status: 'Status', actions: 'Actions' },
  status: { running: 'Being made', ok: 'Complete', failed: 'Failed' } satisfies Record<BackupSummary['status'], string>,
  trigger: {
    schedule: 'Schedule',
    manual: 'Back up now',
    command: 'npm run backup',
    'before-migrate': 'Before an upgrade',
  } satisfies Record<BackupSummary['trigger'], string>,
  dashboard: {
    heading: 'Last good backup',
    none: 'No backup has been made yet.',
    age: (ago: string, when: string) => `${ago} (${when})`,
    stale: 'Older than two days: check the Backups screen.',
    failed: (when: string, error: string) => `The scheduled backup of ${when} failed: ${error}`,
  },
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** '3 hours ago', '2 days ago': how old the last good backup is. */
export function formatAge(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.round(hours / 24)} days ago`;
}
