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
import { publicPageRoutes, routes } from '../src/domain/routes.ts';
import { inBenchLanguages } from './bench-languages.ts';
import { removeDataDir, startServer } from '../test/resilience/support/server-process.ts';
import { printTable } from './table.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/**
 * The bars for every public route: 100 in every category, and at most 72 KB of script as
 * transferred (gzip or brotli, headers included), which leaves the language work room under
 * the 80 KB the site once allowed.
 */
export const LIGHTHOUSE_BARS = { minScore: 100, maxJsBytes: 72 * 1024 } as const;
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

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/** Audits one page; with `reportDir`, its full JSON report is written there too. */
export async function auditPage(url: string, chromePort: number, reportDir?: string): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as LighthouseResult;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    route: new URL(url).pathname,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    totalBytes: Math.round(numeric('total-byte-weight')),
  };
}

/**
 * Starts the built server (temporary DATA_DIR, demo content, no translation widget: a third
 * party outside our budget, and this machine has no internet) and audits the given routes, by
 * default every public route and one staff detail page, in English, Malayalam and Arabic.
 */
export async function auditSite(options: { port: number; routes?: string[]; reportDir?: string }): Promise<PageAudit[]> {
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
      audits.push(await auditPage(new URL(route, site.url).toString(), chromium.port, options.reportDir));
      process.stderr.write(`. lighthouse ${route}\n`);
    }
    return audits;
  } finally {
    await chromium.close();
    await site.stop();
    removeDataDir(site.dataDir);
  }
}

/** The routes that miss a bar: a score under the minimum or too much JavaScript. */
export function auditsBelowBars(audits: PageAudit[]): PageAudit[] {
  return audits.filter((audit) => Math.min(...Object.values(audit.scores)) < LIGHTHOUSE_BARS.minScore || audit.jsBytes > LIGHTHOUSE_BARS.maxJsBytes);
}

export function printAudits(audits: PageAudit[]): void {
  printTable(
    ['route', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'total KB'],
    audits.map((audit) => [
      audit.route,
      ...CATEGORIES.map((category) => String(audit.scores[category])),
      String(audit.lcpMs),
      String(audit.tbtMs),
      String(audit.cls),
      (audit.jsBytes / 1024).toFixed(1),
      (audit.totalBytes / 1024).toFixed(1),
    ]),
  );
}
