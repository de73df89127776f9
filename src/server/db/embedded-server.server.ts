import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  type ClusterPaths,
  clusterPaths,
  initialiseCluster,
  readPassword,
  serverArguments,
  serverUser,
  type ServerUser,
  SUPERUSER,
} from './embedded-cluster.server.ts';
import { claimDataDir, isAlive, runningServerPid, serverStatus } from './embedded-owner.server.ts';
import { type PostgresBinaries, postgresBinaries } from './postgres-binaries.server.ts';

/**
 * The embedded database: a real PostgreSQL server this process starts on DATA_DIR/postgres
 * (created once), on a private loopback port, restarted when it stops unexpectedly, and stopped
 * by stop(). It runs in its own process group, so a Ctrl-C reaches only Node, which finishes
 * its requests before stopping the server.
 */
export interface EmbeddedServer {
  /** postgres://… with the generated password. */
  url: string;
  /** Runs `hook` after each restart, before the restart is announced as done. */
  onRestart(hook: () => Promise<void>): void;
  stop(): Promise<void>;
}

export type Log = (message: string) => void;

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;
const LOG_ROTATE_BYTES = 10 * 1024 * 1024;

export async function startEmbeddedServer(dataDir: string, log: Log = console.log): Promise<EmbeddedServer> {
  const paths = clusterPaths(dataDir);
  mkdirSync(paths.dataDir, { recursive: true });
  const binaries = await postgresBinaries();
  const release = claimDataDir(paths);
  try {
    const user = serverUser(paths);
    await initialiseCluster(paths, binaries, user);
    await stopLeftoverServer(paths, log);
    return await supervise(paths, binaries, user, log, release);
  } catch (error) {
    release();
    throw error;
  }
}

const serverUrl = (paths: ClusterPaths, port: number) => `postgres://${SUPERUSER}:${readPassword(paths)}@127.0.0.1:${port}/postgres`;

/**
 * The server a running site started on this DATA_DIR, for commands run beside it
 * (`npm run user`): they connect to it rather than start a second one.
 */
export async function runningServerUrl(dataDir: string): Promise<string | undefined> {
  const paths = clusterPaths(dataDir);
  const pid = runningServerPid(paths);
  if (pid === undefined || serverStatus(paths, pid) !== 'ready') return undefined;
  const port = Number(readFileSync(path.join(paths.directory, 'postmaster.pid'), 'utf8').split('\n')[3]);
  return serverUrl(paths, port);
}

/** A server left running by a Node process killed with kill -9: stopped cleanly (fast shutdown). */
export async function stopLeftoverServer(paths: ClusterPaths, log: Log): Promise<void> {
  const pid = runningServerPid(paths);
  if (pid === undefined) return;
  log(`Stopping the embedded PostgreSQL server (pid ${pid}) left running by an earlier process.`);
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(() => !isAlive(pid), STOP_TIMEOUT_MS))) {
    throw new Error(`The embedded PostgreSQL server left running (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s.`);
  }
}

async function supervise(paths: ClusterPaths, binaries: PostgresBinaries, user: ServerUser, log: Log, release: () => void): Promise<EmbeddedServer> {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restartDelay = 1000;
  let restartTimer: NodeJS.Timeout | undefined;
  const restartHooks: Array<() => Promise<void>> = [];
  // A process.exit() anywhere still stops the server; only kill -9 leaves it running.
  const stopOnExit = () => child?.kill('SIGINT');
  process.on('exit', stopOnExit);

  const launch = async (port: number) => {
    child = await launchServer(paths, binaries, user, port);
    // A restart that finished after stop() began.
    if (stopping) return stopChild(child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`The embedded PostgreSQL server stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again.`);
      scheduleRestart(port);
    });
  };
  const scheduleRestart = (port: number) => {
    restartTimer = setTimeout(() => {
      launch(port).then(
        async () => {
          restartDelay = 1000;
          await Promise.allSettled(restartHooks.map((hook) => hook()));
          log('The embedded PostgreSQL server is running again.');
        },
        (error: unknown) => {
          log(`The embedded PostgreSQL server did not start: ${(error as Error).message}`);
          restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
          if (!stopping) scheduleRestart(port);
        },
      );
    }, restartDelay);
    restartTimer.unref();
  };

  const port = await firstLaunch(launch);
  return {
    url: serverUrl(paths, port),
    onRestart: (hook) => restartHooks.push(hook),
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      process.off('exit', stopOnExit);
      if (child) await stopChild(child);
      release();
    },
  };
}

/** The first start picks a free port; a start that fails (the port taken meanwhile) tries another. */
async function firstLaunch(launch: (port: number) => Promise<void>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freeLoopbackPort();
    try {
      await launch(port);
      return port;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function launchServer(paths: ClusterPaths, binaries: PostgresBinaries, user: ServerUser, port: number): Promise<ChildProcess> {
  rotateLog(paths.logFile);
  const logFd = openSync(paths.logFile, 'a', 0o644);
  const child = spawn(binaries.postgres, serverArguments(paths, port), {
    ...user,
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  closeSync(logFd);
  child.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const ready = await waitFor(() => gone || serverStatus(paths, child.pid!) === 'ready', READY_TIMEOUT_MS);
  if (gone || !ready) {
    if (!gone) await stopChild(child);
    throw new Error(`The embedded PostgreSQL server did not start. Its last messages (${paths.logFile}):\n${logTail(paths.logFile)}`);
  }
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Fast shutdown: open transactions roll back, a checkpoint is written, the files are clean.
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** One previous log is kept beside the current one, so the file stays small. */
function rotateLog(file: string): void {
  if (existsSync(file) && statSync(file).size > LOG_ROTATE_BYTES) renameSync(file, `${file}.1`);
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}
