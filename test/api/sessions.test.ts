import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import { resolveSession } from '../../src/server/auth/sessions.server.ts';
import { newToken } from '../../src/server/auth/tokens.server.ts';
import type { Database } from '../../src/server/db/client.server.ts';
import { ADMIN, bearer, signIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, withoutCode } from '../helpers/entities.ts';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const OTHER = { email: 'colleague@example.com', password: 'C0lleague!Pass' };

type Session = { id: string; createdAt: string; lastUsedAt: string; browser: string; current: boolean };
type AuditLine = { action: string; accountEmail: string; about: string };

/** A database whose every call is counted: what a test can observe of "no database lookup". */
function counted(db: Database) {
  const counter = { calls: 0 };
  const proxy = new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.calls++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: proxy, counter };
}

for (const kind of await availableDatabaseKinds()) {
  describe(`one's own sessions (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
      await signIn(t.app, t.context.db);
      await createAccount(t.context.db, OTHER.email, OTHER.password);
    });
    after(async () => t.close());

    const login = async (account: { email: string; password: string }, userAgent: string) => {
      const response = await call(t.app, 'POST', '/api/auth/login', { payload: account, headers: { 'user-agent': userAgent } });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<{ token: string }>().token;
    };
    const sessionsOf = async (token: string) => {
      const response = await call(t.app, 'GET', '/api/auth/sessions', { token });
      assert.equal(response.statusCode, 200, response.body);
      return response.json<Session[]>();
    };
    const isSignedIn = async (token: string) => (await call(t.app, 'GET', '/api/auth/me', { token })).statusCode === 200;
    const lastAudit = async (token: string) => (await call(t.app, 'GET', '/api/audit?limit=1', { token })).json<AuditLine[]>()[0]!;

    it("lists the caller's own sessions with their browser, marking the current one", async () => {
      const phone = await login(ADMIN, CHROME_ANDROID);
      const laptop = await login(ADMIN, FIREFOX_WINDOWS);
      await login(OTHER, CHROME_ANDROID);
      const listed = await sessionsOf(laptop);
      const browsers = listed.map((session) => session.browser);
      assert.ok(browsers.includes('Chrome on Android') && browsers.includes('Firefox on Windows'), browsers.join());
      assert.deepEqual(listed.filter((session) => session.current).map((session) => session.browser), ['Firefox on Windows']);
      for (const session of listed) {
        assert.deepEqual(Object.keys(session).sort(), ['browser', 'createdAt', 'current', 'id', 'lastUsedAt']);
        assert.ok(!Number.isNaN(Date.parse(session.createdAt)) && !Number.isNaN(Date.parse(session.lastUsedAt)));
      }
      assert.ok(!listed.some((session) => JSON.stringify(session).includes(phone)), 'no token is ever listed');
      const others = await sessionsOf(await login(OTHER, FIREFOX_WINDOWS));
      assert.ok(others.every((session) => !listed.some((mine) => mine.id === session.id)), "another account's sessions are not listed");
    });

    it("ends one of one's own sessions, audited; another account's or an unknown id is a 404", async () => {
      const kept = await login(ADMIN, FIREFOX_WINDOWS);
      const lost = await login(ADMIN, CHROME_ANDROID);
      const target = (await sessionsOf(lost)).find((session) => session.current)!;
      const colleague = await login(OTHER, CHROME_ANDROID);
      for (const id of [target.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const refused = await call(t.app, 'DELETE', `/api/auth/sessions/${id}`, { token: colleague });
        assert.deepEqual([refused.statusCode, refused.json()], [404, { error: messages.sessions.notFound, code: 'not_found' }], id);
      }
      assert.ok(await isSignedIn(lost), "a colleague cannot end someone else's session");

      const ended = await call(t.app, 'DELETE', `/api/auth/sessions/${target.id}`, { token: kept });
      assert.deepEqual([ended.statusCode, ended.json()], [200, { message: messages.sessions.ended, current: false }]);
      assert.equal(ended.cookies.length, 0, 'ending another session leaves the caller signed in');
      assert.equal(await isSignedIn(lost), false);
      assert.equal(await isSignedIn(kept), true);
      const entry = await lastAudit(kept);
      assert.deepEqual([entry.action, entry.accountEmail, entry.about], ['sign-out', ADMIN.email, 'Chrome on Android'], 'the Activity trail names the ending');
      assert.equal((await call(t.app, 'DELETE', `/api/auth/sessions/${target.id}`, { token: kept })).statusCode, 404, 'once');
    });

    it('ending the current session signs out and clears the cookie', async () => {
      const token = await login(ADMIN, FIREFOX_WINDOWS);
      const current = (await sessionsOf(token)).find((session) => session.current)!;
      const ended = await call(t.app, 'DELETE', `/api/auth/sessions/${current.id}`, { token });
      assert.deepEqual([ended.statusCode, ended.json()], [200, { message: messages.sessions.ended, current: true }]);
      const cleared = ended.cookies.find((cookie) => cookie.name === 'sid');
      assert.ok(cleared && cleared.value === '' && cleared.expires && cleared.expires.getTime() <= Date.now(), 'the session cookie is cleared');
      assert.equal(await isSignedIn(token), false);
    });

    it('signs out everywhere else, keeping the current session', async () => {
      const others = [await login(ADMIN, CHROME_ANDROID), await login(ADMIN, CHROME_ANDROID)];
      const here = await login(ADMIN, FIREFOX_WINDOWS);
      const colleague = await login(OTHER, CHROME_ANDROID);
      const ended = await call(t.app, 'DELETE', '/api/auth/sessions', { token: here });
      assert.equal(ended.statusCode, 200);
      const count = ended.json<{ ended: number }>().ended;
      assert.ok(count >= 2);
      assert.deepEqual(ended.json(), { message: messages.sessions.endedOthers(count), ended: count });
      for (const token of others) assert.equal(await isSignedIn(token), false);
      assert.equal(await isSignedIn(here), true);
      assert.equal(await isSignedIn(colleague), true, "another account's sessions stay");
      assert.deepEqual((await sessionsOf(here)).map((session) => session.current), [true]);
      assert.equal((await lastAudit(here)).action, 'sign-out');
      const again = await call(t.app, 'DELETE', '/api/auth/sessions', { token: here });
      assert.deepEqual(again.json(), { message: messages.sessions.onlyThisDevice, ended: 0 });
    });

    it('refuses a well-formed token the server did not sign without asking the database', async () => {
      const token = await login(ADMIN, FIREFOX_WINDOWS);
      const { db, counter } = counted(t.context.db);
      assert.equal((await resolveSession(db, token))?.email, ADMIN.email);
      assert.ok(counter.calls > 0, 'a signed token is looked up');

      const madeUp = [newToken(), `${newToken()}.${'A'.repeat(22)}`, `${token.split('.')[0]}.${'A'.repeat(22)}`, `${newToken()}.${token.split('.')[1]}`];
      for (const forged of madeUp) {
        counter.calls = 0;
        assert.equal(await resolveSession(db, forged), null, forged);
        assert.equal(counter.calls, 0, `no database call for ${forged}`);
        const refused = await t.app.inject({ url: '/api/auth/me', headers: bearer(forged) });
        assert.deepEqual([refused.statusCode, withoutCode(refused.json())], [401, { error: messages.auth.notSignedIn }]);
      }
    });
  });
}
