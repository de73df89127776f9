/**
 * `npm run bench`: the measured figures (throughput against nginx, memory of Node and the
 * embedded PostgreSQL server, admin lists, page weights, Lighthouse), printed as tables and
 * written to bench/results.json. Needs the built site (`npm run build`), /usr/bin/chromium, and
 * wrk and nginx (installed from Debian's packages when missing); uses PostgreSQL for a second
 * admin-list run when it answers.
 *
 *   BENCH_DURATION=8   seconds of each measured wrk run (after a warm-up of a quarter of it)
 *   BENCH_ONLY=load,counting,admin,pages,lighthouse,backup   run only some parts
 *   LIGHTHOUSE_RUNS=3  Lighthouse runs per route; the bars judge the median run
 *   BENCH_LANGUAGES=en,ml,ar   the languages pages are weighed and scored in
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPageRoutes, routes } from '../src/domain/routes.ts';
import { openDatabase } from '../src/server/db/client.server.ts';
import { createTestDatabase, isPostgresAvailable } from '../test/helpers/databases.ts';
import { contactEnquiry } from '../test/resilience/support/api.ts';
import { removeDataDir, signIn, startServer, temporaryDataDir } from '../test/resilience/support/server-process.ts';
import { type AdminTiming, ROWS, seedAdminLists, timeAdminCalls } from './admin-lists.ts';
import { auditSite, barsMissed, freePort, LIGHTHOUSE_BARS, LIGHTHOUSE_NEEDS, lighthouseRuns, type PageAudit, printAudits } from './lighthouse-runner.ts';
import { FIRST_ROUND_TRIP_BYTES, measurePageWeights, type PageWeight, printPageWeights } from './page-weight.ts';
import { embeddedPostgresMb, nodeMb } from './memory.ts';
import { ensureDebianPackages } from '../scripts/debian-packages.ts';
import { NGINX, startNginx } from './nginx.ts';
import { printTable } from './table.ts';
import { backupBench, printBackupFigures } from './backup.ts';
import { countingBench, printCountingFigures } from './visitor-counting.ts';
import { CONNECTIONS, DURATION_SECONDS, type LoadResult, measure, WRK } from './throughput.ts';
import { ownCpuMs, processTreeCpuMs } from '../test/resilience/support/process-cpu.ts';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const parts = new Set((process.env.BENCH_ONLY ?? 'load,counting,admin,pages,lighthouse,backup').split(','));

/** Shares are of nginx's requests/s serving the same home page HTML in the same run. */
const BARS = {
  pageShareOfNginx: 0.5,
  pageP99Ms: 10,
  apiShareOfNginx: 0.4,
  adminP99Ms: 50,
  contactShareOfNginx: 0.15,
  contactP99Ms: 40,
  nodeIdleMb: 150,
  nodeAndPostgresMb: 250,
};

/**
 * The enquiries' notifications filed during a few seconds after the load: the mail worker files
 * them behind the answers (one message each), so most of their CPU falls after the measured run
 * and the enquiry's CPU per request leaves it out.
 */
interface NotificationFigures {
  filed: number;
  seconds: number;
  /** Node's own CPU in those seconds per message filed: composing and filing each, and collecting the load's garbage. */
  nodeCpuMsPerNotification: number;
  /** With PostgreSQL's, which includes its vacuum of the rows the load left behind. */
  cpuMsPerNotification: number;
}

const NOTIFICATION_SECONDS = 4;

async function notificationDrain(site: { child: { pid?: number }; dataDir: string }): Promise<NotificationFigures> {
  const outbox = path.join(site.dataDir, 'outbox');
  const filed = () => (existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.eml')).length : 0);
  const pid = site.child.pid!;
  const [filedBefore, cpuBefore, nodeCpuBefore] = [filed(), processTreeCpuMs(pid), ownCpuMs(pid)];
  await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_SECONDS * 1000));
  const count = Math.max(1, filed() - filedBefore);
  const each = (ms: number) => Math.round((ms / count) * 1000) / 1000;
  return { filed: count, seconds: NOTIFICATION_SECONDS, nodeCpuMsPerNotification: each(ownCpuMs(pid) - nodeCpuBefore), cpuMsPerNotification: each(processTreeCpuMs(pid) - cpuBefore) };
}

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

type Measured = LoadResult & { ratio: number };

