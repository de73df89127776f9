import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { routes } from '../../src/domain/routes.ts';
import { ADMIN, signIn } from '../helpers/accounts.ts';
import { createTestApp, signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds, isPostgresAvailable } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';
import { pngBytes, uploadForm } from '../helpers/files.ts';

const SIGNED_IN_CALLS = ['/api/auth/me', '/api/dashboard', '/api/team', '/api/clients', '/api/clients?limit=5&q=a', '/api/contacts', `/api/team/public/${randomUUID()}`, '/api/no-such-call'];

for (const kind of await availableDatabaseKinds()) {
  describe(`Cache-Control on signed-in answers (${kind})`, () => {
    const t = signedInTestApp(kind);

    it('sends no-store on every answer to a bearer token, errors included', async () => {
      for (const url of SIGNED_IN_CALLS) {
        const response = await call(t.app, 'GET', url, { token: t.token });
        assert.equal(response.headers['cache-control'], 'no-store', `${url} (${response.statusCode})`);
      }
    });

    it('sends no-store to the session cookie, and on the sign-in that sets it', async () => {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
      assert.equal(login.statusCode, 200);
      assert.equal(login.headers['cache-control'], 'no-store', 'the answer carries the token');
      const sid = login.cookies.find((cookie) => cookie.name === 'sid')!.value;
      for (const url of SIGNED_IN_CALLS) {
        const response = await t.app.inject({ url, cookies: { sid } });
        assert.equal(response.headers['cache-control'], 'no-store', url);
      }
    });

    it('leaves anonymous answers cacheable, and a public file the same for everyone', async () => {
      for (const url of ['/api/team', '/api/clients', '/api/advertisements']) {
        const response = await call(t.app, 'GET', url);
        assert.equal(response.statusCode, 200, url);
        assert.notEqual(response.headers['cache-control'], 'no-store', url);
      }
      const upload = await call(t.app, 'POST', '/api/uploads', { token: t.token, ...uploadForm('image', 'logo.png', 'image/png', await pngBytes(40, 40)) });
      assert.equal(upload.statusCode, 201);
      const picture = await call(t.app, 'GET', upload.json<{ url: string }>().url, { token: t.token });
      assert.equal(picture.headers['cache-control'], 'public, max-age=31536000, immutable');
    });

    it('does not take an invalid token for a session', async () => {
      const response = await call(t.app, 'GET', '/api/team', { token: 'not-a-session' });
      assert.equal(response.statusCode, 200);
      assert.notEqual(response.headers['cache-control'], 'no-store');
    });
  });
}

// Pages need the built site; one database kind is enough for what the page cache does.
describe('Cache-Control on pages', () => {
  it('keeps a public page cacheable for visitors (and kept by the server), and no-store for a signed-in one', async () => {
    const t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', {}, { pages: true });
    try {
      const token = await signIn(t.app, t.context.db);
      for (const path of [routes.home, routes.about]) {
        const first = await t.app.inject({ url: path });
        const kept = await t.app.inject({ url: path, headers: { 'if-none-match': String(first.headers.etag) } });
        assert.equal(first.statusCode, 200, path);
        assert.equal(kept.statusCode, 304, `${path} is answered from the page cache`);
        const withQuery = await t.app.inject({ url: `${path}?ref=${randomUUID()}`, headers: { 'if-none-match': String(first.headers.etag) } });
        assert.equal(withQuery.statusCode, 304, 'a query string is the same kept page, not a new one');
        for (const response of [first, kept]) assert.doesNotMatch(String(response.headers['cache-control'] ?? ''), /no-store/, path);
        const signedIn = await t.app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
        assert.equal(signedIn.statusCode, 200, path);
        assert.equal(signedIn.headers['cache-control'], 'no-store', path);
        assert.equal(signedIn.headers.etag, undefined, `${path} for staff is rendered, not kept`);
      }
    } finally {
      await t.close();
    }
  });
});
