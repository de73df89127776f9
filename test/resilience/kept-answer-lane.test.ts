/**
 * Kept pages and public lists are answered before Fastify sees the request (the kept-answer
 * lane): each answer and its access-log line are the ones Fastify's route gives. A made-up session
 * cookie sends the same request through Fastify, which serves the same kept copy, so each pair
 * below is the same answer given both ways.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { availablePort } from '../helpers/ports.ts';
import { removeDataDir, startServer, temporaryDataDir, type ServerProcess } from './support/server-process.ts';

interface AccessLine {
  reqId: string;
  req: { method: string; url: string; host: string; remoteAddress: string };
  route: string;
  statusCode: number;
  responseTime: number;
  msg: string;
}

// Differ from one answer to the next whichever way it is given.
const PER_ANSWER = new Set(['x-request-id', 'date']);

/** Headers of the connection, not of the answer. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive']);

const headersOf = (response: Response) => [...response.headers].filter(([name]) => !PER_ANSWER.has(name));

describe('the kept-answer lane', () => {
  let server: ServerProcess;
  let log = '';
  before(async () => {
    ensureBuiltSite();
    server = await startServer({ port: await availablePort(4096), dataDir: temporaryDataDir(), env: { LOG_LEVEL: 'info' } });
    server.child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
  });
  after(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  let asked = 0;
  /** The same request answered by the lane (no cookie) and by Fastify (a made-up session cookie). */
  async function bothWays(path: string, headers: Record<string, string> = {}, method = 'GET') {
    const url = `${server.url}${path}`;
    // Rendered (or read) and kept by Fastify's route.
    await (await fetch(url)).arrayBuffer();
    asked += 1;
    const lane = await fetch(url, { method, headers: { ...headers, 'x-request-id': `lane-${asked}` } });
    const fastify = await fetch(url, { method, headers: { ...headers, cookie: 'sid=made-up', 'x-request-id': `fastify-${asked}` } });
    return {
      lane: { response: lane, body: Buffer.from(await lane.arrayBuffer()), id: lane.headers.get('x-request-id')! },
      fastify: { response: fastify, body: Buffer.from(await fastify.arrayBuffer()), id: fastify.headers.get('x-request-id')! },
    };
  }

  it('answers with the headers and bytes the page route gives: security headers, policy, ETag, encoding', async () => {
    for (const [path, encoding] of [
      [routes.team, 'gzip'],
      [`/ml${routes.about}`, 'br'],
      [routes.services, 'identity'],
    ] as const) {
      const { lane, fastify } = await bothWays(path, { 'accept-encoding': encoding });
      assert.equal(lane.response.status, 200, path);
      assert.deepEqual(headersOf(lane.response), headersOf(fastify.response), path);
      assert.ok(lane.response.headers.get('content-security-policy')?.includes("frame-ancestors 'none'"), path);
      assert.ok(lane.response.headers.get('etag'), path);
      assert.deepEqual(lane.body, fastify.body, path);
      assert.equal(lane.id, `lane-${asked}`, 'a request id sent by a proxy is kept');
    }
  });

  it('answers a public list with the headers and JSON its route gives', async () => {
    for (const path of ['/api/team', '/api/clients', '/api/advertisements']) {
      const { lane, fastify } = await bothWays(path);
      assert.equal(lane.response.status, 200, path);
      assert.deepEqual(headersOf(lane.response), headersOf(fastify.response), path);
      assert.deepEqual(lane.body, fastify.body, path);
      assert.ok(Array.isArray(JSON.parse(lane.body.toString())), path);
    }
  });

  it('answers 304 to a visitor holding the kept copy, as the page route does', async () => {
    const etag = (await fetch(`${server.url}${routes.clients}`)).headers.get('etag')!;
    const { lane, fastify } = await bothWays(routes.clients, { 'if-none-match': etag });
    assert.equal(lane.response.status, 304);
    assert.equal(fastify.response.status, 304);
    assert.deepEqual(headersOf(lane.response), headersOf(fastify.response));
    assert.equal(lane.body.length, 0);
  });

  it('answers HEAD of a kept page with the GET\'s headers and no body, either way, rendering nothing', async () => {
    const renders = async () => /^site_page_renders_total (\d+)/m.exec(await (await fetch(`${server.url}/metrics`)).text())?.[1];
    for (const path of [routes.home, `/ml${routes.about}`]) {
      const got = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br' } });
      await got.arrayBuffer();
      const before = await renders();
      assert.ok(before, 'the render count is published');
      const { lane, fastify } = await bothWays(path, { 'accept-encoding': 'br' }, 'HEAD');
      for (const { response, body } of [lane, fastify]) {
        assert.equal(response.status, 200, path);
        // Whether the connection stays open after a HEAD is Node's to decide, whichever way it is answered.
        assert.deepEqual(headersOf(response).filter(([name]) => !HOP_BY_HOP.has(name)), headersOf(got).filter(([name]) => !HOP_BY_HOP.has(name)), path);
        assert.equal(body.length, 0, path);
      }
      assert.equal(await renders(), before, `HEAD ${path} rendered nothing`);
    }
  });

  it('writes the access-log line the page route writes, with the caller a trusted proxy names', async () => {
    const { lane, fastify } = await bothWays(routes.privacy, { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'nilavu.example' });
    const { lane: plain } = await bothWays(routes.aim);
    const { lane: list, fastify: listByFastify } = await bothWays('/api/team');
    await server.stop();
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as AccessLine)
      .filter((line) => line.msg === 'request completed');
    const lineOf = (id: string) => {
      const found = lines.filter((line) => line.reqId === id);
      assert.equal(found.length, 1, `one line for request ${id}`);
      return found[0]!;
    };
    const [byLane, byFastify] = [lineOf(lane.id), lineOf(fastify.id)];
    assert.deepEqual({ ...byLane.req, remotePort: 0 }, { ...byFastify.req, remotePort: 0 });
    assert.deepEqual(
      { route: byLane.route, statusCode: byLane.statusCode },
      { route: byFastify.route, statusCode: byFastify.statusCode },
    );
    assert.equal(byLane.req.remoteAddress, '203.0.113.9');
    assert.equal(byLane.req.host, 'nilavu.example');
    assert.equal(byLane.req.url, routes.privacy);
    assert.ok(byLane.responseTime >= 0);
    assert.match(lineOf(plain.id).req.remoteAddress, /127\.0\.0\.1$/);
    assert.equal(lineOf(list.id).route, lineOf(listByFastify.id).route);
    assert.equal(lineOf(list.id).route, '/api/team');
  });
});
