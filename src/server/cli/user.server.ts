import { mkdirSync } from 'node:fs';
import { openDatabase } from '../db/client.server.ts';
import { EnvError, parseEnv } from '../env.server.ts';
import { readPassword } from './password-input.server.ts';
import { runUserCommand } from './user-command.server.ts';

/**
 * `npm run user -- add|passwd|list|remove`: manages admin accounts in the database the server
 * uses (the same environment: DATA_DIR or DATABASE_URL).
 */
async function main(): Promise<number> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(env);
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
