/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on every public route of the
 * built site, with a table of the four category scores and the JavaScript each route loads
 * (gzip transfer bytes). Builds nothing: run `npm run build` first.
 *
 * It starts the built server on a free port with a temporary DATA_DIR and demo content, and
 * Chromium (CHROME_PATH, default /usr/bin/chromium) with its own DevTools port. Exits 1 when a
 * route misses a bar of DESIGN.md (a score under 95 or more than 80 KB of JavaScript).
 * `npm run lighthouse -- /about /services` checks only the routes given; with
 * LIGHTHOUSE_REPORT_DIR set, each route's full JSON report is written there too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { publicPageRoutes, routes } from '../src/domain/routes.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MIN_SCORE = 95;
const MAX_JS_BYTES = 80 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

function stop(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

interface Row { route: string; scores: number[]; jsBytes: number }

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

async function audit(url: string, chromePort: number): Promise<Row> {
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
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
  }
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    route: new URL(url).pathname,
    scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    jsBytes,
  };
}

function printTable(rows: Row[]): void {
  const header = ['route', 'perf', 'a11y', 'best', 'seo', 'JS KB gz'];
  const lines = rows.map((row) => [row.route, ...row.scores.map(String), (row.jsBytes / 1024).toFixed(1)]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width, column) => (column === 0 ? `${'-'.repeat(width + 1)}-` : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/entry.mjs')) throw new Error('No build found: run npm run build first.');
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH).`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const profileDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-chrome-'));
  const [sitePort, chromePort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${sitePort}`;
  let server: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ['src/server/main.server.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(sitePort),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DEMO_CONTENT: 'on',
        // The widget is a third party outside our budget, and this machine has no internet.
        TRANSLATE_WIDGET_URL: '',
        LOG_LEVEL: 'warn',
      },
    });
    await waitFor(`${baseUrl}/healthz`, 90_000);
    chrome = spawn(CHROME_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${chromePort}`, `--user-data-dir=${profileDir}`, 'about:blank'], { stdio: 'ignore' });
    await waitFor(`http://127.0.0.1:${chromePort}/json/version`, 30_000);

    const requested = process.argv.slice(2);
    let paths = requested.length ? requested : [...publicPageRoutes];
    if (!requested.length) {
      const team = (await (await fetch(`${baseUrl}/api/team`)).json()) as { id: string }[];
      if (team[0]) paths = [...paths, routes.staffDetail(team[0].id)];
    }
    const rows: Row[] = [];
    for (const route of paths) {
      rows.push(await audit(new URL(route, baseUrl).toString(), chromePort));
      process.stderr.write(`. ${route}\n`);
    }
    printTable(rows);
    const failing = rows.filter((row) => row.scores.some((score) => score < MIN_SCORE) || row.jsBytes > MAX_JS_BYTES);
    if (failing.length) {
      console.error(`\nBelow the bar (every score >= ${MIN_SCORE}, JS <= ${MAX_JS_BYTES / 1024} KB): ${failing.map((row) => row.route).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    stop(chrome);
    stop(server);
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

await main();
