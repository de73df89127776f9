/**
 * `npm run bench:profile`: where a request's CPU goes. For each of a kept page, a page rendered
 * on every request (the 404 page), a JSON list and an enquiry, starts the built server under
 * `--cpu-prof`, drives it with wrk, stops it, and prints the profile's self time by where the
 * code comes from (our modules, each package, Node's internals, the garbage collector) and the
 * busiest functions. Profiles are left in bench/profiles/ for Chrome's DevTools.
 *
 *   BENCH_DURATION=8   seconds of wrk per target (after a warm-up)
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages } from '../scripts/debian-packages.ts';
import { contactEnquiry } from '../test/resilience/support/api.ts';
import { removeDataDir, startServer } from '../test/resilience/support/server-process.ts';
import { freePort } from './lighthouse-runner.ts';
import { printTable } from './table.ts';
import { type LoadTarget, measure, WRK } from './throughput.ts';

const profilesDir = fileURLToPath(new URL('profiles/', import.meta.url));
const projectRoot = fileURLToPath(new URL('../', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function's code comes from: one of our modules, a package, a part of Node, or V8. */
function originOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/').slice(0, 2).join('/');
  const local = url.replace(/^file:\/\//, '').replace(projectRoot, '');
  if (local.startsWith('dist/')) return 'the built site (dist/)';
  return local;
}

/**
 * Self time (ms) by origin and by function, without the idle time, of the samples taken between
 * `fromEndMs` and `toEndMs` before the profile's end (the load run, not the start-up).
 */
function selfTimes(profile: CpuProfile, window: { fromEndMs: number; toEndMs: number }): { total: number; byOrigin: Map<string, number>; byFunction: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  // Sample times: the profile's start plus the deltas so far (µs), then counted back from the last.
  const sampleTimes: number[] = [];
  let time = profile.startTime;
  profile.timeDeltas.forEach((delta, index) => {
    time += delta;
    sampleTimes[index] = time;
  });
  const last = time;
  profile.samples.forEach((id, index) => {
    const beforeEndMs = (last - sampleTimes[index]!) / 1000;
    if (beforeEndMs > window.fromEndMs || beforeEndMs < window.toEndMs) return;
    const node = nodes.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const origin = originOf(node.callFrame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${origin}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { total, byOrigin, byFunction };
}

function printShares(title: string, times: Map<string, number>, total: number, rows: number): void {
  const sorted = [...times].sort((a, b) => b[1] - a[1]).slice(0, rows);
  printTable([title, 'self %'], sorted.map(([name, ms]) => [name, ((ms / total) * 100).toFixed(1)]));
}

async function profileTarget(name: string, target: (url: string) => LoadTarget): Promise<void> {
  const directory = path.join(profilesDir, name);
  rmSync(directory, { recursive: true, force: true });
  const site = await startServer({
    port: await freePort(),
    env: { DEMO_CONTENT: 'on', SUBMISSION_LIMIT: '100000', LOG_LEVEL: 'info', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${directory}` },
  });
  let result;
  let loadStart = 0;
  let loadEnd = 0;
  try {
    loadStart = performance.now();
    result = await measure(target(site.url), [site.child.pid!]);
    loadEnd = performance.now();
  } finally {
    await site.stop();
    removeDataDir(site.dataDir);
  }
  const stopped = performance.now();
  // The server's own profile (the image process, had it run, writes one too): the file of its pid.
  const file = (existsSync(directory) ? readdirSync(directory) : []).find((each) => each.includes(`.${site.child.pid}.`));
  if (!file) throw new Error(`no profile of the server in ${directory} (exit ${site.child.exitCode} ${site.child.signalCode}):\n${site.output().slice(-2000)}`);
  const { total, byOrigin, byFunction } = selfTimes(JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as CpuProfile, {
    fromEndMs: stopped - loadStart,
    toEndMs: stopped - loadEnd,
  });
  console.log(`\n## ${name}: ${result.requestsPerSecond} req/s (${result.non2xx} answers not 2xx/3xx, ${result.errors} socket errors), p99 ${result.p99Ms} ms, ${result.cpuMsPerRequest} ms CPU per request (Node and PostgreSQL); ${Math.round(total)} ms of Node's CPU profiled during the load (warm-up included)\n`);
  printShares('where (self time)', byOrigin, total, 14);
  console.log('');
  printShares('function', byFunction, total, 14);
}

ensureDebianPackages([[WRK, 'wrk']], 'the profiles');
const contact = JSON.stringify(contactEnquiry(1, 'profile'));
const targets: [string, (url: string) => LoadTarget][] = [
  ['kept-page', (url) => ({ name: 'GET /', url: `${url}/` })],
  ['404-page', (url) => ({ name: 'GET /no-such-page', url: `${url}/no-such-page` })],
  ['json-list', (url) => ({ name: 'GET /api/team', url: `${url}/api/team` })],
  ['enquiry', (url) => ({ name: 'POST /api/contacts', url: `${url}/api/contacts`, method: 'POST', headers: { 'content-type': 'application/json' }, body: contact, manyVisitors: true })],
];
const only = process.argv[2];
for (const [name, target] of targets) if (!only || only === name) await profileTarget(name, target);
