import { setTimeout as sleep } from 'node:timers/promises';
import type postgres from 'postgres';
import type { DatabaseHandle } from '../db/client.server.ts';
import { appliedLevel, journal, latestLevel, MIGRATIONS_FOLDER } from '../db/migrations.server.ts';
import { productVersion } from '../product-version.server.ts';
import { BackupStore } from './backup-store.server.ts';
import { quoteName } from './database-dump.server.ts';
import { type BackupDeps, BackupBusy, makeBackup } from './make-backup.server.ts';

/** Start-up stops with this; its message says what happened and where the backup is. */
export class MigrationFailed extends Error {}

async function holdsData(sql: postgres.Sql): Promise<boolean> {
  const tables = await sql<{ name: string }[]>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`;
  for (const table of tables) {
    const [row] = await sql.unsafe<{ present: boolean }[]>(`SELECT EXISTS (SELECT 1 FROM ${quoteName(table.name)}) AS present`);
    if (row?.present) return true;
  }
  return false;
}

/**
 * The setting a contract migration writes (docs/decisions/249): the tag of the oldest migration a
 * release must know to run on this database, because the contract step removed what releases
 * before it still use.
 */
export const COMPATIBLE_FROM = 'schema.compatible_from';

/**
 * A release older than a contract step the database went through (an expand-only database runs
 * every earlier release, so rolling back is only pointing at the previous release): refused
 * before it touches anything, with what to do instead.
 */
async function refuseAfterContractStep(sql: postgres.Sql, folder: string): Promise<void> {
  const [table] = await sql<{ present: boolean }[]>`SELECT to_regclass('public.settings') IS NOT NULL AS present`;
  if (!table?.present) return;
  const [row] = await sql<{ value: string }[]>`SELECT value FROM settings WHERE key = ${COMPATIBLE_FROM}`;
  if (!row || journal(folder).some((entry) => entry.tag === row.value)) return;
  throw new MigrationFailed(
    `This database went through a contract step (migration ${row.value}) that removed what version ${productVersion} of the site still uses, so this release does not start on it and nothing was changed. ` +
      `Run a release that includes migration ${row.value}, or restore the backup made before that upgrade into an empty data folder or database (docs/deploy.md, "Rolling back").`,
  );
}

/**
 * What `npm start` does before serving: with migrations pending on a database that holds data,
 * a backup first (BACKUP_BEFORE_MIGRATE=off skips it), then every pending migration in one
 * transaction. A failing migration rolls back, leaving the database as it was: start-up stops
 * with a message naming the backup. Several processes starting together: one backs up and
 * migrates, the others wait for it and find nothing left to do.
 */
export async function migrateAtStart(database: DatabaseHandle, deps: BackupDeps, folder = MIGRATIONS_FOLDER): Promise<void> {
  await refuseAfterContractStep(database.sql, folder);
  let backupFile: string | undefined;
  for (;;) {
    const applied = await appliedLevel(database.sql, folder);
    const pending = applied.level >= 0 && applied.level < latestLevel(folder).level;
    if (!pending || applied.level === 0 || !deps.env.backup.beforeMigrate || !(await holdsData(database.sql))) break;
    try {
      const record = (await makeBackup(deps, { trigger: 'before-migrate' }))!;
      backupFile = new BackupStore(deps.env.backup.dir).archivePath(record);
      deps.log.info({ backup: backupFile, from: applied.tag, to: latestLevel(folder).tag }, 'backup made before migrating');
      break;
    } catch (error) {
      if (!(error instanceof BackupBusy)) {
        throw new MigrationFailed(`Migrations are pending, and the backup made before them failed, so nothing was changed: ${error instanceof Error ? error.message : String(error)} (BACKUP_BEFORE_MIGRATE=off migrates without one).`);
      }
      // Another process is backing up (perhaps before the same migrations): look again after it.
      await sleep(1_000);
    }
  }
  try {
    await database.migrate({ folder });
  } catch (error) {
    // Drizzle wraps the server's error in one that repeats the statement: say both.
    const cause = error instanceof Error ? (error.cause instanceof Error ? `${error.cause.message} (in ${error.message.replace(/\s+/g, ' ').trim()})` : error.message) : String(error);
    throw new MigrationFailed(
      `A database migration failed and was rolled back: the database is as it was before, and the server did not start. ${
        backupFile ? `The backup made just before is ${backupFile}.` : 'No backup was made before it.'
      } Cause: ${cause}`,
    );
  }
}
