/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on every public route of the
 * built site, with a table of the four category scores, LCP, TBT, CLS and the bytes each route
 * loads (JavaScript as gzip/brotli transfer bytes). Builds nothing: run `npm run build` first.
 *
 * Exits 1 when a route misses a bar (a score under 100 or more than 72 KB of JavaScript). `npm run lighthouse -- /about /services` checks only the routes given; with
 * LIGHTHOUSE_REPORT_DIR set, each route's full JSON report is written there too.
 */
import { existsSync } from 'node:fs';
import { auditSite, auditsBelowBars, CHROME_PATH, freePort, LIGHTHOUSE_BARS, printAudits } from '../bench/lighthouse-runner.ts';

if (!existsSync('dist/server/entry.mjs')) throw new Error('No build found: run npm run build first.');
if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH).`);

const audits = await auditSite({ port: await freePort(), routes: process.argv.slice(2), reportDir: process.env.LIGHTHOUSE_REPORT_DIR });
printAudits(audits);
const failing = auditsBelowBars(audits);
if (failing.length) {
  const { minScore, maxJsBytes } = LIGHTHOUSE_BARS;
  console.error(`\nBelow the bar (every score >= ${minScore}, JS <= ${maxJsBytes / 1024} KB): ${failing.map((audit) => audit.route).join(', ')}`);
  process.exitCode = 1;
}
