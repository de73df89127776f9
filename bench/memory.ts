/**
 * Memory as the issue counts it: the Node process's resident set (with the image process's, should
 * one be running), and the embedded PostgreSQL server's processes by their proportional share
 * (PSS), so the shared buffers every backend maps are counted once, not once per process. Linux
 * only (/proc).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MB = 1024 * 1024;

function kilobytesField(file: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const residentBytes = (pid: number): number => kilobytesField(`/proc/${pid}/status`, 'VmRSS');

function parentOf(pid: number): number | undefined {
  try {
    // The command name in parentheses may hold spaces: the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

const childrenOf = (parent: number): number[] =>
  readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => parentOf(pid) === parent);

const postmasterOf = (dataDir: string): number => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/**
 * The server's Node process and the processes it started other than PostgreSQL (the image process
 * while it has pictures to make), in MB resident.
 */
export function nodeMb(pid: number, dataDir: string): number {
  const postmaster = postmasterOf(dataDir);
  const pids = [pid, ...childrenOf(pid).filter((child) => child !== postmaster)];
  return Math.round(pids.reduce((sum, each) => sum + residentBytes(each), 0) / MB);
}

/** The embedded server of a DATA_DIR (its postmaster and every child), in MB of PSS. */
export function embeddedPostgresMb(dataDir: string): number {
  const postmaster = postmasterOf(dataDir);
  const bytes = [postmaster, ...childrenOf(postmaster)].reduce((sum, pid) => sum + kilobytesField(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);
  return Math.round(bytes / MB);
}
