import { mkdirSync } from 'node:fs';
import { openDatabase } from '../db/client.server.ts';
import { parseEnvOrExit } from '../env.server.ts';
import { runCommand } from './run-command.server.ts';
import { readPassword } from './password-input.server.ts';
import { runUserCommand } from './user-command.server.ts';

/**
 * `npm run user -- add|passwd|list|remove`: manages admin accounts in the database the server
 * uses (the same environment: DATA_DIR or DATABASE_URL).
 */
async function main(): Promise<number> {
  const env = parseEnvOrExit();
  mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase({ ...env, besideRunningSite: true });
  try {
    await database.migrate();
    return await runUserCommand(database.db, process.argv.slice(2), {
      readPassword,
      out: (line) => console.log(line),
      error: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

runCommand(main);
