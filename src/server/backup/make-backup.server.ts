import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type postgres from 'postgres';
import type { Env } from '../env.server.ts';
import type { Storage } from '../files/storage.server.ts';
import { ArchiveWriter } from './archive-format.server.ts';
import { tryBackupLock } from './backup-locks.server.ts';
import { type BackupRecord, BackupStore, type BackupTrigger, newBackupId } from './backup-store.server.ts';
import { dumpDatabase, type Snapshot } from './database-dump.server.ts';
import { type BackupKey, deriveKey, envelopeSink, keyId } from './envelope.server.ts';
import { ARCHIVE_FORMAT, type ArchiveHeader, type Manifest } from './manifest.server.ts';
import { Pace } from './pace.server.ts';
import { productVersion } from '../product-version.server.ts';
import { copyToBucket } from './bucket-copy.server.ts';
import { fileSink } from './sink.server.ts';

export interface BackupDeps {
  sql: postgres.Sql;
  storage: Storage;
  env: Pick<Env, 'backup' | 's3'>;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };
}

export class BackupBusy extends Error {
  constructor() {
    super('A backup is already being made.');
  }
}

const PROGRESS_EVERY_MS = 500;

/** Milliseconds since the newest good backup finished (Infinity without one). */
export async function lastGoodBackupAge(store: BackupStore): Promise<number> {
  const last = (await store.records()).find((record) => record.status === 'ok');
  return last ? Date.now() - Date.parse(last.finishedAt ?? last.createdAt) : Infinity;
}

/** The key of this BACKUP_DIR for the passphrase: one salt per folder, so files stored by earlier runs are reused. */
async function storeKey(store: BackupStore, passphrase: string | undefined): Promise<BackupKey | undefined> {
  if (!passphrase) return undefined;
  const saltFile = `${store.filesDir}/.salt`;
  let salt = await readFile(saltFile).catch(() => null);
  if (salt?.length !== 16) {
    salt = randomBytes(16);
    await writeFile(saltFile, salt, { mode: 0o600 });
  }
  return deriveKey(passphrase, salt);
}

/** Streams a stored file into files/ once by content; returns its SHA-256, size and stored name. */
async function storeFile(store: BackupStore, source: Readable, backupKey: BackupKey | undefined, pace: Pace) {
  const partial = store.temporaryPath();
  const hash = createHash('sha256');
  let size = 0;
  const sink = await envelopeSink(fileSink(partial), backupKey);
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      await sink.write(chunk);
      await pace.take(chunk.length);
    }
    await sink.end();
  } catch (error) {
    source.destroy();
    await rm(partial, { force: true }).catch(() => {});
    throw error;
  }
  const sha256 = hash.digest('hex');
  const blob = backupKey ? `${sha256}.${keyId(backupKey)}` : sha256;
  if (await store.hasBlob(blob)) await rm(partial, { force: true });
  else await rename(partial, store.blobPath(blob));
  return { blob, sha256, size };
}

/**
 * Makes one backup while the site runs: the database from one snapshot, then every file a row
 * of that snapshot refers to (files already stored by an earlier backup are not read again:
 * a storage key's bytes never change). Only one process makes a backup at a time; another
 * caller gets BackupBusy. Prunes to BACKUP_KEEP and copies to the bucket when configured.
 */
