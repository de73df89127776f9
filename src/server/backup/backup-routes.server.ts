import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { BackupHealth, BackupList, BackupSummary } from '../../domain/backup.ts';
import type { BackupCode } from '../../domain/error-codes.ts';
import type { AppContext } from '../context.server.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import { conflict, HttpError, notFound } from '../http/errors.server.ts';
import { ownersOnly } from '../http/route-access.server.ts';
import { ArchiveError } from './archive-errors.server.ts';
import { checkOpens } from './archive-reader.server.ts';
import { recordBackupAudit } from './backup-audit.server.ts';
import { backupDeps } from './backup-schedule.server.ts';
import { archiveName, type BackupRecord, BackupStore, latestOutcome } from './backup-store.server.ts';
import { BackupBusy, makeBackup } from './make-backup.server.ts';

const texts = {
  notFound: 'No such backup.',
  busy: 'A backup is already being made: wait for it to finish.',
  running: 'This backup is still being made.',
  unusable: 'This backup failed: there is nothing to download.',
  notStarted: (reason: string) => `The backup could not be started: ${reason}`,
  unreadable: {
    'backup_passphrase_needed':
      'This backup is encrypted, and the site has no BACKUP_PASSPHRASE now, so it cannot open it. Set BACKUP_PASSPHRASE to the passphrase it was made with, or copy the archive from BACKUP_DIR and open it with age -d.',
    'backup_wrong_passphrase':
      "This backup is encrypted with another passphrase than the site's BACKUP_PASSPHRASE now, so it cannot open it. Set BACKUP_PASSPHRASE to the passphrase it was made with, or copy the archive from BACKUP_DIR and open it with age -d.",
    'backup_unreadable': (reason: string) => `The site cannot read this backup's archive: ${reason}`,
  },
};

/**
 * Refuses, before any byte is sent, an archive this site cannot open now: an encrypted one
 * without the passphrase it was made with, or one gone or unreadable. A download that started
 * and then broke off would show the browser a cancelled download and the operator nothing.
 */
async function refuseUnreadable(file: string, passphrase: string | undefined): Promise<void> {
  try {
    await checkOpens(file, passphrase);
  } catch (error) {
    const reason = error instanceof ArchiveError ? error.reason : undefined;
    const code: BackupCode = reason === 'passphrase-needed' ? 'backup_passphrase_needed' : reason === 'wrong-passphrase' ? 'backup_wrong_passphrase' : 'backup_unreadable';
    const message = code === 'backup_unreadable' ? texts.unreadable[code](error instanceof Error ? error.message : String(error)) : texts.unreadable[code];
    throw conflict(message, { code });
  }
}

/** What the Activity line names: the backup and its archive's file name. */
const archiveOf = (record: BackupRecord) => ({ id: record.id, archive: archiveName(record.id, record.encrypted) });

const summaryOf = (record: BackupRecord): BackupSummary => ({
  id: record.id,
  createdAt: record.createdAt,
  finishedAt: record.finishedAt ?? null,
  status: record.status,
  trigger: record.trigger,
  size: record.size,
  encrypted: record.encrypted,
  progress: record.progress ?? null,
  error: record.error ?? null,
});

/** The dashboard's backup line, from the records in BACKUP_DIR. */
export async function backupHealth(context: AppContext): Promise<BackupHealth> {
  const { goodAt, failedSince } = latestOutcome(await new BackupStore(context.env.backup.dir).records(), 'schedule');
  return {
    lastGoodAt: goodAt ?? null,
    failedScheduled: failedSince ? { at: failedSince.createdAt, error: failedSince.error ?? '' } : null,
  };
}

/** The Backups screen's calls (owners only): the list, a backup now, a download, a removal. */
export function registerBackupRoutes(app: FastifyInstance, context: AppContext): void {
  const store = new BackupStore(context.env.backup.dir);
  const { intervalMs, keep } = context.env.backup;

  app.get('/api/backups', ownersOnly, async (): Promise<BackupList> => ({
    backups: (await store.records()).map(summaryOf),
    keep,
    scheduleHours: intervalMs === null ? null : intervalMs / 3_600_000,
    encrypting: Boolean(context.env.backup.passphrase),
  }));

  // Answers as soon as the backup has started; the list shows its progress until it is done.
  app.post('/api/backups', ownersOnly, async (request, reply) => {
    const account = signedInAccount(request);
    const started = await new Promise<BackupRecord>((resolve, reject) => {
      makeBackup(backupDeps(context), { trigger: 'manual', onStart: resolve }).catch((error: unknown) =>
        // Once started, a failure is on the backup's record; before, nothing could record it.
        reject(error instanceof BackupBusy ? conflict(texts.busy) : new HttpError(500, texts.notStarted(error instanceof Error ? error.message : String(error)))),
      );
    });
    // `encrypted` of a running backup is what it is being written as.
    await recordBackupAudit(context.db, account, 'create', archiveOf(started));
    return reply.code(202).send({ backup: summaryOf(started) });
  });

  const downloadable = async (id: string) => {
    const record = await store.record(id);
    if (!record) throw notFound(texts.notFound);
    if (record.status === 'running') throw conflict(texts.running);
    if (record.status !== 'ok') throw conflict(texts.unusable);
    const file = store.archivePath(record);
    await refuseUnreadable(file, context.env.backup.passphrase);
    return { file, record };
  };

  // What the screen asks before it starts a download, so a refusal shows as a message.
  app.get<{ Params: { id: string } }>('/api/backups/:id/check', ownersOnly, async (request, reply) => {
    await downloadable(request.params.id);
    return reply.code(204).send();
  });

  // The stored archive itself, byte for byte: it was checked whole when it was made.
  app.get<{ Params: { id: string } }>('/api/backups/:id/download', ownersOnly, async (request, reply) => {
    const { file, record } = await downloadable(request.params.id);
    // Before the first byte: an archive that starts to leave is recorded as gone.
    await recordBackupAudit(context.db, signedInAccount(request), 'download', archiveOf(record));
    const { size } = await stat(file);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="site-backup-${path.basename(file)}"`)
      .send(createReadStream(file));
  });

  app.delete<{ Params: { id: string } }>('/api/backups/:id', ownersOnly, async (request, reply) => {
    const record = await store.record(request.params.id);
    if (!record) throw notFound(texts.notFound);
    if (record.status === 'running') throw conflict(texts.running);
    await store.remove(record.id);
    await recordBackupAudit(context.db, signedInAccount(request), 'delete', archiveOf(record));
    return reply.code(204).send();
  });
}
