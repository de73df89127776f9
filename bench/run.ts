/**
 * `npm run bench`: the measured figures of issues 6 and 12 (throughput, memory of Node and the
 * embedded PostgreSQL server, admin lists, Lighthouse), printed as tables and written to
 * bench/results.json. Needs the built site (`npm run build`) and /usr/bin/chromium; uses
 * PostgreSQL for a second admin-list run when it answers.
 *
 *   BENCH_DURATION=15   seconds of each autocannon run (after a warm-up of a fifth of it)
 *   BENCH_ONLY=load,admin,pages,lighthouse   run only some parts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPageRoutes, routes } from '../src/domain/routes.ts';
import { openDatabase } from '../src/server/db/client.server.ts';
import { createTestDatabase, isPostgresAvailable } from '../test/helpers/databases.ts';
import { contactEnquiry } from '../test/resilience/support/api.ts';
import { removeDataDir, signIn, startServer, temporaryDataDir } from '../test/resilience/support/server-process.ts';
import { type AdminTiming, ROWS, seedAdminLists, timeAdminCalls } from './admin-lists.ts';
import { auditSite, LIGHTHOUSE_BARS, type PageAudit, printAudits } from './lighthouse-runner.ts';
import { FIRST_ROUND_TRIP_BYTES, measurePageWeights, type PageWeight, printPageWeights } from './page-weight.ts';
import { embeddedPostgresMb, nodeMb } from './memory.ts';
import { printTable } from './table.ts';
import { CONNECTIONS, DURATION_SECONDS, type LoadResult, measure } from './throughput.ts';

const PORTS = { site: 4050, baseline: 4051, adminEmbedded: 4052, adminPostgres: 4053 };
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const parts = new Set((process.env.BENCH_ONLY ?? 'load,admin,pages,lighthouse').split(','));

const BARS = {
  pageShareOfStatic: 0.5,
  pageP99Ms: 50,
  adminP99Ms: 50,
  // 3x the 0.09 of the static baseline that POST /api/contacts reached on PGlite (issue 12).
  contactShareOfStatic: 0.27,
  contactP99Ms: 100,
  nodeIdleMb: 150,
  nodeAndPostgresMb: 250,
};

interface MemoryFigures {
  nodeIdleMb: number;
  nodeAfterLoadMb: number;
  postgresAfterLoadMb: number;
}

interface Bar {
  what: string;
  measured: string;
  holds: boolean;
}

async function startBaseline(port: number, html: string): Promise<{ close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  const file = path.join(directory, 'index.html');
  writeFileSync(file, html);
  const child: ChildProcess = fork(path.join(benchDir, 'static-baseline.ts'), [String(port), file], { stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', reject);
  });
  return {
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A target's bars: its share of the static baseline's requests/s, and its p99. */
function throughputBars(result: LoadResult & { ratio: number }, share: number, p99Ms: number): Bar[] {
  return [
    { what: `${result.name}: at least ${share * 100}% of the static baseline's requests/s`, measured: `${Math.round(result.ratio * 100)}%`, holds: result.ratio >= share },
    { what: `${result.name}: p99 at most ${p99Ms} ms at ${CONNECTIONS} connections`, measured: `${result.p99Ms} ms`, holds: result.p99Ms <= p99Ms },
  ];
}

