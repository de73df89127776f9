import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { clusterPaths } from './embedded-cluster.server.ts';
import type { Log } from './embedded-server.server.ts';

/**
 * Versions before the embedded PostgreSQL server kept the embedded database in PGlite, in
 * DATA_DIR/db. `npm run db:move-pglite` moves it over once: dumped through PGlite's own pg_dump,
 * restored into the new cluster in one transaction (all or nothing), and the old folder kept
 * beside it under a new name. PGlite is not a dependency of the site: it lives in
 * tools/pglite-move with its own lockfile, installed by that command on its first run.
 */
const TOOLS = fileURLToPath(new URL('../../../tools/pglite-move/', import.meta.url));

/** What tools/pglite-move/pglite.ts offers. */
export interface PgliteTools {
  openPglite(directory: string): Promise<{
    exec(sql: string): Promise<unknown>;
    query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<{ rows: T[] }>;
    close(): Promise<void>;
  }>;
  dumpPglite(directory: string): Promise<string>;
}

const earlierFolder = (dataDir: string) => path.join(path.resolve(dataDir), 'db');
export const holdsEarlierPgliteDatabase = (dataDir: string) => existsSync(path.join(earlierFolder(dataDir), 'PG_VERSION'));

/** Why the site does not start on a data folder that still holds a PGlite database. */
export class EarlierPgliteDatabase extends Error {
  constructor(dataDir: string) {
    super(
      `${earlierFolder(dataDir)} holds the database of an earlier version (PGlite), which the site no longer reads. ` +
        'Move it into PostgreSQL once with `npm run db:move-pglite` (it installs PGlite for that run only), then start again.',
    );
  }
}

/** PGlite and its pg_dump, installed into tools/pglite-move from its own lockfile when not there yet. */
export async function loadPgliteTools(log: Log = console.log): Promise<PgliteTools> {
  if (!existsSync(path.join(TOOLS, 'node_modules', '@electric-sql', 'pglite-tools'))) {
    log('Installing PGlite for the move (tools/pglite-move, npm ci)...');
    const installed = spawnSync('npm', ['ci', '--prefix', TOOLS, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (installed.status !== 0) throw new Error(`Could not install PGlite into ${TOOLS} (npm ci exited with ${installed.status ?? installed.signal}).`);
  }
  return (await import(pathToFileURL(path.join(TOOLS, 'pglite.ts')).href)) as PgliteTools;
}

/** Moves DATA_DIR/db into the PostgreSQL server at `url`; nothing to do when there is no such folder. */
export async function moveEarlierPgliteDatabase(dataDir: string, url: string, log: Log = console.log): Promise<void> {
  const source = earlierFolder(dataDir);
  if (!holdsEarlierPgliteDatabase(dataDir)) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql<{ tables: number }[]>`
      SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;
    if (existing!.tables > 0) {
      throw new Error(
        `${source} holds the database of an earlier version (PGlite), and ${clusterPaths(dataDir).directory} already holds ` +
          `another one, so nothing was moved. To move the earlier one over, stop the server, move ${clusterPaths(dataDir).directory} ` +
          'away (mv) and run the move again; to keep the new one, move the earlier folder out of DATA_DIR.',
      );
    }
    const tools = await loadPgliteTools(log);
    log(`Moving the earlier embedded database (PGlite, ${source}) into PostgreSQL...`);
    const dump = await tools.dumpPglite(source);
    await sql.begin((transaction) => transaction.unsafe(dump));
  } finally {
    await sql.end({ timeout: 5 });
  }
  const kept = `${source}.pglite-moved-${new Date().toISOString().slice(0, 19).replaceAll(':', '')}`;
  renameSync(source, kept);
  log(`Moved the earlier embedded database into PostgreSQL; the PGlite folder is kept as ${kept}.`);
}