/** A target's bars: its share of nginx's requests/s, and (when it has one) its p99. */
function throughputBars(result: Measured, share: number, p99Ms?: number): Bar[] {
  return [
    { what: `${result.name}: at least ${share}x nginx's requests/s`, measured: `${result.ratio.toFixed(2)}x`, holds: result.ratio >= share },
    ...(p99Ms === undefined ? [] : [{ what: `${result.name}: p99 at most ${p99Ms} ms at ${CONNECTIONS} connections`, measured: `${result.p99Ms} ms`, holds: result.p99Ms <= p99Ms }]),
  ];
}

/**
 * nginx serving the home page's HTML (as the site sends it, demo content), then the site: its
 * kept pages, JSON lists and an enquiry, every request logged at LOG_LEVEL=info as in production.
 */
async function loadBench(bars: Bar[]): Promise<{ nginx: LoadResult; results: Measured[]; memory: MemoryFigures; notifications: NotificationFigures }> {
  // The site's log goes to a file, as nginx's access log does: read by this process through a
  // pipe, it cost this process CPU on the same two cores as the server and wrk.
  const logFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-site-log-')), 'site.log');
  const site = await startServer({ port: await freePort(), logFile, env: { DEMO_CONTENT: 'on', SUBMISSION_LIMIT: '100000', LOG_LEVEL: 'info' } });
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const nodeIdleMb = nodeMb(site.child.pid!, site.dataDir);
    const homeHtml = await (await fetch(`${site.url}/`)).text();
    const nginxServer = await startNginx(await freePort(), homeHtml);
    let nginx: LoadResult;
    try {
      nginx = await measure({ name: 'nginx (home HTML, gzip_static)', url: nginxServer.url }, [nginxServer.pid]);
    } finally {
      await nginxServer.close();
    }
    const contact = JSON.stringify(contactEnquiry(1, 'bench'));
    const targets = [
      { name: 'GET / (home page)', url: `${site.url}/` },
      { name: 'GET /team', url: `${site.url}${routes.team}` },
      { name: 'GET /api/team', url: `${site.url}/api/team` },
      { name: 'GET /api/advertisements', url: `${site.url}/api/advertisements` },
      { name: 'POST /api/contacts', url: `${site.url}/api/contacts`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: contact, manyVisitors: true },
    ];
    const results: Measured[] = [];
    for (const target of targets) {
      const result = await measure(target, [site.child.pid!]);
      results.push({ ...result, ratio: Math.round((result.requestsPerSecond / nginx.requestsPerSecond) * 100) / 100 });
      process.stderr.write(`. ${target.name}\n`);
    }
    const [home, team, apiTeam, apiAdvertisements, contacts] = results as [Measured, Measured, Measured, Measured, Measured];
    for (const page of [home, team]) bars.push(...throughputBars(page, BARS.pageShareOfNginx, BARS.pageP99Ms));
    for (const list of [apiTeam, apiAdvertisements]) bars.push(...throughputBars(list, BARS.apiShareOfNginx));
    bars.push(...throughputBars(contacts, BARS.contactShareOfNginx, BARS.contactP99Ms));
    for (const result of [nginx, ...results]) {
      if (result.errors || result.non2xx) bars.push({ what: `${result.name}: every answer 2xx`, measured: `${result.errors} errors, ${result.non2xx} non-2xx`, holds: false });
    }
    const memory = { nodeIdleMb, nodeAfterLoadMb: nodeMb(site.child.pid!, site.dataDir), postgresAfterLoadMb: embeddedPostgresMb(site.dataDir) };
    bars.push({ what: `Node process idle after start: at most ${BARS.nodeIdleMb} MB resident`, measured: `${memory.nodeIdleMb} MB`, holds: memory.nodeIdleMb <= BARS.nodeIdleMb });
    const together = memory.nodeAfterLoadMb + memory.postgresAfterLoadMb;
    bars.push({ what: `Node and PostgreSQL after the load: at most ${BARS.nodeAndPostgresMb} MB`, measured: `${together} MB`, holds: together <= BARS.nodeAndPostgresMb });
    return { nginx, results, memory, notifications: await notificationDrain(site) };
  } finally {
    await site.stop();
    removeDataDir(site.dataDir);
    rmSync(path.dirname(logFile), { recursive: true, force: true });
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
    { database: 'embedded', port: await freePort(), dataDir, env: {}, dispose: async () => removeDataDir(dataDir) },
  ];
  if (await isPostgresAvailable()) {
    const database = await createTestDatabase('postgres');
    await seedAdminLists(database.handle.db);
    kinds.push({ database: 'PostgreSQL', port: await freePort(), dataDir: database.dataDir, env: { DATABASE_URL: database.databaseUrl! }, dispose: () => database.dispose() });
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
  const runs = lighthouseRuns();
  const audits = await auditSite({ port: await freePort(), runs });
  for (const audit of audits) {
    const missed = barsMissed(audit);
    const lowest = Math.min(...Object.values(audit.scores));
    bars.push({
      what: `${audit.route}: Lighthouse scores at least ${LIGHTHOUSE_BARS.minScore} (median of ${runs}), JavaScript at most ${LIGHTHOUSE_BARS.maxJsBytes / 1024} KB`,
      measured: missed.length ? missed.join('; ') : `lowest ${lowest}, ${(audit.jsBytes / 1024).toFixed(1)} KB`,
      holds: !missed.length,
    });
  }
  return audits;
}

