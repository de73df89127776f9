import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { clusterPaths } from './embedded-cluster.server.ts';
import type { Log } from './embedded-server.server.ts';

/**
 * Versions before the embedded PostgreSQL server kept the embedded database in PGlite, in
 * DATA_DIR/db. At the first start after the upgrade it is moved over: dumped through PGlite's
 * own pg_dump, restored into the new cluster in one transaction (all or nothing), and the old
 * folder is kept beside it under a new name. PGlite is loaded only then.
 */
export async function moveEarlierPgliteDatabase(dataDir: string, url: string, log: Log = console.log): Promise<void> {
  const source = path.join(path.resolve(dataDir), 'db');
  if (!existsSync(path.join(source, 'PG_VERSION'))) return;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await sql<{ tables: number }[]>`
      SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;
    if (existing!.tables > 0) {
      throw new Error(
        `${source} holds the database of an earlier version (PGlite), and ${clusterPaths(dataDir).directory} already holds ` +
          `another one, so nothing was moved. To move the earlier one over, stop the server, move ${clusterPaths(dataDir).directory} ` +
          'away (mv) and start again; to keep the new one, move the earlier folder out of DATA_DIR.',
      );
    }
    log(`Moving the earlier embedded database (PGlite, ${source}) into PostgreSQL...`);
    const dump = await dumpPglite(source);
    await sql.begin((transaction) => transaction.unsafe(dump));
  } finally {
    await sql.end({ timeout: 5 });
  }
  const kept = `${source}.pglite-moved-${new Date().toISOString().slice(0, 19).replaceAll(':', '')}`;
  renameSync(source, kept);
  log(`Moved the earlier embedded database into PostgreSQL; the PGlite folder is kept as ${kept}.`);
}

async function dumpPglite(directory: string): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const database = await PGlite.create(directory, { extensions: { pg_trgm } });
  try {
    // INSERT statements rather than COPY blocks: the restore runs them through the driver.
    const file = await pgDump({ pg: database, args: ['--no-owner', '--no-privileges', '--rows-per-insert=500'] });
    return await file.text();
  } finally {
    await database.close();
  }
}
