import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ArchiveError } from '../backup/archive-errors.server.ts';
import { exportArchive } from '../backup/archive-export.server.ts';
import { BackupStore } from '../backup/backup-store.server.ts';
import { isEncryptedEnvelope } from '../backup/envelope.server.ts';
import { BackupBusy, makeBackup } from '../backup/make-backup.server.ts';
import { restoreArchive } from '../backup/restore.server.ts';
import { fileSink } from '../backup/sink.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { DataDirInUse } from '../db/embedded-owner.server.ts';
import { type Env, parseEnvOrExit } from '../env.server.ts';
import { createStorage } from '../files/create-storage.server.ts';
import { promptHidden, readFirstLine } from './password-input.server.ts';
import { runCommand } from './run-command.server.ts';
import { createReadStream } from 'node:fs';

/**
 * `npm run backup [-- FILE]`: a backup of the running site into BACKUP_DIR (as the schedule
 * makes), and with FILE also one archive holding everything, written there.
 * `npm run restore -- FILE`: that archive (or a backup in a copied BACKUP_DIR) into an empty
 * DATA_DIR or an empty DATABASE_URL. Both read the site's own environment.
 */
const USAGE = 'Usage: npm run backup [-- FILE] | npm run restore -- FILE';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const quietLog = {
  info: () => {},
  warn: (data: object, message: string) => console.warn(message, JSON.stringify(data)),
  error: () => {},
};

async function backup(env: Env, file: string | undefined): Promise<number> {
  if (file && existsSync(file)) {
    console.error(`${file} already exists: name a new file.`);
    return 1;
  }
  mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase({ ...env, besideRunningSite: true });
  try {
    await database.migrate();
    // Without a condition makeBackup always makes one (or throws).
    const record = (await makeBackup({ sql: database.sql, storage: createStorage(env), env, log: quietLog }, { trigger: 'command' }))!;
    const stored = new BackupStore(env.backup.dir).archivePath(record.id);
    console.log(`Backup ${record.id} made in ${env.backup.dir} (${megabytes(record.size)}${record.encrypted ? ', encrypted' : ''}).`);
    if (record.error) console.error(`Warning: ${record.error}`);
    if (file) {
      await exportArchive(stored, env.backup.passphrase, fileSink(file));
      console.log(`Archive written to ${file}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** BACKUP_PASSPHRASE, or asked for when the archive is encrypted and a terminal is there to ask. */
async function passphraseFor(file: string, env: Env): Promise<string | undefined> {
  if (env.backup.passphrase || !(await isEncryptedEnvelope(createReadStream(file)))) return env.backup.passphrase;
  if (process.stdin.isTTY) return promptHidden('Backup passphrase: ');
  return (await readFirstLine()) || undefined;
}

async function restore(env: Env, file: string): Promise<number> {
  const manifest = await restoreArchive(file, await passphraseFor(file, env), { dataDir: env.dataDir, databaseUrl: env.databaseUrl, storage: createStorage(env) }, () => {});
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Restored ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files into ${env.databaseUrl ? 'DATABASE_URL' : env.dataDir}.`);
  return 0;
}

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if (!(command === 'backup' || (command === 'restore' && file))) {
    console.error(USAGE);
    return 1;
  }
  const env = parseEnvOrExit();
  try {
    return command === 'backup' ? await backup(env, file && path.resolve(file)) : await restore(env, path.resolve(file!));
  } catch (error) {
    if (!(error instanceof ArchiveError || error instanceof BackupBusy || error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    return 1;
  }
}

runCommand(main);
