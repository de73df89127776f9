/**
 * Memory as the issue counts it: the Node process's resident set, and the embedded PostgreSQL
 * server's processes by their proportional share (PSS), so the shared buffers every backend
 * maps are counted once, not once per process. Linux only (/proc).
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

export const residentMb = (pid: number): number => Math.round(kilobytesField(`/proc/${pid}/status`, 'VmRSS') / MB);

function parentOf(pid: number): number | undefined {
  try {
    // The command name in parentheses may hold spaces: the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The embedded server of a DATA_DIR (its postmaster and every child), in MB of PSS. */
export function embeddedPostgresMb(dataDir: string): number {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [postmaster, ...readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => parentOf(pid) === postmaster)];
  const bytes = pids.reduce((sum, pid) => sum + kilobytesField(`/proc/${pid}/smaps_rollup`, 'Pss'), 0);
  return Math.round(bytes / MB);
}
