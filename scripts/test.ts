/**
 * The whole test suite: installs what it needs (Chromium from Debian's packages when
 * /usr/bin/chromium is missing), builds the site, then runs the API tests on both
 * databases and the browser tests in real Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args: string[]) => run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  if (apt('update', '-qq') !== 0 || apt('install', '-y', '-qq', 'chromium') !== 0 || !existsSync(CHROMIUM)) {
    console.error('Could not install Chromium from Debian packages; browser tests need /usr/bin/chromium.');
    process.exit(1);
  }
}

const only = process.argv[2]; // "api" or "e2e" to run one part (the resilience suite runs with the whole)
ensureChromium();
const failures: string[] = [];
if (only !== 'api' && run('npm', ['run', 'build']) !== 0) {
  console.error('Build failed.');
  process.exit(1);
}
if (only !== 'e2e' && run(process.execPath, ['--test', '--test-concurrency=2', 'test/unit/**/*.test.ts', 'test/api/**/*.test.ts']) !== 0) {
  failures.push('API and unit tests');
}
if (only !== 'api' && run('npx', ['playwright', 'test']) !== 0) failures.push('browser tests');
// The real server as separate processes: kill -9, a database outage, malformed input, two
// processes behind a proxy (about three minutes on two cores).
if (!only && run('npm', ['run', 'test:resilience']) !== 0) failures.push('resilience tests');

if (failures.length) {
  console.error(`\nFailed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('\nAll test suites passed.');