export async function makeBackup(
  deps: BackupDeps,
  options: {
    trigger: BackupTrigger;
    onStart?: (record: BackupRecord) => void;
    /** Checked under the lock: no backup (null) when a good one is younger than this. */
    unlessMadeWithinMs?: number;
  },
): Promise<BackupRecord | null> {
  const lock = await tryBackupLock(deps.sql);
  if (!lock) throw new BackupBusy();
  const store = new BackupStore(deps.env.backup.dir);
  let record: BackupRecord | undefined;
  const partial = store.temporaryPath();
  try {
    await mkdir(store.dir, { recursive: true, mode: 0o700 });
    await chmod(store.dir, 0o700);
    if (options.unlessMadeWithinMs !== undefined && (await lastGoodBackupAge(store)) < options.unlessMadeWithinMs) return null;
    // A backup still 'running' here was cut short (the lock is free): say so.
    for (const stale of await store.records()) {
      if (stale.status === 'running') await store.saveRecord({ ...stale, status: 'failed', error: 'interrupted (the process stopped)', progress: undefined });
    }
    const previous = (await store.records()).find((earlier) => earlier.status === 'ok');
    record = { id: newBackupId(), createdAt: new Date().toISOString(), status: 'running', trigger: options.trigger, size: 0, encrypted: Boolean(deps.env.backup.passphrase) };
    await store.saveRecord(record);
    await store.prepare();
    const backupKey = await storeKey(store, deps.env.backup.passphrase);
    options.onStart?.(record);
    const running = record;
    let savedAt = Date.now();
    const progress = async (done: number, total: number) => {
      if (Date.now() - savedAt < PROGRESS_EVERY_MS) return;
      savedAt = Date.now();
      await store.saveRecord({ ...running, progress: { done, total } });
    };

    await lock.holdFiles();
    const writer = new ArchiveWriter(await envelopeSink(fileSink(partial), backupKey));
    const manifest: Manifest = { format: ARCHIVE_FORMAT, productVersion, level: { level: 0, tag: '', when: 0 }, createdAt: running.createdAt, tables: [], sequences: [], files: [] };
    let snapshot: Snapshot | undefined;
    let steps = 0;
    const pace = new Pace();
    await dumpDatabase(lock.connection, pace, {
      async onSnapshot(taken) {
        snapshot = taken;
        manifest.level = taken.level;
        manifest.sequences = taken.sequences;
        const header: ArchiveHeader = { name: 'backup.json', format: ARCHIVE_FORMAT, productVersion, level: taken.level, createdAt: running.createdAt };
        await writer.entry(header);
      },
      async table(table, rows, counted) {
        const written = await writer.entry({ name: `database/${table.name}`, table: table.name, columns: table.columns, encoding: 'gzip' }, rows);
        manifest.tables.push({ name: table.name, columns: table.columns, rows: counted.rows, ...written });
        await progress(++steps, snapshot!.tables.length + snapshot!.files.length);
      },
    });

    const blobs: NonNullable<BackupRecord['blobs']> = {};
    let fileBytes = 0;
    for (const key of snapshot!.files) {
      const known = previous?.blobs?.[key];
      let stored = known && (!backupKey || known.blob.endsWith(`.${keyId(backupKey)}`)) && (await store.hasBlob(known.blob)) ? known : undefined;
      if (!stored) {
        const source = await deps.storage.open(key);
        if (!source) {
          // Its record is in the snapshot but the file was already gone: nothing to copy.
          deps.log.warn({ key }, 'backup: a stored file its record names is missing');
          manifest.files.push({ key, missing: true });
          continue;
        }
        stored = await storeFile(store, source, backupKey, pace);
      }
      blobs[key] = stored;
      fileBytes += stored.size;
      await writer.entry({ name: `file/${key}`, key, blob: stored.blob, sha256: stored.sha256, size: stored.size, stored: 'by-content' });
      manifest.files.push({ key, sha256: stored.sha256, size: stored.size });
      await progress(++steps, snapshot!.tables.length + snapshot!.files.length);
    }
    await lock.releaseFiles();
    await writer.entry({ name: 'manifest.json' }, Buffer.from(JSON.stringify(manifest)));
    await writer.finish();
    await rename(partial, store.archivePath(running.id));
    const archiveBytes = (await stat(store.archivePath(running.id))).size;
    record = { ...running, status: 'ok', finishedAt: new Date().toISOString(), size: archiveBytes + fileBytes, blobs };
    await store.saveRecord(record);

    const pruned = await store.prune(deps.env.backup.keep);
    const unused = await store.collectGarbage();
    if (deps.env.s3 && deps.env.backup.s3Prefix) {
      // The backup on disk is good either way; a failed copy is reported on it and in the log.
      try {
        await copyToBucket(deps.env.s3, deps.env.backup.s3Prefix, store, record, { pruned, unused });
      } catch (error) {
        deps.log.error({ err: error, id: record.id }, 'backup: the copy to the bucket failed');
        record = { ...record, error: `not copied to the bucket: ${error instanceof Error ? error.message : String(error)}` };
        await store.saveRecord(record);
      }
    }
    deps.log.info({ id: record.id, size: record.size, trigger: record.trigger, pruned: pruned.length }, 'backup made');
    return record;
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    if (record) {
      record = { ...record, status: 'failed', finishedAt: new Date().toISOString(), error: error instanceof Error ? error.message : String(error), progress: undefined, blobs: undefined };
      await store.saveRecord(record).catch(() => {});
    }
    deps.log.error({ err: error, id: record?.id, trigger: options.trigger }, 'backup failed');
    throw error;
  } finally {
    await lock.release().catch(() => {});
  }
}
