/**
 * Lighthouse (mobile, simulated throttling) on every public route of the built site, with its
 * own server and Chromium. Shared by `npm run bench` and `npm run lighthouse`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type NeededProgram, NOTO_FONTS } from '../scripts/debian-packages.ts';
import { publicPageRoutes, routes } from '../src/domain/routes.ts';
import { inBenchLanguages } from './bench-languages.ts';
import { PUBLIC_SCRIPT_BYTES } from '../test/helpers/page-weight.ts';
import { removeDataDir, startServer } from '../test/resilience/support/server-process.ts';
import { printTable } from './table.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * What Lighthouse's Chromium needs from Debian's packages: itself, and the Noto fonts a visitor's
 * phone has. Without them every line of a Malayalam page goes through a font search that ends in
 * empty boxes: a cost (and a page) no reader's phone has, which Lighthouse counted as blocking
 * time on the first page in each script.
 */
export const LIGHTHOUSE_NEEDS: NeededProgram[] = [[CHROME_PATH, 'chromium'], NOTO_FONTS];
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The bars for every public route: 100 in every category, and the site's script budget (PUBLIC_SCRIPT_BYTES). */
export const LIGHTHOUSE_BARS = { minScore: 100, maxJsBytes: PUBLIC_SCRIPT_BYTES } as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  route: string;
  scores: Record<Category, number>;
  /** Largest Contentful Paint and Total Blocking Time in ms, simulated on a mid-range phone. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes (compressed, as sent). */
  jsBytes: number;
  totalBytes: number;
  /** Every run's performance score; the figures above are the median run's. */
  performanceRuns?: number[];
  /** An audit the page fails on purpose, left out of its category's score (FAILED_ON_PURPOSE). */
  failedOnPurpose?: { audit: string; why: string; failed: boolean };
  /** Lighthouse could not measure the page, after retries. */
  error?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

/** A headless Chromium with a DevTools port and a throwaway profile. */
export async function startChromium(port?: number): Promise<Chromium> {
  const devtoolsPort = port ?? (await freePort());
  const profileDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chrome-'));
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${devtoolsPort}`, `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`http://127.0.0.1:${devtoolsPort}/json/version`, 30_000);
  return {
    port: devtoolsPort,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

interface AuditRef {
  id: string;
  weight: number;
}

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/**
 * Audits a page may fail on purpose, by route. A staff member's page is public (the QR code on
 * an ID card opens it) but kept out of search engines (decision 246), so its SEO is scored
 * without `is-crawlable` and the page is instead required to fail it: still kept out.
 */
const FAILED_ON_PURPOSE: { route: RegExp; audit: string; why: string }[] = [
  { route: /^(?:\/[a-z]{2})?\/staff\//, audit: 'is-crawlable', why: 'staff pages are not indexed (decision 246)' },
];

/**
 * A category's score (0-100): Lighthouse's own, or, when the page fails `skipped` on purpose and
 * the category weighs it, the weighted mean of the category's other audits (Lighthouse's formula).
 */
function categoryScore(lhr: LighthouseResult, category: Category, skipped: string | undefined): number {
  const own = lhr.categories[category];
  if (!skipped || !own?.auditRefs.some((ref) => ref.id === skipped && ref.weight > 0)) return Math.round((own?.score ?? 0) * 100);
  const refs = own.auditRefs.filter((ref) => ref.weight > 0 && ref.id !== skipped);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (!weight) return 0;
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / weight) * 100);
}

/** One Lighthouse run of a page, or Lighthouse's own error when it could not measure it. */
async function runLighthouse(url: string, chromePort: number): Promise<{ lhr: LighthouseResult } | { error: string }> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) return { error: 'Lighthouse returned nothing' };
  const lhr = result.lhr as unknown as LighthouseResult;
  // e.g. NO_NAVSTART: Lighthouse failed to read its own trace and says to run it again.
  return lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : { lhr };
}

function pageAudit(route: string, lhr: LighthouseResult): PageAudit {
  const onPurpose = FAILED_ON_PURPOSE.find((entry) => entry.route.test(route));
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, categoryScore(lhr, category, onPurpose?.audit)])) as Record<Category, number>;
  return {
    route,
    scores,
    ...(onPurpose ? { failedOnPurpose: { audit: onPurpose.audit, why: onPurpose.why, failed: lhr.audits[onPurpose.audit]?.score === 0 } } : {}),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: Math.round(numeric('total-byte-weight')),
  };
}

/** Lighthouse's own failures to measure a page are retried this many times before they count. */
const MEASURE_ATTEMPTS = 3;

