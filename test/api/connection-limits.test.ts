/**
 * One client address cannot take every connection, and a body that stops arriving does not hold
 * its connection for the whole request time-out. Over real sockets; this machine is not a
 * trusted proxy here, so its connections count as one caller's.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { CONNECTIONS_PER_ADDRESS } from '../../src/server/http/connection-limit.server.ts';
import { STALLED_BODY_MS } from '../../src/server/http/stalled-body.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';

describe('connections per address and stalled bodies', () => {
  let t: TestApp;
  let port = 0;
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', { TRUST_PROXY: '192.0.2.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  after(async () => t.close());

  const connect = async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    return { socket, closed };
  };
  const stillOpen = (closed: Promise<number>, ms: number) => Promise.race([closed.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms))]);

  it('closes a connection past the limit of one address at once, and takes it again once one ends', async () => {
    const held = [];
    for (let index = 0; index < CONNECTIONS_PER_ADDRESS; index += 1) held.push(await connect());
    const extra = await connect();
    assert.equal(await stillOpen(extra.closed, 1000), false, 'the connection past the limit is closed');
    assert.ok(await stillOpen(held[0]!.closed, 10), 'the others stay');

    held.pop()!.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    assert.match(answer, /^HTTP\/1\.1 200/);
    for (const { socket } of held) socket.destroy();
  });

  it('closes a connection whose JSON body stops arriving, long before the request time-out', async () => {
    const { socket, closed } = await connect();
    const opened = Date.now();
    socket.write('POST /api/contacts HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 900000\r\n\r\n{"name":"' + 'a'.repeat(1000));
    const closedAt = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Number.POSITIVE_INFINITY), STALLED_BODY_MS + 5000))]);
    socket.destroy();
    const waited = closedAt - opened;
    assert.ok(waited >= STALLED_BODY_MS - 1000 && waited < STALLED_BODY_MS + 5000, `closed after ${waited} ms`);
  });
});
