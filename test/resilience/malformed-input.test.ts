import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { ADMIN_BASE, removeDataDir, signIn, startServer, temporaryDataDir } from './support/server-process.ts';

const PORT = 4030;
const REQUESTS = Number(process.env.MALFORMED_REQUESTS ?? 10_500);
const CONCURRENCY = 16;

const SOME_UUID = '0b6f1a3e-5c1d-4e8a-9f2b-7d3c4e5f6a7b';
/** Every route of the HTTP surface (docs/product.md#http-api), with ids to be filled in. */
const ROUTES = [
  '/api/team', '/api/team/:id', '/api/team/public/:id', '/api/team/order',
  '/api/clients', '/api/clients/:id', '/api/advertisements', '/api/advertisements/:id',
  '/api/contacts', '/api/contacts/:id', '/api/contacts/export.csv',
  '/api/internship-inquiries', '/api/internship-inquiries/:id', '/api/internship-inquiries/export.csv',
  '/api/requestEmailChange', '/api/requestPasswordChange', '/api/verify-change',
  '/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/auth/sessions', '/api/auth/sessions/:id', '/api/uploads', '/api/dashboard',
  '/media/:id', '/healthz', `${ADMIN_BASE}`, `${ADMIN_BASE}/login`, `${ADMIN_BASE}/verify-email`,
  ...Object.values(routes).filter((route) => typeof route === 'string'),
  '/staff/:id', '/staff-panel/:id',
] as string[];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** A small deterministic generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}
type Random = ReturnType<typeof randomSource>;

const IDS = [
  SOME_UUID, 'not-a-uuid', '0', '-1', '%00', '%ff%fe', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'='1",
  'x'.repeat(300), '%E2%80%AE', encodeURIComponent('<script>alert(1)</script>'), 'null', '%5Bobject%20Object%5D',
];

const FIELDS = ['name', 'email', 'phone', 'message', 'timestamp', 'role', 'resumeUrl', 'resume', 'status', 'title', 'image',
  'video', 'logo', 'website', 'skills', 'employeeId', 'joiningDate', 'bloodGroup', 'emergencyPhone', 'profilePicture',
  'password', 'emailToChange', 'newEmail', 'newPassword', 'token', 'userId', 'type', 'read', 'ids', 'website_url', 'company'];

/** Values of every wrong kind: wrong types, huge, hostile, odd unicode. */
function strangeValue(random: Random): unknown {
  const choice = Math.floor(random.next() * 16);
  switch (choice) {
    case 0: return null;
    case 1: return 12345;
    case 2: return -1e308;
    case 3: return true;
    case 4: return [];
    case 5: return { nested: { deeper: [1, 2, { x: 'y' }] } };
    case 6: return 'a'.repeat(Math.floor(random.next() * 200_000));
    case 7: return '\u0000\u0001\u202e\ud800';
    case 8: return '😀'.repeat(5000);
    case 9: return 'data:image/png;base64,' + random.bytes(2000).toString('base64');
    case 10: return 'javascript:alert(1)';
    case 11: return "'; DROP TABLE contact_submissions; --";
    case 12: return '2026-13-45T99:99:99Z';
    case 13: return ['Accepted', 'Rejected', 'Pending', 'Currently Working'][Math.floor(random.next() * 4)];
    case 14: return 'user@example.com';
    default: return '';
  }
}

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  label: string;
}

function jsonObject(random: Random): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const count = Math.floor(random.next() * 8);
  for (let index = 0; index < count; index += 1) object[random.pick(FIELDS)] = strangeValue(random);
  return object;
}

function deeplyNested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function multipart(random: Random): { body: Buffer; contentType: string; label: string } {
  const boundary = `----probe${Math.floor(random.next() * 1e9)}`;
  const kind = random.pick(['resume', 'image', 'logo', 'ad-image', 'video', 'bogus', '']);
  const filePart = (content: Buffer, type: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${random.pick(['a.pdf', '../../x.pdf', 'évil\u0000.png', 'x'.repeat(500)])}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from('\r\n'),
    ]);
  const kindPart = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const variants: [string, () => Buffer, string?][] = [
    ['truncated multipart', () => Buffer.concat([kindPart, filePart(random.bytes(3000), 'application/pdf')]).subarray(0, 200 + Math.floor(random.next() * 2000))],
    ['file before kind', () => Buffer.concat([filePart(Buffer.from('%PDF-1.4\n%\u00e2\n'), 'application/pdf'), kindPart, end])],
    ['executable as pdf', () => Buffer.concat([kindPart, filePart(Buffer.concat([Buffer.from('MZ\x90\x00'), random.bytes(4000)]), 'application/pdf'), end])],
    ['fake pdf', () => Buffer.concat([kindPart, filePart(Buffer.from('%PDF-1.7\n' + 'x'.repeat(5000)), 'application/pdf'), end])],
    ['garbage image', () => Buffer.concat([kindPart, filePart(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), random.bytes(3000)]), 'image/png'), end])],
    ['many fields', () => Buffer.concat([...Array.from({ length: 200 }, () => kindPart), end])],
    ['wrong boundary', () => Buffer.concat([kindPart, end]), 'multipart/form-data; boundary=nope'],
    ['no boundary', () => Buffer.concat([kindPart, end]), 'multipart/form-data'],
    ['random bytes', () => random.bytes(5000)],
  ];
  const [label, make, contentType] = random.pick(variants);
  return { body: make(), contentType: contentType ?? `multipart/form-data; boundary=${boundary}`, label: `multipart: ${label}` };
}