/**
 * Audits one page `runs` times and gives the median run by performance score (Lighthouse's
 * advice for its run-to-run variance: one run's Total Blocking Time moves with whatever else
 * the machine is doing). With `reportDir`, the median run's full JSON report is written there.
 */
export async function auditPage(url: string, chromePort: number, options: { runs: number; reportDir?: string }): Promise<PageAudit> {
  const route = new URL(url).pathname;
  const runs: { audit: PageAudit; lhr: LighthouseResult }[] = [];
  let failures = 0;
  while (runs.length < options.runs) {
    const run = await runLighthouse(url, chromePort);
    if ('lhr' in run) runs.push({ audit: pageAudit(route, run.lhr), lhr: run.lhr });
    else if (++failures >= MEASURE_ATTEMPTS) return { ...emptyAudit(route), error: run.error };
  }
  runs.sort((a, b) => a.audit.scores.performance - b.audit.scores.performance || b.audit.lcpMs - a.audit.lcpMs);
  const median = runs[Math.floor((runs.length - 1) / 2)]!;
  if (options.reportDir) {
    mkdirSync(options.reportDir, { recursive: true });
    const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(options.reportDir, `${name}.json`), JSON.stringify(median.lhr, null, 1));
  }
  return { ...median.audit, performanceRuns: runs.map((run) => run.audit.scores.performance) };
}

function emptyAudit(route: string): PageAudit {
  return { route, scores: Object.fromEntries(CATEGORIES.map((category) => [category, 0])) as Record<Category, number>, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, jsBytes: 0, totalBytes: Number.NaN };
}

/**
 * Starts the built server (temporary DATA_DIR, demo content, no translation widget: a third
 * party outside our budget, and this machine has no internet) and audits the given routes, by
 * default every public route and one staff detail page, in English, Malayalam and Arabic.
 */
export async function auditSite(options: { port: number; routes?: string[]; runs: number; reportDir?: string }): Promise<PageAudit[]> {
  const site = await startServer({ port: options.port, env: { DEMO_CONTENT: 'on', LOG_LEVEL: 'error' } });
  const chromium = await startChromium();
  try {
    let paths = options.routes?.length ? options.routes : [...publicPageRoutes];
    if (!options.routes?.length) {
      const team = (await (await fetch(`${site.url}/api/team`)).json()) as { id: string }[];
      if (team[0]) paths = [...paths, routes.staffDetail(team[0].id)];
      paths = inBenchLanguages(paths);
    }
    const audits: PageAudit[] = [];
    for (const route of paths) {
      audits.push(await auditPage(new URL(route, site.url).toString(), chromium.port, options));
      process.stderr.write(`. lighthouse ${route}\n`);
    }
    return audits;
  } finally {
    await chromium.close();
    await site.stop();
    removeDataDir(site.dataDir);
  }
}

/** Runs per page: LIGHTHOUSE_RUNS, 3 unless set (the median of three is what the bars judge). */
export function lighthouseRuns(): number {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs, 1 or more (is ${process.env.LIGHTHOUSE_RUNS}).`);
  return runs;
}

/** What a route misses of the bars, in words; empty when it holds them all. */
export function barsMissed(audit: PageAudit): string[] {
  const { minScore, maxJsBytes } = LIGHTHOUSE_BARS;
  if (audit.error) return [`not measured: ${audit.error}`];
  const lowest = Math.min(...Object.values(audit.scores));
  return [
    ...(lowest < minScore ? [`lowest score ${lowest}, under ${minScore}`] : []),
    ...(audit.jsBytes > maxJsBytes ? [`${(audit.jsBytes / 1024).toFixed(1)} KB of JavaScript, over ${maxJsBytes / 1024} KB`] : []),
    ...(audit.failedOnPurpose && !audit.failedOnPurpose.failed ? [`passes ${audit.failedOnPurpose.audit}, which it must fail: ${audit.failedOnPurpose.why}`] : []),
  ];
}

export function printAudits(audits: PageAudit[]): void {
  printTable(
    ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'total KB', 'perf, each run'],
    audits.map((audit) => [
      audit.route,
      ...CATEGORIES.map((category) => String(audit.scores[category])),
      String(audit.lcpMs),
      String(audit.tbtMs),
      String(audit.cls),
      (audit.jsBytes / 1024).toFixed(1),
      (audit.totalBytes / 1024).toFixed(1),
      audit.performanceRuns?.join(' ') ?? '-',
    ]),
  );
  for (const { route, failedOnPurpose: onPurpose, error } of audits) {
    if (onPurpose) console.log(`- ${route}: scored without ${onPurpose.audit}, which it ${onPurpose.failed ? 'fails, as it must' : 'PASSES'}: ${onPurpose.why}`);
    if (error) console.log(`- ${route}: ${error}`);
  }
}
