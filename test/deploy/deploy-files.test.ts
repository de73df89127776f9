import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { limits } from '../../src/domain/limits.ts';
import { SHUTDOWN_LIMIT_MS } from '../../src/server/shutdown.server.ts';
import { NGINX_CONF, removeDir, temporaryDir } from '../helpers/nginx.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const UNIT = path.join(projectRoot, 'deploy', 'site.service');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const unitText = readFileSync(UNIT, 'utf8');

/** Each `Key=value` of the unit, in order (a key may repeat, as Environment= does). */
const directives = (key: string) =>
  unitText
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
const directive = (key: string) => {
  const values = directives(key);
  assert.equal(values.length, 1, `one ${key}= in deploy/site.service`);
  return values[0]!;
};

test('deploy/site.service runs what npm start runs, as its own user, sandboxed, writing only DATA_DIR, stopped gracefully', () => {
  const script = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/);
  const node = script.indexOf('node');
  const environment = directives('Environment').flatMap((line) => line.split(/\s+/));
  for (const setting of script.slice(0, node)) assert.ok(environment.includes(setting), `Environment= sets ${setting} as npm start does`);
  const workingDirectory = directive('WorkingDirectory');
  // The system's Node (docs/deploy.md installs Node 24 from NodeSource): a release is installed
  // without development dependencies, so it carries no Node of its own.
  assert.deepEqual(directive('ExecStart').split(/\s+/), ['/usr/bin/node', ...script.slice(node + 1)]);
  assert.ok(workingDirectory.startsWith('/'), 'the release is found by an absolute path');

  const dataDir = environment.find((setting) => setting.startsWith('DATA_DIR='))?.slice('DATA_DIR='.length);
  assert.ok(dataDir?.startsWith('/'), 'DATA_DIR is an absolute path');
  assert.equal(directive('ProtectSystem'), 'strict');
  assert.equal(directive('ReadWritePaths'), dataDir);
  assert.equal(directive('NoNewPrivileges'), 'yes');
  assert.ok(directive('User') !== 'root' && directive('User').length > 0, 'a user of its own');
  assert.equal(directive('Restart'), 'on-failure');
  // SIGTERM to Node alone: the embedded PostgreSQL is stopped by Node, cleanly, not by systemd.
  assert.equal(directive('KillSignal'), 'SIGTERM');
  assert.equal(directive('KillMode'), 'mixed');
  assert.ok(Number.parseInt(directive('TimeoutStopSec'), 10) * 1000 > SHUTDOWN_LIMIT_MS, 'systemd waits longer than the site takes to stop');
});

test('systemd-analyze verify accepts deploy/site.service', { skip: !existsSync(SYSTEMD_ANALYZE) && `${SYSTEMD_ANALYZE} is not installed (Debian package systemd)` }, () => {
  // Installed where the unit says, the paths would exist; here they point at this checkout.
  const dir = temporaryDir();
  try {
    const workingDirectory = directive('WorkingDirectory');
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    const unit = unitText.split(workingDirectory).join(projectRoot.replace(/\/$/, '')).split(directive('ReadWritePaths')).join(dataDir);
    const file = path.join(dir, 'site.service');
    writeFileSync(file, unit);
    const result = spawnSync(SYSTEMD_ANALYZE, ['verify', file], { encoding: 'utf8' });
    // It warns about unknown keys and bad values on stderr and still exits 0: both must be clean.
    assert.equal(result.stderr, '');
    assert.equal(result.status, 0);
  } finally {
    removeDir(dir);
  }
});

test('deploy/nginx.conf lets every body the site accepts reach the site', () => {
  const match = /client_max_body_size (\d+)m;/.exec(readFileSync(NGINX_CONF, 'utf8'));
  assert.ok(match, 'client_max_body_size in MiB');
  const largestBody = Math.max(limits.jsonBodyWithDataUrlsBytes, limits.videoBytes, limits.jsonBodyBytes);
  const allowed = Number(match[1]) * 1024 * 1024;
  assert.ok(allowed > largestBody, `${allowed} bytes let the largest body the site accepts (${largestBody}) through`);
  // Not far past it: nginx, not Node, refuses what no limit of the site allows.
  assert.ok(allowed <= largestBody + 2 * 1024 * 1024);
});

test('docs/deploy.md sets up the paths and user the two files name', () => {
  const guide = readFileSync(path.join(projectRoot, 'docs', 'deploy.md'), 'utf8');
  const nginx = readFileSync(NGINX_CONF, 'utf8');
  const named = [
    `useradd --system --create-home --home-dir /srv/nilavu --shell /usr/sbin/nologin ${directive('User')}`,
    `install -d -m 0750 -o ${directive('User')} -g ${directive('Group')} ${directive('ReadWritePaths')}`,
    `ln -sfn "$RELEASE" ${directive('WorkingDirectory')}`,
    `install -m 0640 -o root -g ${directive('Group')} /dev/null ${directive('EnvironmentFile')}`,
    'install -m 0644 /srv/nilavu/app/deploy/site.service /etc/systemd/system/site.service',
    'install -m 0644 /srv/nilavu/app/deploy/nginx.conf /etc/nginx/conf.d/site.conf',
    ...[...nginx.matchAll(/ssl_certificate(?:_key)? (\S+);/g)].map((match) => `-${match[0].includes('_key') ? 'keyout' : 'out'} ${match[1]}`),
    /root (\S+);/.exec(nginx)![1]!,
  ];
  for (const text of named) assert.ok(guide.includes(text), `docs/deploy.md has: ${text}`);
});
