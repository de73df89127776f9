import { existsSync } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ArchiveError } from '../backup/archive-errors.server.ts';
import { archiveKind } from '../backup/archive-reader.server.ts';
import { BackupStore, siteOwner } from '../backup/backup-store.server.ts';
import { BackupBusy, makeBackup } from '../backup/make-backup.server.ts';
import { restoreArchive } from '../backup/restore.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { DataDirInUse } from '../db/embedded-owner.server.ts';
import { type Env, parseEnvOrExit } from '../env.server.ts';
import { createStorage } from '../files/create-storage.server.ts';
import { keepDataDirPrivate } from '../files/private-data-dir.server.ts';
import { promptHidden, readFirstLine } from './password-input.server.ts';
import { commandLog } from './command-log.server.ts';
import { runCommand } from './run-command.server.ts';

/**
 * `npm run backup [-- FILE]`: a backup of the running site into BACKUP_DIR (as the schedule
 * makes), and with FILE also a copy of its archive there. Run as root for a site that runs as
 * another user, what it writes is given to that user.
 * `npm run restore -- FILE`: an archive (.tar.gz, or .tar.gz.age with the passphrase) into an
 * empty DATA_DIR or an empty DATABASE_URL; an unencrypted one only when DATA_DIR's signing key
 * checks it, or with --unchecked (docs/decisions/253). Both read the site's own environment.
 */
const USAGE = 'Usage: npm run backup [-- FILE] | npm run restore -- FILE [--unchecked]';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A finished copy at `file` or nothing there: copied under a temporary name, then renamed. */
async function copyArchive(from: string, file: string): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await copyFile(from, partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backup(env: Env, file: string | undefined): Promise<number> {
  if (file && existsSync(file)) {
    console.error(`${file} already exists: name a new file.`);
    return 1;
  }
  const database = await openDatabase({ ...env, besideRunningSite: true });
  try {
    await database.migrate();
    let record;
    try {
      // Without a condition makeBackup always makes one (or throws).
      record = (await makeBackup({ sql: database.sql, storage: createStorage(env), env, log: commandLog, owner: await siteOwner(env) }, { trigger: 'command' }))!;
    } catch (error) {
      if (error instanceof BackupBusy) throw error;
      console.error(`The backup failed: ${error instanceof Error ? error.message : String(error)}. It is listed as failed in ${env.backup.dir}, and no partial archive was left.`);
      return 1;
    }
    const stored = new BackupStore(env.backup.dir).archivePath(record);
    console.log(`Backup ${record.id} made and checked: ${stored} (${megabytes(record.size)}${record.encrypted ? ', encrypted with age' : ''}).`);
    if (record.error) console.error(`Warning: ${record.error}`);
    if (file) {
      await copyArchive(stored, file);
      console.log(`Archive copied to ${file}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** BACKUP_PASSPHRASE, or asked for when the archive is encrypted and a terminal is there to ask. */
async function passphraseFor(file: string, env: Env): Promise<string | undefined> {
  if (env.backup.passphrase || (await archiveKind(file)) !== 'age') return env.backup.passphrase;
  if (process.stdin.isTTY) return promptHidden('Backup passphrase: ');
  return (await readFirstLine()) || undefined;
}

async function restore(env: Env, file: string, unchecked: boolean): Promise<number> {
  const target = { dataDir: env.dataDir, databaseUrl: env.databaseUrl, storage: createStorage(env) };
  const manifest = await restoreArchive(file, await passphraseFor(file, env), target, () => {}, { unchecked });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files into ${env.databaseUrl ? 'DATABASE_URL' : env.dataDir}.`);
  console.log(RESTORED_SIGN_INS);
  return 0;
}

/** What a restore ends, said every time: backups hold no sessions and no server secrets. */
const RESTORED_SIGN_INS =
  'Backups hold no sign-ins and no server secrets: the restored site makes new secrets, so every session and every remembered browser (device cookie) of before has ended. Everyone signs in again.';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  // --unchecked: restore an unencrypted archive this DATA_DIR cannot check against tampering.
  const unchecked = args.includes('--unchecked');
  const [command, file] = args.filter((arg) => arg !== '--unchecked');
  if (!(command === 'backup' || (command === 'restore' && file))) {
    console.error(USAGE);
    return 1;
  }
  const env = parseEnvOrExit();
  // What the command writes (a backup, a restored database, uploads) is the owner's alone, as
  // what the site writes is.
  keepDataDirPrivate(env.dataDir);
  try {
    return command === 'backup' ? await backup(env, file && path.resolve(file)) : await restore(env, path.resolve(file!), unchecked);
  } catch (error) {
    if (!(error instanceof ArchiveError || error instanceof BackupBusy || error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    return 1;
  }
}

runCommand(main);
