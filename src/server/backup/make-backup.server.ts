import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';
import type { Env } from '../env.server.ts';
import type { Storage } from '../files/storage.server.ts';
import { productVersion } from '../product-version.server.ts';
import { archiveKind, checkArchive } from './archive-reader.server.ts';
import { signingKey, signManifest } from './archive-signature.server.ts';
import { ArchiveWriter } from './archive-writer.server.ts';
import { tryBackupLock } from './backup-locks.server.ts';
import { archiveName, type BackupRecord, BackupStore, type BackupTrigger, type FileOwner, newBackupId } from './backup-store.server.ts';
import { copyToBucket } from './bucket-copy.server.ts';
import { dumpDatabase, type Snapshot } from './database-dump.server.ts';
import { ARCHIVE_FORMAT, fileEntry, type Manifest, MANIFEST_NAME, tableEntry } from './manifest.server.ts';
import { Pace } from './pace.server.ts';

export interface BackupDeps {
  sql: postgres.Sql;
  storage: Storage;
  env: Pick<Env, 'backup' | 'dataDir'>;
  log: { info(data: object, message: string): void; warn(data: object, message: string): void; error(data: object, message: string): void };
  /** Set when a command runs as root for a site that runs as this user: everything written is given to it. */
  owner?: FileOwner;
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

/**
 * A table's COPY text into a file under DATA_DIR/tmp: tar needs an entry's size before its bytes,
 * and COPY tells it only at the end. On the disk, so a table of any size costs no memory.
 */
async function spool(rows: AsyncIterable<Buffer>, folder: string): Promise<{ file: string; size: number }> {
  const file = path.join(folder, `backup-${randomBytes(8).toString('hex')}.copy`);
  let size = 0;
  try {
    await pipeline(
      rows,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, size };
}

/**
 * Makes one backup while the site runs: the database from one snapshot, then every file a row
 * of that snapshot refers to, into one archive that holds them all. It is written under a
 * temporary name, read back whole and checked (every SHA-256; decrypted when encrypted), and
 * only then renamed into place and recorded as good. A failure is recorded with its reason and
 * leaves no archive behind. Only one process makes a backup at a time; another caller gets
 * BackupBusy. Prunes to BACKUP_KEEP and copies to the backup bucket when configured.
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
  const store = new BackupStore(deps.env.backup.dir, deps.owner);
  const passphrase = deps.env.backup.passphrase;
  let record: BackupRecord | undefined;
  let partial: string | undefined;
  let writer: ArchiveWriter | undefined;
  const spoolDir = path.join(deps.env.dataDir, 'tmp');
  try {
    await store.prepare();
    await chmod(store.dir, 0o700);
    if (options.unlessMadeWithinMs !== undefined && (await lastGoodBackupAge(store)) < options.unlessMadeWithinMs) return null;
    // A backup still 'running' here was cut short (the lock is free): say so, and drop its partial archive.
    for (const stale of await store.records()) {
      if (stale.status === 'running') await store.saveRecord({ ...stale, status: 'failed', error: 'interrupted (the process stopped)', progress: undefined });
    }
    await store.removePartials();
    record = { id: newBackupId(), createdAt: new Date().toISOString(), status: 'running', trigger: options.trigger, size: 0, encrypted: Boolean(passphrase) };
    await store.saveRecord(record);
    options.onStart?.(record);
    const running = record;
    let savedAt = Date.now();
    const progress = async (done: number, total: number) => {
      if (Date.now() - savedAt < PROGRESS_EVERY_MS) return;
      savedAt = Date.now();
      await store.saveRecord({ ...running, progress: { done, total } });
    };

    if (await mkdir(spoolDir, { recursive: true, mode: 0o700 })) await store.own(spoolDir);
    partial = store.partialPath(running.id);
    writer = new ArchiveWriter(partial, { passphrase, mtime: new Date(running.createdAt) });
    const archive = writer;
    const manifest: Manifest = { format: ARCHIVE_FORMAT, productVersion, backupId: running.id, level: { level: 0, tag: '', when: 0 }, createdAt: running.createdAt, tables: [], sequences: [], files: [] };
    let snapshot: Snapshot | undefined;
    let steps = 0;
    const pace = new Pace();

    await lock.holdFiles();
    await dumpDatabase(lock.connection, pace, {
      async onSnapshot(taken) {
        snapshot = taken;
        manifest.level = taken.level;
        manifest.sequences = taken.sequences;
      },
      async table(table, rows, counted) {
        const spooled = await spool(rows, spoolDir);
        try {
          const written = await archive.add(tableEntry(table.name), spooled.size, createReadStream(spooled.file));
          manifest.tables.push({ name: table.name, columns: table.columns, rows: counted.rows, ...written });
        } finally {
          await rm(spooled.file, { force: true });
        }
        await progress(++steps, snapshot!.tables.length + snapshot!.files.length);
      },
    });

    for (const key of snapshot!.files) {
      const size = await deps.storage.size(key);
      const source = size === null ? null : await deps.storage.open(key);
      if (size === null || !source) {
        // Its record is in the snapshot but the file was already gone: nothing to copy.
        deps.log.warn({ key }, 'backup: a stored file its record names is missing');
        manifest.files.push({ key, missing: true });
        continue;
      }
      try {
        const written = await archive.add(fileEntry(key), size, source as AsyncIterable<Buffer>, (bytes) => pace.take(bytes));
        manifest.files.push({ key, ...written });
      } finally {
        source.destroy();
      }
      await progress(++steps, snapshot!.tables.length + snapshot!.files.length);
    }
    await lock.releaseFiles();
    // Unencrypted, nothing but the manifest's signature tells an archive altered since; age's own
    // authentication covers an encrypted one.
    if (!passphrase) manifest.signature = signManifest(await signingKey(deps.env.dataDir, (file) => store.own(file)), manifest);
    await archive.finish(partial, { name: MANIFEST_NAME, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) });

    // Read back as a restore would, before anyone is told it is good.
    const encrypted = (await archiveKind(partial)) === 'age';
    const checked = await checkArchive(partial, passphrase, pace);
    if (JSON.stringify(checked.manifest) !== JSON.stringify(manifest)) throw new Error('the archive read back does not hold what was written');
    await store.own(partial);
    const final = store.archivePath({ id: running.id, encrypted });
    await rename(partial, final);
    partial = undefined;
    record = { ...running, status: 'ok', finishedAt: new Date().toISOString(), size: (await stat(final)).size, encrypted, archive: archiveName(running.id, encrypted) };
    await store.saveRecord(record);

    const pruned = await store.prune(deps.env.backup.keep);
    if (deps.env.backup.s3) {
      // The backup on disk is good either way; a failed copy is reported on it and in the log.
      try {
        await copyToBucket(deps.env.backup.s3, store, record, pruned);
      } catch (error) {
        deps.log.error({ err: error, id: record.id }, 'backup: the copy to the bucket failed');
        record = { ...record, error: `not copied to the bucket: ${error instanceof Error ? error.message : String(error)}` };
        await store.saveRecord(record);
      }
    }
    deps.log.info({ id: record.id, size: record.size, trigger: record.trigger, pruned: pruned.length }, 'backup made');
    return record;
  } catch (error) {
    await writer?.abort(error instanceof Error ? error : new Error(String(error)));
    if (partial) await rm(partial, { force: true }).catch(() => {});
    if (record) {
      record = { ...record, status: 'failed', finishedAt: new Date().toISOString(), error: error instanceof Error ? error.message : String(error), progress: undefined, size: 0 };
      await store.saveRecord(record).catch(() => {});
    }
    deps.log.error({ err: error, id: record?.id, trigger: options.trigger }, 'backup failed');
    throw error;
  } finally {
    await lock.release().catch(() => {});
  }
}
