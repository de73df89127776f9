/**
 * Lighthouse (mobile, simulated throttling) against a running site, with its own Chromium.
 * Shared by `npm run bench` and anything else that audits pages (e.g. `npm run lighthouse`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
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

export async function auditPage(url: string, chromePort: number): Promise<PageAudit> {
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
