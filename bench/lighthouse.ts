/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on every public route of the
 * built site, with a table of the four category scores, LCP, TBT, CLS and the bytes each route
 * loads (JavaScript as gzip/brotli transfer bytes). Builds nothing: run `npm run build` first.
 *
 * Each route is audited LIGHTHOUSE_RUNS times (3 unless set) and judged on the median run. Exits
 * 1 when a route misses a bar (a score under 100 or more than 72 KB of JavaScript).
 * `npm run lighthouse -- /about /services` checks only the routes given; with
 * LIGHTHOUSE_REPORT_DIR set, each route's median report is written there too.
 */
import { existsSync } from 'node:fs';
import { auditSite, barsMissed, freePort, LIGHTHOUSE_NEEDS, lighthouseRuns, printAudits } from './lighthouse-runner.ts';
import { ensureDebianPackages } from '../scripts/debian-packages.ts';

if (!existsSync('dist/server/entry.mjs')) throw new Error('No build found: run npm run build first.');
ensureDebianPackages(LIGHTHOUSE_NEEDS, 'Lighthouse');

const audits = await auditSite({ port: await freePort(), routes: process.argv.slice(2), runs: lighthouseRuns(), reportDir: process.env.LIGHTHOUSE_REPORT_DIR });
printAudits(audits);
const failing = audits.flatMap((audit) => barsMissed(audit).map((miss) => `${audit.route}: ${miss}`));
if (failing.length) {
  console.error(`\nBelow the bar:\n${failing.join('\n')}`);
  process.exitCode = 1;
}
