/**
 * PGlite, for moving a data folder of the versions that kept their database in it: loaded by
 * src/server/db/pglite-move.server.ts from this folder's own node_modules, which
 * `npm run db:move-pglite` installs on its first run (the site's own install never carries it).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/** The PGlite database in `directory` (created when empty), with the extension the site used. */
export function openPglite(directory: string): Promise<PGlite> {
  return PGlite.create(directory, { extensions: { pg_trgm } });
}

/** The whole database as SQL, through PGlite's own pg_dump. */
export async function dumpPglite(directory: string): Promise<string> {
  const database = await openPglite(directory);
  try {
    // INSERT statements rather than COPY blocks: the restore runs them through the driver.
    const file = await pgDump({ pg: database, args: ['--no-owner', '--no-privileges', '--rows-per-insert=500'] });
    return await file.text();
  } finally {
    await database.close();
  }
}
