import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { clusterPaths, serverUser } from '../db/embedded-cluster.server.ts';
import { DataDirInUse, claimDataDir } from '../db/embedded-owner.server.ts';
import { startEmbeddedServer, stopLeftoverServer } from '../db/embedded-server.server.ts';
import { postgresBinaries } from '../db/postgres-binaries.server.ts';
import { parseEnvOrExit } from '../env.server.ts';
import { runCommand } from './run-command.server.ts';

/**
 * `npm run db:dump -- <file.tar.gz>` and `npm run db:restore -- <file.tar.gz>`: the embedded
 * database's whole cluster (DATA_DIR/postgres and its password) as one compressed archive, and
 * its restore into a DATA_DIR without one. The embedded packages ship no pg_dump, so this is a
 * copy of the files of the stopped server: run them while the site is stopped. A PostgreSQL
 * server (DATABASE_URL) is backed up with its own pg_dump instead.
 */
const USAGE = 'Usage: npm run db:dump -- <file.tar.gz> | npm run db:restore -- <file.tar.gz>';
const PASSWORD_FILE = 'postgres-password';

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`tar ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
}

async function dump(dataDir: string, file: string): Promise<number> {
  const paths = clusterPaths(dataDir);
  if (!existsSync(path.join(paths.directory, 'PG_VERSION'))) {
    console.error(`No embedded database at ${paths.directory}.`);
    return 1;
  }
  const release = claimDataDir(paths);
  try {
    // A server left running by a killed process is stopped first, so the files are at rest.
    await stopLeftoverServer(paths, await postgresBinaries(), console.log);
    tar(['-czf', file, '-C', paths.dataDir, '--exclude=postgres/postmaster.pid', '--exclude=postgres/postmaster.opts', 'postgres', PASSWORD_FILE]);
  } finally {
    release();
  }
  console.log(`Database dumped to ${file}.`);
  return 0;
}

async function restore(dataDir: string, file: string): Promise<number> {
  const paths = clusterPaths(dataDir);
  if (existsSync(paths.directory) && readdirSync(paths.directory).length > 0) {
    console.error(`${paths.directory} already holds a database: move it away (or use another DATA_DIR) first.`);
    return 1;
  }
  mkdirSync(paths.dataDir, { recursive: true });
  tar(['-xzf', file, '-C', paths.dataDir, '--no-same-owner', 'postgres', PASSWORD_FILE]);
  const user = serverUser(paths);
  if (user.uid !== undefined) spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, paths.directory]);
  // Started once: a damaged archive is reported now, not at the site's next start.
  const server = await startEmbeddedServer(dataDir, console.log);
  await server.stop();
  console.log(`Database restored into ${paths.directory}.`);
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
  try {
    return await (command === 'dump' ? dump(env.dataDir, path.resolve(file)) : restore(env.dataDir, path.resolve(file)));
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    return 1;
  }
}

runCommand(main);
