import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { test } from 'node:test';
import { limits } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { SESSION_COOKIE } from '../../src/server/auth/auth-plugin.server.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { inquiryBody } from '../helpers/entities.ts';
import { mp4Bytes, multipart, pdfBytes } from '../helpers/files.ts';
import { NGINX, removeDir, renderSiteConf, selfSignedCertificate, startNginx, temporaryDir } from '../helpers/nginx.ts';
import { availablePort } from '../helpers/ports.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { ADMIN_ACCOUNT, removeDataDir, startServer, temporaryDataDir } from '../resilience/support/server-process.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = { error?: string }>(): T;
}

const OPENSSL = '/usr/bin/openssl';
const nginxMissing = [NGINX, OPENSSL].some((program) => !existsSync(program)) && `Debian's nginx (${NGINX}) or openssl (${OPENSSL}) is not installed: apt-get install nginx-light openssl`;

// The site behind deploy/nginx.conf as it runs in production: TLS and HTTP/2 in nginx, the site
// on a loopback port with PUBLIC_URL=https://… and the default TRUST_PROXY (loopback).
test('behind deploy/nginx.conf over HTTPS: HSTS, Secure cookies, the caller\'s address, upload limits in the site\'s words, https links in mail, HTTP redirected', { skip: nginxMissing }, async (t) => {
  ensureBuiltSite();
  const ports = { https: await availablePort(4080), http: await availablePort(4081), site: await availablePort(4082) };
  const dir = temporaryDir();
  const dataDir = temporaryDataDir();
  const smtp = await startSmtp(await availablePort(4083));
  const origin = `https://localhost:${ports.https}`;
  const { cert, certFile, keyFile } = selfSignedCertificate(dir);
  const site = await startServer({
    port: ports.site,
    dataDir,
    env: { PUBLIC_URL: origin, SUBMISSION_LIMIT: '2', SMTP_URL: smtp.url, NOTIFY_EMAIL: 'office@example.com', LOG_LEVEL: 'info' },
  });
  const nginx = await startNginx(
    dir,
    renderSiteConf([
      ['server 127.0.0.1:3000;', `server 127.0.0.1:${ports.site};`],
      ['listen 80;', `listen ${ports.http};`],
      ['listen [::]:80;', `listen [::]:${ports.http};`],
      ['listen 443 ssl http2;', `listen ${ports.https} ssl http2;`],
      ['listen [::]:443 ssl http2;', `listen [::]:${ports.https} ssl http2;`],
      ['/etc/letsencrypt/live/www.example.in/fullchain.pem', certFile],
      ['/etc/letsencrypt/live/www.example.in/privkey.pem', keyFile],
      ['/var/www/letsencrypt', dir],
    ]),
    ports.https,
  );

  /** One HTTPS request to nginx, the certificate checked against the one made above. */
  const request = (path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = https.request(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port: ports.https,
          path,
          method: options.method ?? 'GET',
          ca: cert,
          localAddress: options.from ?? '127.0.0.1',
          agent: false,
          headers: { host: `localhost:${ports.https}`, ...options.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ status: response.statusCode!, headers: response.headers, body, json: <T>() => JSON.parse(body.toString()) as T });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });
  const postJson = (path: string, body: unknown, options: { headers?: Record<string, string>; from?: string } = {}) =>
    request(path, { method: 'POST', body: JSON.stringify(body), from: options.from, headers: { 'content-type': 'application/json', ...options.headers } });
  const upload = (kind: string, filename: string, contentType: string, bytes: Buffer, headers: Record<string, string> = {}, from?: string) => {
    const form = multipart([
      { name: 'kind', value: kind },
      { name: 'file', filename, contentType, bytes },
    ]);
    return request('/api/uploads', { method: 'POST', body: form.payload, headers: { ...form.headers, ...headers }, from });
  };

  try {
    await t.test('pages come over HTTP/2 with HSTS; hashed assets compressed and cached for a year', async () => {
      const session = http2.connect(`https://127.0.0.1:${ports.https}`, { ca: cert, servername: 'localhost' });
      try {
        const get = (path: string, headers: Record<string, string> = {}) =>
          new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
            const stream = session.request({ ':path': path, ':authority': `localhost:${ports.https}`, ...headers });
            let headersIn: http2.IncomingHttpHeaders = {};
            const chunks: Buffer[] = [];
            stream.on('response', (received) => (headersIn = received));
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.on('end', () => resolve({ headers: headersIn, body: Buffer.concat(chunks).toString('latin1') }));
            stream.on('error', reject);
          });
        const home = await get('/');
        assert.equal(home.headers[':status'], 200);
        assert.equal(session.alpnProtocol, 'h2');
        assert.equal(home.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
        const asset = /\/_astro\/[\w.-]+\.(?:css|js)/.exec(home.body)?.[0];
        assert.ok(asset, 'the home page links a hashed asset');
        const assetAnswer = await get(asset, { 'accept-encoding': 'br, gzip' });
        assert.equal(assetAnswer.headers[':status'], 200);
        assert.equal(assetAnswer.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.equal(assetAnswer.headers['content-encoding'], 'br');
      } finally {
        session.close();
      }
    });

    let token = '';
    await t.test('the session cookie is Secure, HttpOnly and SameSite', async () => {
      const login = await postJson('/api/auth/login', ADMIN_ACCOUNT, { headers: { origin } });
      assert.equal(login.status, 200, login.body.toString());
      token = login.json<{ token: string }>().token;
      const cookie = [login.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      assert.ok(cookie, 'a session cookie is set');
      assert.match(cookie, /; Secure(;|$)/);
      assert.match(cookie, /; HttpOnly(;|$)/);
      assert.match(cookie, /; SameSite=Lax(;|$)/);
      assert.equal(login.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    });

    await t.test('the address the site logs and throttles is the caller\'s, not nginx\'s, and cannot be made up', async () => {
      const enquiry = (name: string) => ({ name, email: 'visitor@example.com', phone: '9847012345', message: 'Please call me about a website.', timestamp: new Date().toISOString() });
      const first = await postJson('/api/contacts', enquiry('From two'), { from: '127.0.0.2' });
      assert.equal(first.status, 201, first.body.toString());
      assert.equal((await postJson('/api/contacts', enquiry('From two again'), { from: '127.0.0.2' })).status, 201);
      // Over SUBMISSION_LIMIT (2) for 127.0.0.2, even when claiming to be someone else.
      const third = await postJson('/api/contacts', enquiry('From two, third'), { from: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.9' } });
      assert.equal(third.status, 429);
      assert.equal(third.json().error, messages.http.tooManySubmissions);
      // Another caller still has its own budget: the site did not count nginx's 127.0.0.1.
      assert.equal((await postJson('/api/contacts', enquiry('From three'), { from: '127.0.0.3' })).status, 201);

      // Access-log lines leave in batches (at most 250 ms later).
      const linesOf = () => site.output().split('\n').filter((line) => line.includes('"url":"/api/contacts"'));
      for (let waited = 0; waited < 2_000 && linesOf().length < 4; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const contactLines = linesOf();
      const addresses = contactLines.map((line) => (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress);
      assert.deepEqual(addresses, ['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.3']);
      // nginx's own log names the same callers (it writes each line once the answer is sent).
      const nginxLine = /^127\.0\.0\.3 .*"POST \/api\/contacts HTTP\/1\.1" 201/m;
      for (let waited = 0; waited < 2_000 && !nginxLine.test(nginx.accessLog()); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.match(nginx.accessLog(), nginxLine);
      assert.match(nginx.accessLog(), /^127\.0\.0\.2 .*"POST \/api\/contacts HTTP\/1\.1" 429/m);
    });

    await t.test('a video of the largest allowed size passes; one byte more is refused in the site\'s words', async () => {
      const largest = await upload('video', 'clip.mp4', 'video/mp4', mp4Bytes(limits.videoBytes), { authorization: `Bearer ${token}` });
      assert.equal(largest.status, 201, largest.body.toString());
      const tooLarge = await upload('video', 'clip.mp4', 'video/mp4', mp4Bytes(limits.videoBytes + 1), { authorization: `Bearer ${token}` });
      assert.equal(tooLarge.status, 413);
      assert.equal(tooLarge.json().error, messages.file.videoTooLarge);
    });

    await t.test('links in mail are https://', async () => {
      const resume = await upload('resume', 'resume.pdf', 'application/pdf', await pdfBytes(), {}, '127.0.0.5');
      assert.equal(resume.status, 201, resume.body.toString());
      const { url } = resume.json<{ url: string }>();
      const inquiry = await postJson('/api/internship-inquiries', inquiryBody({ resumeUrl: url }), { from: '127.0.0.5' });
      assert.equal(inquiry.status, 201, inquiry.body.toString());
      const mail = await smtp.waitForMail((received) => received.subject.startsWith('New internship application'));
      const links = (mail.decoded.match(/https?:\/\/[^\s"<>]+/g) ?? []).filter((link) => new URL(link).hostname === 'localhost');
      assert.ok(links.length >= 2, `the resume and admin links: ${links.join(' ')}`);
      assert.deepEqual(links.filter((link) => !link.startsWith(`${origin}/`)), []);
    });

    await t.test('plain HTTP is redirected to HTTPS, path and query kept', async () => {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const outgoing = http.get({ host: '127.0.0.1', port: ports.http, path: '/contact?from=plain', headers: { host: 'localhost' }, agent: false }, resolve);
        outgoing.on('error', reject);
      });
      answer.resume();
      assert.equal(answer.statusCode, 301);
      assert.equal(answer.headers.location, 'https://localhost/contact?from=plain');
    });
  } finally {
    await nginx.stop();
    await site.stop();
    await smtp.close();
    removeDir(dir);
    removeDataDir(dataDir);
  }
});

test('a site whose PUBLIC_URL is still http:// says so in its log, once, when a proxy says the request came over HTTPS', async () => {
  const dataDir = temporaryDataDir();
  const site = await startServer({ port: await availablePort(4084), dataDir });
  const warning = /Requests arrive over HTTPS but PUBLIC_URL is http:\/\/127\.0\.0\.1:\d+: cookies are not Secure/g;
  try {
    assert.equal((await fetch(`${site.url}/healthz`)).status, 200);
    assert.doesNotMatch(site.output(), warning, 'not for a plain HTTP request');
    for (let index = 0; index < 2; index += 1) {
      assert.equal((await fetch(`${site.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })).status, 200);
    }
    assert.equal(site.output().match(warning)?.length, 1);
  } finally {
    await site.stop();
    removeDataDir(dataDir);
  }
});
