import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { embeddedDatabaseDir } from '../db/client.server.ts';
import { parseEnvOrExit } from '../env.server.ts';
import { runCommand } from './run-command.server.ts';

/**
 * `npm run db:dump -- <file.tar.gz>` and `npm run db:restore -- <file.tar.gz>`: a whole-database
 * backup of the embedded database (DATA_DIR/db) as one compressed archive, and its restore into
 * an empty DATA_DIR. Run them while the server is stopped: the embedded database belongs to one
 * process at a time. A PostgreSQL server (DATABASE_URL) is backed up with pg_dump instead.
 */
const USAGE = 'Usage: npm run db:dump -- <file.tar.gz> | npm run db:restore -- <file.tar.gz>';

async function dump(directory: string, file: string): Promise<number> {
  if (!existsSync(directory)) {
    console.error(`No embedded database at ${directory}.`);
    return 1;
  }
  const database = await PGlite.create(directory, { extensions: { pg_trgm } });
  try {
    const archive = await database.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  } finally {
    await database.close();
  }
  console.log(`Database dumped to ${file}.`);
  return 0;
}

async function restore(directory: string, file: string): Promise<number> {
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    console.error(`${directory} already holds a database: move it away (or use another DATA_DIR) first.`);
    return 1;
  }
  mkdirSync(path.dirname(directory), { recursive: true });
  const archive = new Blob([readFileSync(file)]);
  const database = await PGlite.create({ dataDir: directory, loadDataDir: archive, extensions: { pg_trgm } });
  try {
    await database.query('select 1');
  } finally {
    await database.close();
  }
  console.log(`Database restored into ${directory}.`);
  return 0;
}

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'dump' && command !== 'restore') || !file) {
    console.error(USAGE);
    return 1;
  }
  const env = parseEnvOrExit();
  if (env.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md).');
    return 1;
  }
  const directory = embeddedDatabaseDir(env.dataDir);
  return command === 'dump' ? dump(directory, path.resolve(file)) : restore(directory, path.resolve(file));
}

runCommand(main);
