/**
 * What an anonymous caller can vary on a page request cannot make the server render afresh, keep
 * another copy of a page, or re-encode a picture: a made-up session cookie gets the kept page,
 * another spelling of a path is sent to the page's own, and Astro's image endpoint is closed.
 * Pages need the built site; one database kind is enough.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';

describe('page paths and the page cache', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', {}, { pages: true });
  });
  after(async () => t.close());

  it('answers a page to a made-up session cookie or token from the cache, as to any visitor', async () => {
    const first = await t.app.inject({ url: routes.about });
    assert.ok(first.headers.etag, 'the page is kept');
    const strangers: Record<string, string>[] = [{ cookie: 'sid=junk' }, { cookie: `sid=${'A'.repeat(43)}` }, { authorization: 'Bearer junk' }];
    for (const headers of strangers) {
      const answer = await t.app.inject({ url: routes.about, headers });
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers.etag, first.headers.etag, `kept copy for ${JSON.stringify(headers)}`);
      const conditional: Record<string, string> = { ...headers, 'if-none-match': String(first.headers.etag) };
      const again = await t.app.inject({ url: routes.about, headers: conditional });
      assert.equal(again.statusCode, 304, 'the kept copy answers a conditional request');
    }
  });

  it('sends every other spelling of a page path to the page itself, keeping the query', async () => {
    const spellings: [string, string][] = [
      ['/%61bout', '/about'],
      ['/%2561bout?x=1', '/about?x=1'],
      ['//about', '/about'],
      ['/%2F%2Fexample.com', '/example.com'],
      ['/about%2F', '/about/'],
    ];
    for (const [asked, to] of spellings) {
      const answer = await t.app.inject({ url: asked });
      assert.equal(answer.statusCode, 301, asked);
      assert.equal(answer.headers.location, to, asked);
    }
    assert.equal((await t.app.inject({ url: routes.about })).statusCode, 200);
  });

  it('answers 404 for the framework endpoints the site does not use, the image service first', async () => {
    for (const url of ['/_image?href=/images/og-default.png&w=64&f=webp', '/_image', '/%5Fimage?w=65', '/_server-islands/x', '/_actions/x']) {
      const answer = await t.app.inject({ url });
      assert.equal(answer.statusCode, 404, url);
      assert.doesNotMatch(String(answer.headers['content-type']), /^image\//, url);
    }
  });
});
