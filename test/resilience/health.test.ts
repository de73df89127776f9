import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { removeDataDir, signIn, startServer, temporaryDataDir } from './support/server-process.ts';
import { canMountSmallDisk, mountSmallDisk } from './support/small-disk.ts';

const PORTS = { frozen: 4070, full: 4071 };
const ANSWER_WITHIN_MS = 3_000;

interface HealthAnswer {
  status: number;
  body: { ok: boolean; failing?: string[] };
  tookMs: number;
}

async function health(url: string): Promise<HealthAnswer> {
  const started = Date.now();
  const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: (await response.json()) as HealthAnswer['body'], tookMs: Date.now() - started };
}

/** The embedded PostgreSQL server and every process it started (its backends and workers). */
function clusterProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  return [postmaster, ...children];
}

test('a frozen database: /healthz says 503 within 3 s, naming the database, and 200 again once it thaws; probes leave no access-log line', async () => {
  const dataDir = temporaryDataDir();
  const server = await startServer({ port: PORTS.frozen, dataDir, env: { LOG_LEVEL: 'info' } });
  let frozen: number[] = [];
  try {
    assert.deepEqual((await health(server.url)).body, { ok: true });
    frozen = clusterProcesses(dataDir);
    for (const pid of frozen) process.kill(pid, 'SIGSTOP');

    // Two probes in a row: the second must not wait behind the first's stuck query either.
    for (const attempt of [1, 2]) {
      const answer = await health(server.url);
      assert.equal(answer.status, 503, `probe ${attempt} while frozen`);
      assert.ok(answer.tookMs < ANSWER_WITHIN_MS, `probe ${attempt} took ${answer.tookMs} ms`);
      assert.equal(answer.body.ok, false);
      assert.ok(answer.body.failing?.includes('database-read'), `failing: ${answer.body.failing}`);
      assert.ok(!answer.body.failing?.includes('data-folder'), 'the data folder is still writable');
    }

    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    frozen = [];
    const deadline = Date.now() + 10_000;
    let after = await health(server.url);
    while (after.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await health(server.url);
    }
    assert.deepEqual(after, { ...after, status: 200, body: { ok: true } });

    // The log (JSON lines at info): the change of health is there, no probe's access line is.
    assert.equal((await fetch(`${server.url}/api/auth/me`)).status, 401);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const lines = server.output().split('\n').filter((line) => line.startsWith('{'));
    assert.ok(lines.some((line) => line.includes('health checks failing')), 'the failure is logged once');
    assert.ok(!lines.some((line) => line.includes('"url":"/healthz"')), 'no access-log line for a probe');
    assert.ok(lines.some((line) => line.includes('"url":"/api/auth/me"')), 'other requests are still logged at info');
  } finally {
    for (const pid of frozen) process.kill(pid, 'SIGCONT');
    await server.stop();
    removeDataDir(dataDir);
  }
});

test(
  'a full data folder: /healthz says 503 naming it, and 200 once there is room again',
  { skip: (!canMountSmallDisk && 'mounting a small tmpfs needs root') || (!(await isPostgresAvailable()) && 'PostgreSQL is not running') },
  async () => {
    const disk = mountSmallDisk('site-full-disk-');
    const database = await createTestDatabase('postgres');
    const server = await startServer({ port: PORTS.full, dataDir: disk.folder, env: { DATABASE_URL: database.databaseUrl! } });
    try {
      assert.deepEqual((await health(server.url)).body, { ok: true });
      // 16 MB is well under the 1 GB the site asks for: the dashboard says so before it is full.
      const dashboard = await fetch(`${server.url}/api/dashboard`, { headers: { authorization: `Bearer ${await signIn(server.url)}` } });
      const { problems } = (await dashboard.json()) as { problems: { key: string; text: string }[] };
      assert.deepEqual(problems.map((problem) => problem.key), ['disk-low']);
      assert.match(problems[0]!.text, /^Only 0\.0 GB is free where the site keeps its data\./);
      disk.fill();
      const full = await health(server.url);
      assert.equal(full.status, 503);
      assert.ok(full.tookMs < ANSWER_WITHIN_MS, `took ${full.tookMs} ms`);
      assert.deepEqual(full.body.failing, ['data-folder', 'backup-folder'], 'the backups live in the data folder by default');

      disk.empty();
      assert.deepEqual((await health(server.url)).body, { ok: true });
    } finally {
      await server.stop();
      disk.unmount();
      await database.dispose();
    }
  },
);
