import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { availablePort } from '../helpers/ports.ts';
import { ADMIN_BASE, removeDataDir, startServer } from './support/server-process.ts';

interface AccessLine {
  level: number;
  reqId: string;
  req: { method: string; url: string };
  route?: string;
  statusCode: number;
  responseTime: number;
  msg: string;
}

// The real server at LOG_LEVEL=info, its stdout read as an operator's log collector reads it.
// Lines are written in batches: everything must still be there once the server has stopped
// gracefully (SIGTERM), which is when the last batch is flushed.
test('the access log has one line per request, with its request id, status and time, and no token', async () => {
  ensureBuiltSite();
  const server = await startServer({ port: await availablePort(4062), env: { LOG_LEVEL: 'info' } });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const requests: { path: string; init?: RequestInit; status: number }[] = [
    { path: '/', status: 200 },
    { path: '/api/team', status: 200 },
    { path: '/api/no-such-call', status: 404 },
    { path: '/api/contacts', status: 401 },
    { path: `${ADMIN_BASE}/verify-email?token=SecretToken123&type=email`, status: 200 },
    { path: '/api/contacts', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' }, status: 400 },
  ];
  const answered: { id: string; path: string; status: number }[] = [];
  try {
    for (const request of requests) {
      const response = await fetch(`${server.url}${request.path}`, request.init);
      await response.arrayBuffer();
      assert.equal(response.status, request.status, request.path);
      answered.push({ id: response.headers.get('x-request-id')!, path: request.path, status: response.status });
    }
    // A caller's own request id is kept (a proxy's), so its line can be found by it.
    const own = await fetch(`${server.url}/about`, { headers: { 'x-request-id': 'proxy-id-42' } });
    await own.arrayBuffer();
    answered.push({ id: 'proxy-id-42', path: '/about', status: own.status });
    // The home page again, now kept: answered before Fastify sees it, and logged alike.
    const kept = await fetch(`${server.url}/`, { headers: { 'x-request-id': 'proxy-id-43' } });
    await kept.arrayBuffer();
    answered.push({ id: 'proxy-id-43', path: '/', status: kept.status });
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }

  const lines = log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as AccessLine)
    .filter((line) => line.msg === 'request completed');
  for (const { id, path, status } of answered) {
    const mine = lines.filter((line) => line.reqId === id);
    assert.equal(mine.length, 1, `one line for ${path} (request id ${id}), found ${mine.length}`);
    const [line] = mine as [AccessLine];
    assert.equal(line.statusCode, status, path);
    assert.equal(typeof line.responseTime, 'number', path);
    assert.ok(line.responseTime >= 0, path);
    assert.equal(line.req.method, path === '/api/contacts' && status === 400 ? 'POST' : 'GET', path);
  }
  const tokenLine = lines.find((line) => line.req.url.includes('/verify-email'));
  // Every query value is redacted (decision 248), the token first among them.
  assert.equal(tokenLine?.req.url, `${ADMIN_BASE}/verify-email?token=[redacted]&type=[redacted]`);
  assert.ok(!log.includes('SecretToken123'), 'the token is nowhere in the log');
  assert.ok(!log.includes('incoming request'), 'no second line per request');
});