async function loadBench(bars: Bar[]): Promise<{ baseline: LoadResult; results: (LoadResult & { ratio: number })[]; memory: MemoryFigures }> {
  const site = await startServer({ port: PORTS.site, env: { DEMO_CONTENT: 'on', SUBMISSION_LIMIT: '100000', LOG_LEVEL: 'error' } });
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const nodeIdleMb = nodeMb(site.child.pid!, site.dataDir);
    const homeHtml = await (await fetch(`${site.url}/`)).text();
    const baselineServer = await startBaseline(PORTS.baseline, homeHtml);
    let baseline: LoadResult;
    try {
      baseline = await measure({ name: 'static baseline (home HTML, node:http)', url: `http://127.0.0.1:${PORTS.baseline}/` });
    } finally {
      await baselineServer.close();
    }
    const contact = JSON.stringify(contactEnquiry(1, 'bench'));
    const targets = [
      { name: 'GET / (home page)', url: `${site.url}/` },
      { name: 'GET /team', url: `${site.url}${routes.team}` },
      { name: 'GET /api/team', url: `${site.url}/api/team` },
      { name: 'GET /api/advertisements', url: `${site.url}/api/advertisements` },
      { name: 'POST /api/contacts', url: `${site.url}/api/contacts`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: contact },
    ];
    const results = [];
    for (const target of targets) {
      const result = await measure(target);
      results.push({ ...result, ratio: Math.round((result.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100 });
      process.stderr.write(`. ${target.name}\n`);
    }
    for (const page of results.slice(0, 2)) bars.push(...throughputBars(page, BARS.pageShareOfStatic, BARS.pageP99Ms));
    bars.push(...throughputBars(results.at(-1)!, BARS.contactShareOfStatic, BARS.contactP99Ms));
    for (const result of [baseline, ...results]) {
      if (result.errors || result.non2xx) bars.push({ what: `${result.name}: every answer 2xx`, measured: `${result.errors} errors, ${result.non2xx} non-2xx`, holds: false });
    }
    const memory = { nodeIdleMb, nodeAfterLoadMb: nodeMb(site.child.pid!, site.dataDir), postgresAfterLoadMb: embeddedPostgresMb(site.dataDir) };
    bars.push({ what: `Node process idle after start: at most ${BARS.nodeIdleMb} MB resident`, measured: `${memory.nodeIdleMb} MB`, holds: memory.nodeIdleMb <= BARS.nodeIdleMb });
    const together = memory.nodeAfterLoadMb + memory.postgresAfterLoadMb;
    bars.push({ what: `Node and PostgreSQL after the load: at most ${BARS.nodeAndPostgresMb} MB`, measured: `${together} MB`, holds: together <= BARS.nodeAndPostgresMb });
    return { baseline, results, memory };
  } finally {
    await site.stop();
    removeDataDir(site.dataDir);
  }
}

async function adminBench(bars: Bar[]): Promise<AdminTiming[]> {
  const timings: AdminTiming[] = [];
  // The embedded database: seeded before the server starts it (one process per DATA_DIR).
  const dataDir = temporaryDataDir();
  const embedded = await openDatabase({ dataDir });
  await embedded.migrate();
  await seedAdminLists(embedded.db);
  await embedded.close();
  const kinds: { database: string; port: number; dataDir: string; env: Record<string, string>; dispose(): Promise<void> }[] = [
    { database: 'embedded', port: PORTS.adminEmbedded, dataDir, env: {}, dispose: async () => removeDataDir(dataDir) },
  ];
  if (await isPostgresAvailable()) {
    const database = await createTestDatabase('postgres');
    await seedAdminLists(database.handle.db);
    kinds.push({ database: 'PostgreSQL', port: PORTS.adminPostgres, dataDir: database.dataDir, env: { DATABASE_URL: database.databaseUrl! }, dispose: () => database.dispose() });
  }
  for (const kind of kinds) {
    const server = await startServer({ port: kind.port, dataDir: kind.dataDir, env: { ...kind.env, LOG_LEVEL: 'error', SUBMISSION_LIMIT: '100000' } });
    try {
      timings.push(...(await timeAdminCalls(server.url, await signIn(server.url), kind.database)));
    } finally {
      await server.stop();
      await kind.dispose();
    }
  }
  for (const timing of timings) {
    bars.push({ what: `${timing.name} (${timing.database}, ${ROWS / 1000}k rows): p99 at most ${BARS.adminP99Ms} ms`, measured: `${timing.p99Ms} ms`, holds: timing.p99Ms <= BARS.adminP99Ms });
  }
  return timings;
}

async function pageWeightBench(bars: Bar[]): Promise<PageWeight[]> {
  const weights = await measurePageWeights();
  for (const weight of weights) {
    bars.push({
      what: `${weight.route}: first response at most ${FIRST_ROUND_TRIP_BYTES / 1024} KB gzip`,
      measured: `${(weight.gzipBytes / 1024).toFixed(1)} KB`,
      holds: weight.gzipBytes <= FIRST_ROUND_TRIP_BYTES,
    });
  }
  return weights;
}

async function lighthouseBench(bars: Bar[]): Promise<PageAudit[]> {
  const audits = await auditSite({ port: PORTS.site });
  for (const audit of audits) {
    const lowest = Math.min(...Object.values(audit.scores));
    bars.push({ what: `${audit.route}: Lighthouse scores at least ${LIGHTHOUSE_BARS.minScore}`, measured: `lowest ${lowest}`, holds: lowest >= LIGHTHOUSE_BARS.minScore });
    bars.push({ what: `${audit.route}: JavaScript at most ${LIGHTHOUSE_BARS.maxJsBytes / 1024} KB`, measured: `${(audit.jsBytes / 1024).toFixed(1)} KB`, holds: audit.jsBytes <= LIGHTHOUSE_BARS.maxJsBytes });
  }
  return audits;
}

async function main(): Promise<void> {
  if (!existsSync(fileURLToPath(new URL('../dist/server/entry.mjs', import.meta.url)))) {
    throw new Error('No build found: run npm run build first.');
  }
  const machine = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
  const bars: Bar[] = [];
  const load = parts.has('load') ? await loadBench(bars) : null;
  const admin = parts.has('admin') ? await adminBench(bars) : null;
  const pages = parts.has('pages') ? await pageWeightBench(bars) : null;
  const lighthouse = parts.has('lighthouse') ? await lighthouseBench(bars) : null;

  console.log(`\n${machine.date}: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGB} GB, Node ${machine.node}, load ${machine.loadAverageAtStart.join(' ')}`);
  if (load) {
    console.log(`\nThroughput: autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a warm-up`);
    printTable(
      ['target', 'req/s', 'x static', 'p50 ms', 'p99 ms'],
      [load.baseline, ...load.results].map((result) => [
        result.name,
        String(result.requestsPerSecond),
        'ratio' in result ? (result as { ratio: number }).ratio.toFixed(2) : '1.00',
        String(result.p50Ms),
        String(result.p99Ms),
      ]),
    );
    console.log('\nMemory: Node resident set; PostgreSQL: its processes\' proportional share (PSS), in MB');
    printTable(
      ['Node idle', 'Node after the load', 'PostgreSQL after the load', 'together'],
      [[load.memory.nodeIdleMb, load.memory.nodeAfterLoadMb, load.memory.postgresAfterLoadMb, load.memory.nodeAfterLoadMb + load.memory.postgresAfterLoadMb].map(String)],
    );
  }
  if (admin) {
    console.log(`\nAdmin list calls at ${ROWS.toLocaleString('en')} contact submissions, internship inquiries and audit entries each`);
    printTable(['call', 'database', 'p50 ms', 'p99 ms', 'rows'], admin.map((timing) => [timing.name, timing.database, String(timing.p50Ms), String(timing.p99Ms), String(timing.rows)]));
  }
  if (pages) {
    console.log('\nPublic pages: the HTML of the first response (demo content), as sent');
    printPageWeights(pages);
  }
  if (lighthouse) {
    console.log('\nLighthouse, mobile, simulated throttling');
    printAudits(lighthouse);
  }
  console.log('\nBars');
  printTable(['bar', 'measured', 'holds'], bars.map((bar) => [bar.what, bar.measured, bar.holds ? 'yes' : 'NO']));

  const resultsFile = path.join(benchDir, 'results.json');
  writeFileSync(resultsFile, `${JSON.stringify({ machine, load, admin, pages, lighthouse, bars }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
  if (bars.some((bar) => !bar.holds)) process.exitCode = 1;
}

await main();
