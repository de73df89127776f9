import type { Env } from '../env.server.ts';
import { createS3Storage } from '../files/s3-storage.server.ts';
import type { BackupRecord, BackupStore } from './backup-store.server.ts';

/**
 * With S3 configured and BACKUP_S3_PREFIX set, the bucket holds the same layout as BACKUP_DIR
 * under the prefix: each backup's archive and record, and the stored files once by content.
 * What pruning removed on disk is removed there too.
 */
export async function copyToBucket(
  settings: NonNullable<Env['s3']>,
  prefix: string,
  store: BackupStore,
  record: BackupRecord,
  removed: { pruned: string[]; unused: string[] },
): Promise<void> {
  const bucket = createS3Storage(settings);
  const key = (name: string) => `${prefix}/${name}`;
  const sent = new Set<string>();
  for (const file of Object.values(record.blobs ?? {})) {
    if (sent.has(file.blob)) continue;
    sent.add(file.blob);
    // Stored files are named by content: one already in the bucket is the same file.
    const present = await bucket.open(key(`files/${file.blob}`), { start: 0, end: 0 }).catch(() => null);
    present?.destroy();
    if (present) continue;
    await bucket.put(key(`files/${file.blob}`), { path: store.blobPath(file.blob) }, 'application/octet-stream');
  }
  await bucket.put(key(`${record.id}.backup`), { path: store.archivePath(record.id) }, 'application/octet-stream');
  await bucket.put(key(`${record.id}.json`), { bytes: Buffer.from(JSON.stringify(record)) }, 'application/json');
  const gone = [...removed.pruned.flatMap((id) => [`${id}.backup`, `${id}.json`]), ...removed.unused.map((blob) => `files/${blob}`)];
  if (gone.length > 0) await bucket.delete(gone.map((name) => key(name)));
}
