import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BackupStore, siteOwner } from '../backup/backup-store.server.ts';
import { BackupBusy, makeBackup } from '../backup/make-backup.server.ts';
import { migrateAtStart, MigrationFailed } from '../backup/migrate-at-start.server.ts';
import { openDatabase } from '../db/client.server.ts';
import { DataDirInUse } from '../db/embedded-owner.server.ts';
import { appliedLevel, latestLevel } from '../db/migrations.server.ts';
import { parseEnvOrExit } from '../env.server.ts';
import { createStorage } from '../files/create-storage.server.ts';
import { keepDataDirPrivate } from '../files/private-data-dir.server.ts';
import { productVersion } from '../product-version.server.ts';
import { commandLog } from './command-log.server.ts';
import { runCommand } from './run-command.server.ts';
import { startCommand } from './start-command.server.ts';

/**
 * `npm run upgrade [-- --no-start]`, run in a new release's folder with the site's environment:
 * a backup of the site as it is (named, so a rollback across a contract step knows what to
 * restore), this release's migrations, then the site itself (`npm start`), or with --no-start
 * nothing more, for a service manager to restart. Migrations only add until a later release's
 * contract step (docs/decisions/249), so a release still running keeps working meanwhile.
 */
const USAGE = 'Usage: npm run upgrade [-- --no-start]';

async function backUpAndMigrate(): Promise<number> {
  const env = parseEnvOrExit();
  keepDataDirPrivate(env.dataDir);
  const database = await openDatabase({ ...env, besideRunningSite: true, log: () => {} });
  try {
    const before = await appliedLevel(database.sql);
    const deps = { sql: database.sql, storage: createStorage(env), env, log: commandLog, owner: await siteOwner(env) };
    const record = (await makeBackup(deps, { trigger: 'before-migrate' }))!;
    console.log(`Backup before the upgrade: ${new BackupStore(env.backup.dir).archivePath(record)}`);
    // Backed up just now: the start-up's own backup before migrating would be a second copy.
    await migrateAtStart(database, { ...deps, env: { ...env, backup: { ...env.backup, beforeMigrate: false } } });
    const after = latestLevel();
    console.log(
      before.level === after.level
        ? `Database schema: ${after.tag}, already this release's (version ${productVersion}).`
        : `Database schema: ${before.tag || 'empty'} → ${after.tag} (version ${productVersion}).`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof MigrationFailed || error instanceof BackupBusy || error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

/** The site, as `npm start` runs it, in the foreground; its stop signals passed on. */
function startSite(): Promise<number> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const start = startCommand(root);
  const site = spawn(process.execPath, start.args, { cwd: root, env: { ...process.env, ...start.env }, stdio: 'inherit' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => site.kill(signal));
  return new Promise((resolve) => site.once('exit', (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length > 1 || (args.length === 1 && args[0] !== '--no-start')) {
    console.error(USAGE);
    return 2;
  }
  const code = await backUpAndMigrate();
  if (code !== 0) return code;
  if (args[0] === '--no-start') {
    console.log('Now point the site at this release and restart it (docs/deploy.md, "Upgrade").');
    return 0;
  }
  return startSite();
}

runCommand(main);
