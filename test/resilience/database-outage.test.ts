import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { routes } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { bearer, contactEnquiry, postJson } from './support/api.ts';
import { removeDataDir, signIn, startServer, temporaryDataDir } from './support/server-process.ts';
import { startTcpProxy } from './support/tcp-proxy.ts';
import { withoutCode } from '../helpers/entities.ts';

const SERVER_PORT = 4020;
const PROXY_PORT = 4021;
const publicPages = Object.values(routes).filter((route) => typeof route === 'string' && route !== routes.staffPanel) as string[];

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

test('PostgreSQL unreachable: pages still answer, the API says 503, and the server recovers by itself', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running' }, async () => {
  ensureBuiltSite();
  const database = await createTestDatabase('postgres');
  const target = new URL(database.databaseUrl!);
  const proxy = await startTcpProxy(PROXY_PORT, { host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = new URL(database.databaseUrl!);
  throughProxy.port = String(PROXY_PORT);
  const dataDir = temporaryDataDir();
  const server = await startServer({
    port: SERVER_PORT,
    dataDir,
    env: { DATABASE_URL: throughProxy.toString(), DEMO_CONTENT: 'on', SUBMISSION_LIMIT: '1000' },
  });
  try {
    const token = await signIn(server.url);
    // Visitors have seen the home page and the team page before the outage.
    for (const path of [routes.home, routes.team]) assert.equal((await fetch(`${server.url}${path}`)).status, 200);

    await proxy.cut();
    const health = await until('healthz to report the outage', async () => {
      const response = await fetch(`${server.url}/healthz`);
      return response.status === 503 ? response : undefined;
    });
    assert.equal(((await health.json()) as { error: string }).error, messages.http.unavailable);

    for (const path of [routes.home, routes.team]) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 200, `${path} is served from the kept copy`);
      assert.match(await response.text(), /<html/);
    }
    for (const path of publicPages) {
      const response = await fetch(`${server.url}${path}`);
      const body = await response.text();
      assert.ok([200, 503].includes(response.status), `${path} answered ${response.status}`);
      assert.match(String(response.headers.get('content-type')), /^text\/html/);
      if (response.status === 503) assert.ok(body.includes(messages.http.unavailable), `${path}: a clear 503 page`);
    }

    const apiCalls: [string, Promise<Response>][] = [
      ['POST /api/contacts', postJson(`${server.url}/api/contacts`, contactEnquiry(1, 'outage'))],
      ['GET /api/auth/me', fetch(`${server.url}/api/auth/me`, { headers: bearer(token) })],
      ['POST /api/auth/login', postJson(`${server.url}/api/auth/login`, { email: 'someone@example.com', password: 'Wr0ng!pass' })],
    ];
    for (const [call, answer] of apiCalls) {
      const response = await answer;
      assert.equal(response.status, 503, `${call} during the outage`);
      assert.match(String(response.headers.get('content-type')), /json/);
      assert.deepEqual(withoutCode(await response.json()), { error: messages.http.unavailable });
    }
    // The enquiry form posted without its script: the contact page says it failed and keeps the text.
    const posted = await fetch(`${server.url}${routes.contact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Asha', email: 'asha@example.com', message: 'Typed during the outage' }),
    });
    assert.equal(posted.status, 503);
    const postedPage = await posted.text();
    assert.ok(postedPage.includes(messages.enquiry.failed), 'the form says it failed');
    assert.ok(postedPage.includes('Typed during the outage'), 'what was typed is still in the form');
    assert.equal(server.child.exitCode, null, 'the server is still running');

    await proxy.restore();
    await until('healthz to recover', async () => ((await fetch(`${server.url}/healthz`)).status === 200 ? true : undefined));
    const me = await fetch(`${server.url}/api/auth/me`, { headers: bearer(token) });
    assert.equal(me.status, 200, 'the session from before the outage still works');
    const submitted = await postJson(`${server.url}/api/contacts`, contactEnquiry(2, 'after-outage'));
    assert.equal(submitted.status, 201);
  } finally {
    await server.stop();
    await proxy.close();
    await database.dispose();
    removeDataDir(dataDir);
  }
});
