import { closeSync, existsSync, openSync, readFileSync, readlinkSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { ClusterPaths } from './embedded-cluster.server.ts';

/** Another live process already runs the embedded server of this DATA_DIR. */
export class DataDirInUse extends Error {}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = (file: string): number => Number.parseInt(readFileSync(file, 'utf8'), 10);

/**
 * Claims DATA_DIR's embedded server for this process (a file holding its pid). The file of a
 * process that no longer runs (killed with kill -9) is taken over. Returns the release.
 */
export function claimDataDir(paths: ClusterPaths): () => void {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(paths.ownerFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (existsSync(paths.ownerFile) && readPid(paths.ownerFile) === process.pid) unlinkSync(paths.ownerFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const owner = readPid(paths.ownerFile);
    if (isAnotherNodeProcess(owner)) {
      throw new DataDirInUse(
        `Another server process (pid ${owner}) runs the embedded database in ${paths.dataDir}: ` +
          'stop it first, or give this one another DATA_DIR.',
      );
    }
    unlinkSync(paths.ownerFile);
  }
}

/**
 * Whether pid is another live Node process: a container restarted with the same pid is this
 * process, and after a reboot the pid may belong to some other program (on Linux its
 * executable tells; one we may not look at counts as Node).
 */
function isAnotherNodeProcess(pid: number): boolean {
  if (pid === process.pid || !isAlive(pid)) return false;
  if (!existsSync('/proc/self/exe')) return true;
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`)).startsWith('node');
  } catch {
    return true;
  }
}

/**
 * The pid of a PostgreSQL server still running on the cluster (its postmaster.pid): the running
 * site's, or one left by a Node process that was killed without stopping it. A pid taken since
 * by another program is not one: on Linux its command line must be a `postgres` server started
 * on this cluster's folder (`-D`), whichever release's copy of the binary started it (a command of
 * a new release runs beside the previous release's site during an upgrade).
 */
export function runningServerPid(paths: ClusterPaths): number | undefined {
  const lockFile = path.join(paths.directory, 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const pid = readPid(lockFile);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const commandLine = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self') && !(existsSync(commandLine) && isServerOn(readFileSync(commandLine, 'utf8').split('\0'), paths.directory))) return undefined;
  return pid;
}

const isServerOn = (args: string[], directory: string) =>
  path.basename(args[0] ?? '') === 'postgres' && args.some((arg, index) => arg === '-D' && path.resolve(args[index + 1] ?? '') === path.resolve(directory));

/** The server's state line in postmaster.pid ('ready' once it accepts connections), for the given pid. */
export function serverStatus(paths: ClusterPaths, pid: number): string | undefined {
  try {
    const lines = readFileSync(path.join(paths.directory, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid ? lines[7]?.trim() : undefined;
  } catch {
    return undefined;
  }
}
