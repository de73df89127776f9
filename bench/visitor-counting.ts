import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startServer } from '../test/resilience/support/server-process.ts';
import { freePort } from './lighthouse-runner.ts';
import { printTable } from './table.ts';
import { type LoadResult, measure } from './throughput.ts';

/** Counting may cost the kept-page lane at most a tenth of its requests/s (issue 35). */
export const COUNTING_SHARE_OF_OFF = 0.9;
const ROUNDS = 2;

/** A phone from a search engine, each request another visitor: every view is counted and hashed. */
const VISITOR_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  referer: 'https://www.google.co.in/',
};

export interface CountingFigures {
  off: LoadResult[];
  on: LoadResult[];
  /** Requests/s with counting on over with it off, summed over the rounds. */
  ratio: number;
}

const sum = (results: LoadResult[]) => results.reduce((total, result) => total + result.requestsPerSecond, 0);

/**
 * A kept page (/ml/about) from two servers alike but for VISITOR_STATS, measured in turns (off,
 * on, off, on) so the machine's other work weighs on both alike; logged at LOG_LEVEL=info as in
 * production.
 */
export async function countingBench(bars: { what: string; measured: string; holds: boolean }[]): Promise<CountingFigures> {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-counting-log-'));
  const start = async (stats: 'on' | 'off') =>
    startServer({ port: await freePort(), logFile: path.join(logDir, `${stats}.log`), env: { DEMO_CONTENT: 'on', LOG_LEVEL: 'info', VISITOR_STATS: stats } });
  const servers = { off: await start('off'), on: await start('on') };
  const figures: CountingFigures = { off: [], on: [], ratio: 0 };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const stats of ['off', 'on'] as const) {
        const server = servers[stats];
        const result = await measure({ name: `GET /ml/about, counting ${stats}`, url: `${server.url}/ml/about`, headers: VISITOR_HEADERS, manyVisitors: true }, [server.child.pid!]);
        figures[stats].push(result);
        process.stderr.write(`. ${result.name}\n`);
      }
    }
  } finally {
    for (const server of Object.values(servers)) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    rmSync(logDir, { recursive: true, force: true });
  }
  figures.ratio = Math.round((sum(figures.on) / sum(figures.off)) * 100) / 100;
  bars.push({ what: `Kept page with visitor counting on: at least ${COUNTING_SHARE_OF_OFF}x its requests/s with it off`, measured: `${figures.ratio.toFixed(2)}x`, holds: figures.ratio >= COUNTING_SHARE_OF_OFF });
  for (const result of [...figures.off, ...figures.on]) {
    if (result.errors || result.non2xx) bars.push({ what: `${result.name}: every answer 2xx`, measured: `${result.errors} errors, ${result.non2xx} non-2xx`, holds: false });
  }
  return figures;
}

export function printCountingFigures(figures: CountingFigures): void {
  console.log(`\nVisitor counting: the kept page /ml/about, each request another visitor on a phone from a search engine, in turns; on/off ${figures.ratio.toFixed(2)}x`);
  printTable(
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'CPU ms/req'],
    [...figures.off, ...figures.on].map((result) => [result.name, String(result.requestsPerSecond), String(result.p50Ms), String(result.p99Ms), result.cpuMsPerRequest.toFixed(3)]),
  );
}
