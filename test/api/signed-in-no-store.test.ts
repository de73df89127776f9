import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { ADMIN } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
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
