import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import type { BackupHealth, BackupList, BackupSummary } from '../../domain/backup.ts';
import type { AppContext } from '../context.server.ts';
import { conflict, notFound } from '../http/errors.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { exportArchive } from './archive-export.server.ts';
import { backupDeps } from './backup-schedule.server.ts';
import { type BackupRecord, BackupStore } from './backup-store.server.ts';
import { tryBackupLock } from './backup-locks.server.ts';
import { BackupBusy, makeBackup } from './make-backup.server.ts';
import { streamSink } from './sink.server.ts';

const texts = {
  notFound: 'No such backup.',
  busy: 'A backup is already being made: wait for it to finish.',
  running: 'This backup is still being made.',
  unusable: 'This backup failed: there is nothing to download.',
};

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
  const records = await new BackupStore(context.env.backup.dir).records();
  const good = records.find((record) => record.status === 'ok');
  const failed = records.find((record) => record.trigger === 'schedule' && record.status === 'failed');
  return {
    lastGoodAt: good ? (good.finishedAt ?? good.createdAt) : null,
    failedScheduled: failed && (!good || failed.id > good.id) ? { at: failed.createdAt, error: failed.error ?? '' } : null,
  };
}

/** The Backups screen's calls (signed in): the list, a backup now, a download, a removal. */
export function registerBackupRoutes(app: FastifyInstance, context: AppContext): void {
  const store = new BackupStore(context.env.backup.dir);
  const { intervalMs, keep } = context.env.backup;

  app.get('/api/backups', signedInOnly, async (): Promise<BackupList> => ({
    backups: (await store.records()).map(summaryOf),
    keep,
    scheduleHours: intervalMs === null ? null : intervalMs / 3_600_000,
  }));

  // Answers as soon as the backup has started; the list shows its progress until it is done.
  app.post('/api/backups', signedInOnly, async (_request, reply) => {
    const started = await new Promise<BackupRecord>((resolve, reject) => {
      makeBackup(backupDeps(context), { trigger: 'manual', onStart: resolve }).catch((error: unknown) =>
        reject(error instanceof BackupBusy ? conflict(texts.busy) : error),
      );
    });
    return reply.code(202).send({ backup: summaryOf(started) });
  });

  app.get<{ Params: { id: string } }>('/api/backups/:id/download', signedInOnly, async (request, reply) => {
    const record = await store.record(request.params.id);
    if (!record) throw notFound(texts.notFound);
    if (record.status === 'running') throw conflict(texts.running);
    if (record.status !== 'ok') throw conflict(texts.unusable);
    const body = new PassThrough();
    exportArchive(store.archivePath(record.id), context.env.backup.passphrase, streamSink(body)).catch((error: unknown) => {
      request.log.error({ err: error, id: record.id }, 'backup download failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="site-backup-${record.id}.backup"`)
      .send(body);
  });

  app.delete<{ Params: { id: string } }>('/api/backups/:id', signedInOnly, async (request, reply) => {
    const record = await store.record(request.params.id);
    if (!record) throw notFound(texts.notFound);
    if (record.status === 'running') throw conflict(texts.running);
    await store.remove(record.id);
    // Stored files only this backup needed go now, unless a backup is running (then with its prune).
    const lock = await tryBackupLock(backupDeps(context).sql);
    if (lock) {
      try {
        await store.collectGarbage();
      } finally {
        await lock.release();
      }
    }
    return reply.code(204).send();
  });
}
