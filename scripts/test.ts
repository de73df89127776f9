/**
 * The whole test suite: installs what it needs from Debian's packages when missing (Chromium and
 * the Noto fonts for the browser tests; nginx, openssl and systemd-analyze for the tests of the
 * production set-up; age for the backups), builds the site, then runs the API tests on both databases and the browser
 * tests in real Chromium.
 */
import { spawnSync } from 'node:child_process';
import { isPostgresAvailable, POSTGRES_ADMIN_URL } from '../test/helpers/databases.ts';
import { ensureDebianPackages, type NeededProgram, NOTO_FONTS } from './debian-packages.ts';

/** A program the tests run, and the Debian package that brings it. */
const NEEDED: NeededProgram[] = [
  ['/usr/bin/chromium', 'chromium'],
  // The browser tests measure pages in every script at the widths a phone's fonts give them.
  NOTO_FONTS,
  ['/usr/sbin/nginx', 'nginx-light'],
  ['/usr/bin/openssl', 'openssl'],
  // systemd-analyze, to verify deploy/site.service; the machine need not run systemd.
  ['/usr/bin/systemd-analyze', 'systemd'],
  // age and script, to open an encrypted backup as an operator would, without the site.
  ['/usr/bin/age', 'age'],
  ['/usr/bin/script', 'bsdutils'],
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const only = process.argv[2]; // "api" or "e2e" to run one part (the resilience suite runs with the whole)
ensureDebianPackages(NEEDED, 'the tests');
const failures: string[] = [];
const notes: string[] = [];
// The API tests run on the embedded database and, when one answers, on an external PostgreSQL
// server too. Without one that half would vanish from the run without a word: say so, and in CI
// (which has one) count it as a failure.
if (only !== 'e2e' && !(await isPostgresAvailable())) {
  const missing = `no PostgreSQL answers at ${POSTGRES_ADMIN_URL} (TEST_POSTGRES_URL): the API tests ran on the embedded database only`;
  if (process.env.CI) failures.push(missing);
  else notes.push(missing);
}
if (only !== 'api' && run('npm', ['run', 'build']) !== 0) {
  console.error('Build failed.');
  process.exit(1);
}
if (only !== 'e2e' && run(process.execPath, ['--test', '--test-concurrency=2', 'test/unit/**/*.test.ts', 'test/api/**/*.test.ts', 'test/deploy/*.test.ts']) !== 0) {
  failures.push('API and unit tests');
}
if (only !== 'api' && run('npx', ['playwright', 'test']) !== 0) failures.push('browser tests');
// The real server as separate processes: kill -9, SIGTERM under load, a database outage,
// malformed input, two processes behind a proxy (about three minutes on two cores).
if (!only && run('npm', ['run', 'test:resilience']) !== 0) failures.push('resilience tests');

for (const note of notes) console.warn(`\nNote: ${note}.`);
if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
