/**
 * What an anonymous caller can vary on a page request cannot make the server render afresh, keep
 * another copy of a page, or re-encode a picture: a made-up session cookie gets the kept page,
 * another spelling of a path is sent to the page's own, and Astro's image endpoint is closed.
 * Pages need the built site; one database kind is enough.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LANGUAGE_CODES } from '../../src/domain/languages.ts';
import { routes } from '../../src/domain/routes.ts';
import { WIDGET_CONTAINER_ID } from '../../src/site/lib/translate-widget.ts';
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

  it('answers 404 for them under every language prefix and every odd spelling, before any redirect or render', async () => {
    // The spellings the page paths already meet (encoded, doubled slashes), and case, trailing
    // dots, a backslash and a prefix in capitals or of no language.
    const spellings = [
      '/_image?href=/images/og-default.png&w=1200&f=avif&q=100',
      '/%5Fimage?w=65',
      '/%255Fimage?w=66',
      '//_image?w=67',
      '/_IMAGE?w=68',
      '/_image.?w=69',
      '/_image%2E%2E?w=70',
      '/%5C_image?w=71',
      '/_server-islands/x',
      '//_Server-Islands/x',
      '/_actions/x',
      '/_actions./x',
    ];
    const prefixes = [...LANGUAGE_CODES.map((code) => `/${code}`), '', '/ML', '/xx', '/ml/ml'];
    for (const prefix of prefixes) {
      for (const spelling of spellings) {
        const url = prefix + spelling;
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await t.app.inject({ method, url });
          assert.equal(answer.statusCode, 404, `${method} ${url}`);
          assert.doesNotMatch(String(answer.headers['content-type']), /^image\//, url);
        }
      }
    }
  });

  /** Astro's renders so far, as /metrics counts them. */
  const renders = async () => {
    const text = (await t.app.inject({ url: '/metrics' })).body;
    return Number(/^site_page_renders_total (\d+)/m.exec(text)?.[1]);
  };

  it('answers HEAD of a kept page from the kept copy: the GET\'s headers and ETag, no body, no render', async () => {
    for (const url of [routes.home, '/ml']) {
      const got = await t.app.inject({ url });
      assert.equal(got.statusCode, 200);
      assert.ok(got.headers.etag, `${url} is kept`);
      const before = await renders();
      assert.ok(Number.isInteger(before), 'the render count is published');
      for (let time = 0; time < 3; time += 1) {
        const head = await t.app.inject({ method: 'HEAD', url });
        assert.equal(head.statusCode, 200, url);
        assert.equal(head.headers.etag, got.headers.etag, `HEAD ${url} carries the GET's ETag`);
        assert.equal(head.headers['content-type'], got.headers['content-type']);
        assert.equal(head.headers['content-security-policy'], got.headers['content-security-policy']);
        assert.equal(head.body, '', 'no body');
      }
      const conditional = await t.app.inject({ method: 'HEAD', url, headers: { 'if-none-match': String(got.headers.etag) } });
      assert.equal(conditional.statusCode, 304);
      assert.equal(await renders(), before, `HEAD ${url} rendered nothing`);
    }
  });

  it('keeps the whole page when a HEAD is the first to ask for it', async () => {
    for (const url of [routes.clients, '/ar/future/aim']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      assert.equal(head.statusCode, 200, url);
      const got = await t.app.inject({ url });
      assert.equal(got.statusCode, 200, url);
      assert.match(got.body, /<\/html>/, `${url}: the kept page is whole`);
      assert.equal(got.headers.etag, head.headers.etag, `${url}: the GET gets the copy the HEAD kept`);
      assert.equal(Number(head.headers['content-length']), got.rawPayload.length, `${url}: the HEAD names the GET's length`);
    }
  });

  it('keeps no widget markup planted by ?translate= for the next visitor', async () => {
    const widget = new RegExp(`data-widget-url|id="${WIDGET_CONTAINER_ID}"`);
    // Asked for first with the parameter (a made-up language, a prefixed page, a real one), each
    // page is then asked for plainly: the kept copy is every visitor's.
    for (const [asked, plain] of [
      [`${routes.services}?translate=xx`, routes.services],
      ['/ml/about?translate=gu', '/ml/about'],
      [`${routes.contact}?translate=gu`, routes.contact],
    ] as const) {
      await t.app.inject({ url: asked });
      const answer = await t.app.inject({ url: plain });
      assert.equal(answer.statusCode, 200, plain);
      assert.doesNotMatch(answer.body, widget, `${plain} after ${asked}`);
    }
    // The widget still comes to the page asked for with a language it can translate into.
    assert.match((await t.app.inject({ url: `${routes.about}?translate=gu` })).body, widget);
  });
});
