import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { ADMIN, bearer, signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';

for (const kind of await availableDatabaseKinds()) {
  describe(`auth (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
    });
    after(async () => t.close());

    it('answers /healthz when the database answers', async () => {
      const response = await t.app.inject('/healthz');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { ok: true });
    });

    it('signs in, reports the user, and revokes the token on logout', async () => {
      const token = await signIn(t.app, t.context.db);
      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().user.email, ADMIN.email);

      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      assert.equal(logout.statusCode, 200);
      const after = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      assert.equal(after.statusCode, 401);
      assert.equal(after.json().error, messages.auth.notSignedIn);
    });

    it('answers a wrong password and an unknown account with the same message', async () => {
      const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password: 'Nope!1234a' } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'Nope!1234a' } });
      assert.equal(wrong.statusCode, 401);
      assert.equal(unknown.statusCode, 401);
      assert.equal(wrong.json().error, messages.auth.invalidCredentials);
      assert.deepEqual(wrong.json(), unknown.json());
    });
  });
}