async function main(): Promise<void> {
  if (!existsSync(fileURLToPath(new URL('../dist/server/entry.mjs', import.meta.url)))) {
    throw new Error('No build found: run npm run build first.');
  }
  if (parts.has('load') || parts.has('counting')) {
    ensureDebianPackages([[WRK, 'wrk'], [NGINX, 'nginx-light']], 'the load part of the bench');
  }
  if (parts.has('lighthouse')) ensureDebianPackages(LIGHTHOUSE_NEEDS, 'the Lighthouse part of the bench');
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
  const counting = parts.has('counting') ? await countingBench(bars) : null;
  const admin = parts.has('admin') ? await adminBench(bars) : null;
  const pages = parts.has('pages') ? await pageWeightBench(bars) : null;
  const lighthouse = parts.has('lighthouse') ? await lighthouseBench(bars) : null;
  const backup = parts.has('backup') ? await backupBench(await freePort(), bars) : null;

  const loadAverageAtEnd = os.loadavg().map((value) => Math.round(value * 100) / 100);
  console.log(
    `\n${machine.date}: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGB} GB, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')} at the start, ${loadAverageAtEnd.join(' ')} at the end`,
  );
  if (load) {
    console.log(`\nThroughput: wrk, 1 thread, ${CONNECTIONS} connections, gzip accepted, ${DURATION_SECONDS} s after a warm-up; CPU: the server's processes (user + system) per request`);
    printTable(
      ['target', 'req/s', 'x nginx', 'p50 ms', 'p99 ms', 'CPU ms/req'],
      [{ ...load.nginx, ratio: 1 }, ...load.results].map((result) => [
        result.name,
        String(result.requestsPerSecond),
        result.ratio.toFixed(2),
        String(result.p50Ms),
        String(result.p99Ms),
        result.cpuMsPerRequest.toFixed(3),
      ]),
    );
    console.log('\nMemory: Node resident set; PostgreSQL: its processes\' proportional share (PSS), in MB');
    printTable(
      ['Node idle', 'Node after the load', 'PostgreSQL after the load', 'together'],
      [[load.memory.nodeIdleMb, load.memory.nodeAfterLoadMb, load.memory.postgresAfterLoadMb, load.memory.nodeAfterLoadMb + load.memory.postgresAfterLoadMb].map(String)],
    );
    const { filed, seconds, nodeCpuMsPerNotification, cpuMsPerNotification } = load.notifications;
    console.log(
      `\nEnquiry notifications filed in the outbox in the ${seconds} s after the load (not in the enquiry's CPU above): ${filed}; Node's CPU in those seconds per notification ${nodeCpuMsPerNotification.toFixed(3)} ms, an upper bound: it also collects the load's garbage (${cpuMsPerNotification.toFixed(3)} ms with PostgreSQL's, its vacuum after the load included)`,
    );
  }
  if (counting) printCountingFigures(counting);
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
  if (backup) printBackupFigures(backup);
  console.log('\nBars');
  printTable(['bar', 'measured', 'holds'], bars.map((bar) => [bar.what, bar.measured, bar.holds ? 'yes' : 'NO']));

  const resultsFile = path.join(benchDir, 'results.json');
  writeFileSync(resultsFile, `${JSON.stringify({ machine: { ...machine, loadAverageAtEnd }, load, counting, admin, pages, lighthouse, backup, bars }, null, 2)}\n`);
  console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
  if (bars.some((bar) => !bar.holds)) process.exitCode = 1;
}

await main();
