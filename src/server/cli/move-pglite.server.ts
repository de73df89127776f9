import { existsSync } from 'node:fs';
import { openDatabase } from '../db/client.server.ts';
import { DataDirInUse } from '../db/embedded-owner.server.ts';
import { holdsEarlierPgliteDatabase } from '../db/pglite-move.server.ts';
import { parseEnvOrExit } from '../env.server.ts';
import { runCommand } from './run-command.server.ts';

/**
 * `npm run db:move-pglite`: moves the PGlite database an earlier version kept in DATA_DIR/db
 * into the embedded PostgreSQL server, once, with the site stopped (docs/operations.md). The
 * next `npm start` applies the migrations as on any upgrade.
 */
async function main(): Promise<number> {
  const env = parseEnvOrExit();
  if (env.databaseUrl) {
    console.error('DATABASE_URL is set: the PGlite folder moves into the embedded server of DATA_DIR only. Unset it for the move.');
    return 1;
  }
  if (!existsSync(env.dataDir) || !holdsEarlierPgliteDatabase(env.dataDir)) {
    console.log(`Nothing to move: ${env.dataDir} holds no PGlite database (db/PG_VERSION).`);
    return 0;
  }
  try {
    const database = await openDatabase({ dataDir: env.dataDir, moveEarlierPglite: true });
    await database.close();
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    return 1;
  }
  return 0;
}

runCommand(main);
