import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseEnv } from '../../src/server/env.server.ts';
import { createTestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { call, contactBody } from '../helpers/entities.ts';

const LIMIT = 2;

/** Statuses of `count` enquiries sent from `ip`, optionally through a proxy saying `forwardedFor`. */
async function enquiries(app: Awaited<ReturnType<typeof createTestApp>>['app'], count: number, ip: string, forwardedFor?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    statuses.push((await call(app, 'POST', '/api/contacts', { payload: contactBody(), ip, headers })).statusCode);
  }
  return statuses;
}
const withinLimit = Array<number>(LIMIT).fill(201);

// One database kind is enough: what is tested is how an address is read and counted.
const kind = (await isPostgresAvailable()) ? 'postgres' : 'embedded';

describe('client addresses for per-address limits', () => {
  it('counts every address of an IPv6 /64 as one caller, and the next /64 as another', async () => {
    const t = await createTestApp(kind, { SUBMISSION_LIMIT: String(LIMIT) });
    try {
      assert.deepEqual(await enquiries(t.app, 1, '2001:db8:aa:1::1'), [201]);
      assert.deepEqual(await enquiries(t.app, 1, '2001:db8:aa:1:ffff:1234:5678:9abc'), [201]);
      assert.deepEqual(await enquiries(t.app, 1, '2001:db8:aa:1::2'), [429], 'a new address in the same /64 is the same caller');
      assert.deepEqual(await enquiries(t.app, LIMIT, '2001:db8:aa:2::1'), withinLimit, 'the next /64 has its own budget');
      assert.deepEqual(await enquiries(t.app, LIMIT, '::ffff:192.0.2.7'), withinLimit);
      assert.deepEqual(await enquiries(t.app, 1, '192.0.2.7'), [429], 'an IPv4 address in IPv6 form is that IPv4 address');
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For from loopback only by default, so a caller cannot make up addresses', async () => {
    const t = await createTestApp(kind, { SUBMISSION_LIMIT: String(LIMIT) });
    try {
      // From the proxy on this machine, each forwarded client has its own budget.
      assert.deepEqual(await enquiries(t.app, LIMIT, '127.0.0.1', '203.0.113.1'), withinLimit);
      assert.deepEqual(await enquiries(t.app, LIMIT, '127.0.0.1', '203.0.113.2'), withinLimit);
      assert.deepEqual(await enquiries(t.app, 1, '127.0.0.1', '203.0.113.1'), [429]);
      // From anywhere else (a private network included) the header is ignored.
      assert.deepEqual(await enquiries(t.app, LIMIT + 1, '10.0.0.9', '203.0.113.3'), [...withinLimit, 429]);
      assert.deepEqual(await enquiries(t.app, 1, '10.0.0.9', '203.0.113.4'), [429], 'a new forwarded address does not help');
    } finally {
      await t.close();
    }
  });

  it('believes the proxies TRUST_PROXY names: addresses and CIDR ranges', async () => {
    const t = await createTestApp(kind, { SUBMISSION_LIMIT: String(LIMIT), TRUST_PROXY: '10.0.0.0/8, 2001:db8:ffff::7' });
    try {
      assert.deepEqual(await enquiries(t.app, LIMIT, '10.20.30.40', '203.0.113.5'), withinLimit);
      assert.deepEqual(await enquiries(t.app, LIMIT, '2001:db8:ffff::7', '203.0.113.6'), withinLimit, 'each forwarded client its own budget');
      assert.deepEqual(await enquiries(t.app, 1, '10.99.0.1', '203.0.113.5'), [429], 'the client, not the proxy, is counted');
      // Loopback is no longer in the list.
      assert.deepEqual(await enquiries(t.app, LIMIT + 1, '127.0.0.1', '203.0.113.7'), [...withinLimit, 429]);
    } finally {
      await t.close();
    }
  });

  it('refuses a TRUST_PROXY that is not addresses or ranges, naming the variable', () => {
    assert.deepEqual(parseEnv({ TRUST_PROXY: '192.0.2.1, 10.0.0.0/8 ,::1,fd00::/8,loopback' }).trustProxy, ['192.0.2.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    assert.deepEqual(parseEnv({}).trustProxy, ['loopback']);
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/8', '*']) {
      assert.throws(() => parseEnv({ TRUST_PROXY: bad }), /TRUST_PROXY/, bad);
    }
  });
});
