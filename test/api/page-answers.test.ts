/**
 * How Fastify answers pages: Astro renders them without Fastify's request being changed under
 * the hooks and the access log that read it after, and a page is compressed for a visitor who
 * accepts it (a kept page from its stored forms, a rendered one by @fastify/compress), marked
 * Vary either way. Pages need the built site; one database kind is enough.
 */
import assert from 'node:assert/strict';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { adminPaths, routes } from '../../src/domain/routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';

describe('page answers', () => {
  let t: TestApp;
  const answered: string[] = [];
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', {}, {
      pages: true,
      beforeReady: (app) =>
        app.addHook('onResponse', async (request, reply) => {
          answered.push(`${request.method} ${request.url} ${reply.statusCode}`);
        }),
    });
  });
  after(async () => t.close());

  it('leaves the request as it came for what reads it after the page: a form post, an admin screen, an unknown path', async () => {
    const login = `${t.context.adminBase}${adminPaths.login}`;
    const post = await t.app.inject({
      method: 'POST',
      url: routes.contact,
      payload: 'name=A&email=not-an-address',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(post.statusCode, 400);
    assert.match(post.body, /<form/, 'the contact page answers with the form');
    assert.equal((await t.app.inject({ url: login })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/no-such-page?x=1' })).statusCode, 404);
    assert.deepEqual(answered.slice(-3), [`POST ${routes.contact} 400`, `GET ${login} 200`, 'GET /no-such-page?x=1 404']);
  });

  it('compresses a rendered page and a kept one for a visitor who accepts it, and marks both Vary', async () => {
    const accepting = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const url of ['/no-such-page', routes.home, routes.home]) {
      const plain = await t.app.inject({ url });
      const compressed = await t.app.inject({ url, headers: accepting });
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.equal(compressed.headers['content-encoding'], 'br', url);
      assert.equal(brotliDecompressSync(compressed.rawPayload).toString(), plain.body, url);
      for (const response of [plain, compressed]) assert.match(String(response.headers.vary), /^accept-encoding$/i, url);
    }
    assert.ok((await t.app.inject({ url: routes.home })).headers.etag, 'the home page is kept');
  });
});
