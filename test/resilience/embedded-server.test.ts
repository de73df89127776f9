import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { isAlive } from '../../src/server/db/embedded-owner.server.ts';
import { contactEnquiry, listAll, postJson } from './support/api.ts';
import { ADMIN_ACCOUNT, removeDataDir, signIn, startServer, temporaryDataDir } from './support/server-process.ts';
import { withoutCode } from '../helpers/entities.ts';

const PORTS = { first: 4060, second: 4061 };

const serverPid = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

test('kill -9 of the embedded PostgreSQL server: the API answers 503 meanwhile, and the product starts it again by itself', async () => {
  const dataDir = temporaryDataDir();
  const server = await startServer({ port: PORTS.first, dataDir, env: { SUBMISSION_LIMIT: '1000' } });
  try {
    const token = await signIn(server.url);
    assert.equal((await postJson(`${server.url}/api/contacts`, contactEnquiry(1, 'before'))).status, 201);
    const killed = serverPid(dataDir);
    process.kill(killed, 'SIGKILL');

    const during = await until('an answer while the database is down', async () => {
      const response = await postJson(`${server.url}/api/contacts`, contactEnquiry(2, 'during'));
      return response.status === 503 ? response : undefined;
    }, 5_000);
    assert.deepEqual(withoutCode(await during.json()), { error: messages.http.unavailable });

    // Until they notice, the killed server's backends may still answer: recovered means a new
    // server, announced once the pool holds no connection to the old one.
    await until('a new server, announced, and healthz to recover', async () =>
      serverPid(dataDir) !== killed && /is running again/.test(server.output()) && (await fetch(`${server.url}/healthz`)).status === 200
        ? true
        : undefined);
    assert.equal((await postJson(`${server.url}/api/contacts`, contactEnquiry(3, 'after'))).status, 201);
    const stored = (await listAll<{ message: string }>(`${server.url}/api/contacts`, token)).map((row) => row.message);
    for (const [index, runId] of [[1, 'before'], [3, 'after']] as const) assert.ok(stored.includes(contactEnquiry(index, runId).message));
    assert.equal(server.child.exitCode, null, 'the Node process kept running');
    assert.match(server.output(), /The embedded PostgreSQL server stopped unexpectedly/);
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
});

test('a second server on the same DATA_DIR says why and exits; the first keeps serving, and npm run user works beside it', async () => {
  const dataDir = temporaryDataDir();
  const first = await startServer({ port: PORTS.first, dataDir });
  try {
    await assert.rejects(
      startServer({ port: PORTS.second, dataDir }),
      new RegExp(`Another server process \\(pid ${first.child.pid}\\) runs the embedded database in ${dataDir}`),
    );
    assert.equal((await fetch(`${first.url}/healthz`)).status, 200);
    const listed = spawnSync(process.execPath, ['src/server/cli/user.server.ts', 'list'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    assert.equal(listed.status, 0, listed.stderr);
    assert.match(listed.stdout, new RegExp(ADMIN_ACCOUNT.email));
  } finally {
    await first.stop();
    removeDataDir(dataDir);
  }
});

test('the PostgreSQL server left running by a kill -9 of Node is stopped cleanly at the next start; SIGTERM stops it', async () => {
  const dataDir = temporaryDataDir();
  let server = await startServer({ port: PORTS.first, dataDir });
  try {
    await server.crash();
    const leftover = serverPid(dataDir);
    assert.ok(isAlive(leftover), 'kill -9 of Node leaves its PostgreSQL server running');
    server = await startServer({ port: PORTS.first, dataDir });
    assert.match(server.output(), new RegExp(`Stopping the embedded PostgreSQL server \\(pid ${leftover}\\) left running by an earlier process`));
    assert.ok(!isAlive(leftover));
    const running = serverPid(dataDir);
    await server.stop();
    assert.ok(!isAlive(running), 'SIGTERM of Node stops its PostgreSQL server');
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
});
