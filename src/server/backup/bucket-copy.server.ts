import path from 'node:path';
import type { Env } from '../env.server.ts';
import { createS3Storage } from '../files/s3-storage.server.ts';
import type { BackupRecord, BackupStore } from './backup-store.server.ts';

/**
 * With BACKUP_S3_BUCKET set, the bucket holds what BACKUP_DIR holds, under BACKUP_S3_PREFIX:
 * each good backup's archive and record. It is its own target, not the uploads' bucket, so the
 * copies survive the loss of the storage they back up. What pruning removed on disk is removed
 * there too.
 */
export async function copyToBucket(target: NonNullable<Env['backup']['s3']>, store: BackupStore, record: BackupRecord, pruned: BackupRecord[]): Promise<void> {
  const bucket = createS3Storage(target);
  const key = (name: string) => (target.prefix ? `${target.prefix}/${name}` : name);
  const archive = store.archivePath(record);
  await bucket.put(key(path.basename(archive)), { path: archive }, 'application/octet-stream');
  await bucket.put(key(`${record.id}.json`), { bytes: Buffer.from(JSON.stringify(record)) }, 'application/json');
  const gone = pruned.flatMap((old) => [...(old.archive ? [old.archive] : []), `${old.id}.json`]);
  if (gone.length > 0) await bucket.delete(gone.map(key));
}
