import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { throttles } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { createAccount } from '../../src/server/auth/accounts.server.ts';
import { throttleCounters } from '../../src/server/db/schema.server.ts';
import { ADMIN } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { withoutCode } from '../helpers/entities.ts';

for (const kind of await availableDatabaseKinds()) {
  describe(`login throttling (${kind})`, () => {
    const t = signedInTestApp(kind);

    const login = (email: string, password: string, ip: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });

    it('lets 40 parallel wrong passwords for one account verify at most the limit', async () => {
      const email = `flooded-${kind}@example.com`;
      await createAccount(t.context.db, email, ADMIN.password);
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `Wr0ng!Guess${i}`, `10.20.${i}.1`)));
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 401).length, throttles.loginPerAccount);
      assert.equal(statuses.filter((status) => status === 429).length, 40 - throttles.loginPerAccount);
      assert.deepEqual(withoutCode(answers.find((answer) => answer.statusCode === 429)!.json()), { error: messages.auth.tooManyAttempts });
    });

    it("keeps the owner's earlier-trusted browser signing in while the account is under attack", async () => {
      const email = `owner-${kind}@example.com`;
      await createAccount(t.context.db, email, ADMIN.password);
      const earlier = await login(email, ADMIN.password, '10.30.0.1');
      assert.equal(earlier.statusCode, 200);
      const device = earlier.cookies.find((cookie) => cookie.name === 'device');
      assert.ok(device?.httpOnly && device.sameSite === 'Strict', 'a signed, HttpOnly device cookie');
      const trusted = `device=${device.value}`;

      for (let i = 0; i < throttles.loginPerAccount + 3; i++) await login(email, 'Wr0ng!Guess', `10.31.${i}.1`);
      assert.equal((await login(email, ADMIN.password, '10.32.0.1')).statusCode, 429, 'an unknown browser is locked out');
      assert.equal((await login(email, ADMIN.password, '10.30.0.1', trusted)).statusCode, 200, 'the trusted one is not');

      // The cookie is signed for that account: altered, or shown for another account, it is an unknown browser.
      const [nonce] = device.value.split('.');
      assert.equal((await login(email, ADMIN.password, '10.30.0.1', `device=${nonce}.forged`)).statusCode, 429);
      const other = `other-${kind}@example.com`;
      await createAccount(t.context.db, other, ADMIN.password);
      for (let i = 0; i < throttles.loginPerAccount; i++) await login(other, 'Wr0ng!Guess', `10.33.${i}.1`);
      assert.equal((await login(other, ADMIN.password, '10.30.0.1', trusted)).statusCode, 429);
    });

    it('adds no counter for the e-mails an address tries once it is past its limit', async () => {
      const ip = '10.41.0.1';
      for (let i = 0; i < throttles.loginPerAddress; i++) await login(`cycled${i}-${kind}@example.com`, 'Wr0ng!Guess', ip);
      const counters = async () => (await t.context.db.select().from(throttleCounters)).length;
      const before = await counters();
      for (let i = 0; i < 10; i++) assert.equal((await login(`made-up${i}-${kind}@example.com`, 'Wr0ng!Guess', ip)).statusCode, 429);
      assert.equal(await counters(), before);
    });

    it('counts the addresses of one IPv6 /64 as one caller', async () => {
      const guesses = [];
      for (let i = 0; i <= throttles.loginPerAddress; i++) guesses.push((await login(`guess${i}-${kind}@example.com`, 'Wr0ng!Guess', `2001:db8:7:1::${(i + 1).toString(16)}`)).statusCode);
      assert.deepEqual(guesses.slice(-2), [401, 429]);
      const sameNetwork = await login(`another-${kind}@example.com`, 'Wr0ng!Guess', '2001:db8:7:1:ffff::1');
      assert.equal(sameNetwork.statusCode, 429);
      assert.equal((await login(`another-${kind}@example.com`, 'Wr0ng!Guess', '2001:db8:7:2::1')).statusCode, 401, 'the next /64 is someone else');
    });

    it("counts a trusted browser's own wrong passwords against its own allowance", async () => {
      const email = `careless-${kind}@example.com`;
      await createAccount(t.context.db, email, ADMIN.password);
      const first = await login(email, ADMIN.password, '10.40.0.1');
      const trusted = `device=${first.cookies.find((cookie) => cookie.name === 'device')!.value}`;
      const answers = [];
      for (let i = 0; i <= throttles.loginPerAccount; i++) answers.push((await login(email, 'Wr0ng!Guess', '10.40.0.1', trusted)).statusCode);
      assert.deepEqual(answers, [...Array(throttles.loginPerAccount).fill(401), 429]);
      assert.equal((await login(email, ADMIN.password, '10.40.0.2')).statusCode, 200, 'other browsers still have theirs');
    });
  });
}
