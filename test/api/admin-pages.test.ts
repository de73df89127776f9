import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminPaths } from '../../src/domain/routes.ts';
import { bearer, signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';

for (const kind of await availableDatabaseKinds()) {
  describe(`admin page guards (${kind})`, () => {
    let t: TestApp;
    let token: string;
    let base: string;
    before(async () => {
      t = await createTestApp(kind);
      token = await signIn(t.app, t.context.db);
      base = t.context.adminBase;
    });
    after(async () => t.close());

    it('sends anonymous visitors of the dashboard and the staff panel to the login, remembering the page', async () => {
      for (const url of [base, `${base}/`, `${base}?tab=clients`, '/staff-panel', '/staff-panel/1234?x=1']) {
        const response = await t.app.inject({ url });
        assert.equal(response.statusCode, 302, url);
        assert.equal(response.headers.location, `${base}${adminPaths.login}?next=${encodeURIComponent(url)}`, url);
        // robots.txt does not name these paths, so a crawler that follows a link here is told by the answer.
        assert.equal(response.headers['x-robots-tag'], 'noindex, nofollow', url);
      }
    });

    it('lets signed-in users through, with noindex and no caching', async () => {
      for (const url of [base, `${base}?tab=staff`, '/staff-panel', '/staff-panel/1234']) {
        const response = await t.app.inject({ url, headers: bearer(token) });
        // Without a built site the page renderer answers 503; what matters is that the guard let it pass.
        assert.notEqual(response.statusCode, 302, url);
        assert.match(String(response.headers['x-robots-tag']), /noindex/, url);
        assert.equal(response.headers['cache-control'], 'no-store', url);
        assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      }
    });

    it('serves the login and verification pages to anyone', async () => {
      for (const path of [adminPaths.login, adminPaths.verifyEmail, adminPaths.verifyPassword]) {
        const response = await t.app.inject({ url: `${base}${path}?token=a&userId=b&type=email` });
        assert.notEqual(response.statusCode, 302, path);
        assert.notEqual(response.statusCode, 404, path);
        assert.match(String(response.headers['x-robots-tag']), /noindex/, path);
      }
    });

    it('answers any other path under the admin base with a plain 404, signed in or not', async () => {
      for (const headers of [{}, bearer(token)]) {
        for (const url of [`${base}/settings`, `${base}/login/again`, `${base}/verify-email/x`]) {
          const response = await t.app.inject({ url, headers });
          assert.equal(response.statusCode, 404, url);
          assert.equal(response.body, 'Not found', url);
          assert.equal(response.headers['x-robots-tag'], 'noindex, nofollow', url);
        }
      }
    });
  });
}
