/**
 * Requests per second and latency under load, driven by wrk (one thread, C code: it stays far
 * from being the bottleneck, where a Node load generator topped out near 12 000 requests/s on
 * two cores), and the server's CPU per request over the measured run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { processTreeCpuMs } from '../test/resilience/support/process-cpu.ts';

export const WRK = '/usr/bin/wrk';
export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const WARM_UP_SECONDS = Math.max(1, Math.round(DURATION_SECONDS / 4));

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Each request from another visitor's address (X-Forwarded-For, which the server believes from
   * this machine as from its reverse proxy): a spike of enquiries comes from many visitors, each
   * within their own submission budget.
   */
  manyVisitors?: boolean;
}

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Answers other than 2xx or 3xx. */
  non2xx: number;
  /** The server's CPU (user + system) per answered request, in ms. */
  cpuMsPerRequest: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(output: string, percentile: number): number {
  const match = new RegExp(`^\\s*${percentile}(?:\\.0+)?%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
  return Math.round(Number(match[1]) * UNIT_MS[match[2]!]! * 100) / 100;
}

/** The figures of wrk's `--latency` report. */
export function parseWrk(output: string): Omit<LoadResult, 'name' | 'cpuMsPerRequest'> & { requests: number } {
  const requests = /(\d+) requests in/.exec(output);
  const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!requests || !perSecond) throw new Error(`unexpected wrk output:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(requests[1]),
    requestsPerSecond: Math.round(Number(perSecond[1])),
    p50Ms: latencyMs(output, 50),
    p99Ms: latencyMs(output, 99),
    errors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
  };
}

// A Lua long string (no escapes inside); spaced from any bracket around it, since `[[` opens one.
const luaString = (text: string) => `[==[${text}]==]`;

/** wrk's request as a Lua script: method, headers (gzip accepted, as a browser does) and body. */
function requestScript(target: LoadTarget): string {
  const headers = { 'accept-encoding': 'gzip', ...target.headers };
  return [
    `wrk.method = "${target.method ?? 'GET'}"`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[ ${luaString(name)} ] = ${luaString(value)}`),
    ...(target.body === undefined ? [] : [`wrk.body = ${luaString(target.body)}`]),
    ...(target.manyVisitors
      ? [
          'local visitor = 0',
          'request = function()',
          '  visitor = visitor + 1',
          '  wrk.headers["x-forwarded-for"] = string.format("10.%d.%d.%d", math.floor(visitor / 65536) % 256, math.floor(visitor / 256) % 256, visitor % 256)',
          '  return wrk.format()',
          'end',
        ]
      : []),
  ].join('\n');
}

const execWrk = promisify(execFile);

async function runWrk(target: LoadTarget, seconds: number, script: string): Promise<string> {
  const { stdout } = await execWrk(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, target.url], { maxBuffer: 1 << 20 });
  return stdout;
}

/**
 * A short run to fill caches and let the JIT settle, then the measured run, with the CPU time of
 * `serverPids` (and their children) read around it.
 */
export async function measure(target: LoadTarget, serverPids: number[]): Promise<LoadResult> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(directory, 'request.lua');
  writeFileSync(script, requestScript(target));
  try {
    await runWrk(target, WARM_UP_SECONDS, script);
    // Read before and after a run: a backend that exits in between takes its time with it, so the
    // bench keeps PostgreSQL's connections open through a run (the pool's live as long as the server).
    const treeCpuMs = (pids: readonly number[]) => pids.reduce((sum, pid) => sum + processTreeCpuMs(pid), 0);
    const cpuBefore = treeCpuMs(serverPids);
    const figures = parseWrk(await runWrk(target, DURATION_SECONDS, script));
    const cpuMs = treeCpuMs(serverPids) - cpuBefore;
    return { name: target.name, ...figures, cpuMsPerRequest: Math.round((cpuMs / Math.max(1, figures.requests)) * 1000) / 1000 };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
