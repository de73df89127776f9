import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { clusterPaths } from '../db/embedded-cluster.server.ts';
import { openDatabase } from '../db/client.server.ts';
import type { Log } from '../db/embedded-server.server.ts';
import type { Storage } from '../files/storage.server.ts';
import { commandActor } from '../audit/audit-trail.server.ts';
import { ArchiveError } from './archive-errors.server.ts';
import { archiveEntries, archiveKind, checkArchive } from './archive-reader.server.ts';
import { checkSignature, signatureErrors } from './archive-signature.server.ts';
import { recordBackupAudit } from './backup-audit.server.ts';
import { portableSession, quoteName } from './database-dump.server.ts';
import { fileEntry, type Manifest, tableEntry } from './manifest.server.ts';

export interface RestoreTarget {
  dataDir: string;
  databaseUrl?: string;
  storage: Storage;
}

const notEmpty = (what: string) =>
  new ArchiveError('target-not-empty', `${what} is not empty: a backup is restored only into an empty one, so nothing is overwritten. Nothing was changed.`);

const folderHasFiles = async (folder: string) => (await readdir(folder).catch(() => [] as string[])).length > 0;

/** Refuses a target that holds anything: a database with tables, or a DATA_DIR with a database or files. */
async function checkTargetEmpty(target: RestoreTarget): Promise<void> {
  if (target.databaseUrl) {
    const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      const [row] = await sql<{ relations: number }[]>`
        SELECT count(*)::int AS relations FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm')`;
      if ((row?.relations ?? 0) > 0) throw notEmpty('The database at DATABASE_URL');
    } finally {
      await sql.end({ timeout: 5 });
    }
  } else if (await folderHasFiles(clusterPaths(target.dataDir).directory)) {
    throw notEmpty(`The database in ${target.dataDir}`);
  }
  // Moving a site to a database server keeps its DATA_DIR: there the files may be there already.
  if (!target.databaseUrl && target.storage.kind === 'local' && (await folderHasFiles(path.join(target.dataDir, 'uploads')))) {
    throw notEmpty(`The uploads folder ${path.join(target.dataDir, 'uploads')}`);
  }
}

/**
 * The archive's files the storage already holds with the same bytes (a site moving to a database
 * server keeps its files); one held with other bytes is refused, before anything is written.
 */
async function filesAlreadyStored(storage: Storage, manifest: Manifest): Promise<Set<string>> {
  const present = new Set<string>();
  for (const file of manifest.files) {
    if ('missing' in file) continue;
    const existing = await storage.open(file.key);
    if (!existing) continue;
    const hash = createHash('sha256');
    for await (const chunk of existing) hash.update(chunk as Buffer);
    if (hash.digest('hex') !== file.sha256) throw notEmpty(`The file storage (it holds another ${file.key})`);
    present.add(file.key);
  }
  return present;
}

/**
 * Refuses an unencrypted archive altered since it was made, and one the target's DATA_DIR
 * cannot check unless the operator said to go on without the check (`unchecked`). An age
 * archive was authenticated as it was read.
 */
async function checkUntampered(file: string, manifest: Manifest, dataDir: string, unchecked: boolean): Promise<void> {
  if ((await archiveKind(file)) === 'age') return;
  const why = await checkSignature(dataDir, manifest);
  if (why && !unchecked) throw signatureErrors.unchecked(why);
}

/**
 * Restores an archive: refuses a non-empty target, checks the whole archive (nothing is written
 * before every checksum and, unencrypted, its signature passed), puts the files into the
 * configured storage (keeping those it already holds with the same bytes), builds the schema the
 * data was dumped from, loads every table with COPY in one transaction, sets the sequences,
 * migrates forward to this version's schema, and records the restore in the restored Activity.
 * The archive holds no sessions and no server secrets: the restored site makes new secrets, and
 * every sign-in and device cookie of before has ended.
 */
export async function restoreArchive(
  file: string,
  passphrase: string | undefined,
  target: RestoreTarget,
  log: Log,
  options: { unchecked?: boolean } = {},
): Promise<Manifest> {
  await checkTargetEmpty(target);
  const { manifest } = await checkArchive(file, passphrase);
  await checkUntampered(file, manifest, target.dataDir, options.unchecked ?? false);
  const present = await filesAlreadyStored(target.storage, manifest);
  log(`Checked ${path.basename(file)}: version ${manifest.productVersion}, made ${manifest.createdAt}, ${manifest.tables.length} tables, ${manifest.files.length} files.`);
  const tables = new Map(manifest.tables.map((table) => [tableEntry(table.name), table]));
  const files = new Map(manifest.files.map((listed) => [fileEntry(listed.key), listed.key]));

  const scratch = path.join(target.dataDir, 'tmp');
  await mkdir(scratch, { recursive: true, mode: 0o700 });
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, log });
  try {
    await database.migrate({ upTo: manifest.level.level });
    await database.sql.begin(async (tx) => {
      await portableSession(tx);
      // The archive holds every table as it was: the triggers that keep an earlier release's
      // copy of the translations equal to this one's (migration 0021) must not copy them twice.
      await tx`SET LOCAL site.restoring = 'on'`;
      for await (const entry of archiveEntries(file, passphrase)) {
        const key = files.get(entry.name);
        const table = tables.get(entry.name);
        if (key !== undefined && !present.has(key)) {
          // Stored before the transaction commits: no restored row is ever seen without its file.
          const temporary = path.join(scratch, `restore-${randomBytes(8).toString('hex')}`);
          try {
            await pipeline(entry.data, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
            await target.storage.put(key, { path: temporary }, 'application/octet-stream');
          } finally {
            await rm(temporary, { force: true });
          }
        } else if (table) {
          const copy = await tx.unsafe(`COPY ${quoteName(table.name)} (${table.columns.map(quoteName).join(', ')}) FROM STDIN`).writable();
          await pipeline(entry.data, copy);
        }
      }
      for (const sequence of manifest.sequences) {
        if (sequence.lastValue !== null) await tx`SELECT setval(${`public.${quoteName(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, true)`;
      }
    });
    await database.migrate();
    await recordBackupAudit(database.db, commandActor('npm run restore'), 'restore', { id: manifest.backupId ?? '', archive: path.basename(file) });
  } finally {
    await database.close();
  }
  return manifest;
}