function probe(random: Random, token: string): Probe {
  const route = random.pick(ROUTES).replace(':id', random.pick(IDS));
  let method = random.pick(METHODS);
  const headers: Record<string, string> = {};
  // Half the probes are signed in, so the admin routes' validation is reached as well.
  // Logout is left to anonymous probes: it would end the session the others use.
  if (random.next() < 0.5 && !route.endsWith('/logout')) headers.authorization = `Bearer ${token}`;
  else if (random.next() < 0.2) headers.authorization = random.pick(['Bearer', 'Bearer ' + 'x'.repeat(5000), 'Basic Zm9vOmJhcg==', 'Bearer \u00ff']);
  let path = route;
  let body: Buffer | undefined;
  let label: string;
  const kind = Math.floor(random.next() * 10);
  if (kind === 0) {
    path = `${route}?${random.pick(['q=', 'limit=-1', 'limit=abc', 'offset=1e99', 'limit=100000000', 'q=%ff', 'token=&userId=&type=', 'w=0', 'w=99999', 'format=../../x'])}&${'p'.repeat(Math.floor(random.next() * 6000))}=1`;
    label = 'odd query';
  } else if (kind === 1) {
    path = `${route}/${'a'.repeat(2000 + Math.floor(random.next() * 9000))}`;
    label = 'overlong URL';
  } else {
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') method = random.pick(['POST', 'PUT', 'PATCH']);
    const shapes: [string, () => { body: Buffer; contentType?: string }][] = [
      ['bad JSON', () => ({ body: Buffer.from(random.pick(['{"name":', '[', 'nul', '{"a":1}}', '{"name":"x",}', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}'])), contentType: 'application/json' })],
      ['wrong types', () => ({ body: Buffer.from(JSON.stringify(jsonObject(random))), contentType: 'application/json' })],
      ['not an object', () => ({ body: Buffer.from(JSON.stringify(strangeValue(random))), contentType: 'application/json' })],
      ['deep nesting', () => ({ body: Buffer.from(deeplyNested(5000)), contentType: 'application/json' })],
      ['invalid UTF-8', () => ({ body: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]), Buffer.from('","email":"a@b.co","message":"\xed\xa0\x80"}')]), contentType: 'application/json; charset=utf-8' })],
      ['over the body limit', () => ({ body: Buffer.alloc(1024 * 1024 + 10, 0x61), contentType: 'application/json' })],
      ['form encoded', () => ({ body: Buffer.from('name=a&email=b'), contentType: 'application/x-www-form-urlencoded' })],
      ['no content type', () => ({ body: random.bytes(300) })],
      ['multipart', () => multipart(random)],
    ];
    const [shapeLabel, make] = random.pick(shapes);
    const made = make();
    body = made.body;
    if (made.contentType) headers['content-type'] = made.contentType;
    label = 'label' in made ? String((made as { label: string }).label) : shapeLabel;
  }
  return { method, path, headers, body, label };
}

function send(agent: http.Agent, probeRequest: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = http.request(
      { host: '127.0.0.1', port: PORT, method: probeRequest.method, path: probeRequest.path, headers: probeRequest.headers, agent },
      (response) => {
        // The status is the answer; a server that closes right after it without reading the rest
        // of the body may reset the connection, which is fine.
        resolve(response.statusCode ?? 0);
        response.on('error', () => {});
        response.resume();
      },
      );
    } catch (error) {
      reject(new Error(`the probe itself is not valid HTTP: ${probeRequest.label} ${probeRequest.path.slice(0, 100)}`, { cause: error }));
      return;
    }
    // Refusing a request without reading its body (404, 413, 431) and closing may reset the
    // connection before the answer is read: counted apart, bounded below.
    request.on('error', () => resolve(-1));
    request.end(probeRequest.body);
  });
}

test(`${REQUESTS} malformed requests across every route: no 5xx, no crash, memory back near its baseline`, async () => {
  ensureBuiltSite();
  const dataDir = temporaryDataDir();
  const server = await startServer({ port: PORT, dataDir, env: { DEMO_CONTENT: 'on', SUBMISSION_LIMIT: '100000' } });
  // One connection per probe: a server that closes a connection after refusing a body must not
  // break the next, unrelated probe queued on it.
  const agent = new http.Agent({ keepAlive: false, maxSockets: CONCURRENCY });
  try {
    const token = await signIn(server.url);
    const random = randomSource(20_261_122);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const brokenByLabel = new Map<string, number>();
    let sent = 0;
    let baselineRss = 0;
    const worker = async () => {
      while (sent < REQUESTS) {
        sent += 1;
        if (sent === 1000) baselineRss = server.rss(); // after warm-up: code loaded, caches filled
        const request = probe(random, token);
        const status = await send(agent, request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.push(`${status} ${request.method} ${request.path.slice(0, 120)} (${request.label})`);
        if (status === -1) brokenByLabel.set(request.label, (brokenByLabel.get(request.label) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    assert.equal(server.child.exitCode, null, `the server is still running\n${server.output()}`);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} answers were 5xx`);
    assert.ok((statuses.get(-1) ?? 0) < REQUESTS * 0.1, `too many broken connections: ${JSON.stringify([...statuses])} ${JSON.stringify([...brokenByLabel])}`);

    await new Promise((resolve) => setTimeout(resolve, 3000));
    const finalRss = server.rss();
    const allowance = Math.max(96 * 1024 * 1024, baselineRss * 0.5);
    assert.ok(
      finalRss <= baselineRss + allowance,
      `memory ${Math.round(finalRss / 1e6)} MB after the run, baseline ${Math.round(baselineRss / 1e6)} MB`,
    );
    console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; RSS ${Math.round(baselineRss / 1e6)} -> ${Math.round(finalRss / 1e6)} MB`);
  } finally {
    agent.destroy();
    await server.stop();
    removeDataDir(dataDir);
  }
});
