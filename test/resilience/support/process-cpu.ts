import { readdirSync, readFileSync } from 'node:fs';

// /proc reports CPU time in clock ticks; Linux uses 100 a second on every platform we run on.
const TICK_MS = 10;

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The CPU time (user and system, in ms) used so far by one process alone. */
export function ownCpuMs(pid: number): number {
  try {
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The CPU time (user and system, in ms) used so far by a process and every process under it:
 * the server, its embedded PostgreSQL and the image process alike.
 */
export function processTreeCpuMs(pid: number): number {
  return ownCpuMs(pid) + childrenOf(pid).reduce((sum, child) => sum + processTreeCpuMs(child), 0);
}
