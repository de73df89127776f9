/**
 * Text PostgreSQL cannot store (a NUL, a lone surrogate) is refused with 400 `unstorable_text`
 * on every public input and query, before any database call (it used to reach the database and
 * answer 500), and a refusal is counted by the input's limit like any refused attempt. The site
 * answers normally after it. What reaches the log is checked by
 * test/resilience/unstorable-text-log.test.ts. Needs the built site (the plain form posts answer pages).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { throttles } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';
import { multipart } from '../helpers/files.ts';

const BAD = { nul: 'Asha\u0000Menon', surrogate: 'Asha\uD800Menon' };
const ENQUIRY = { name: 'Asha Menon', email: 'asha@example.com', phone: '9847012345', message: 'Hello' };
const APPLICATION = { name: 'Asha Menon', email: 'asha@example.com', role: shippedProgrammeTitles[0]!, message: 'Hello' };

const kind = (await isPostgresAvailable()) ? 'postgres' : 'embedded';

describe('text that cannot be stored', () => {
  const t = signedInTestApp(kind, { SUBMISSION_LIMIT: '3' }, { pages: true });
  let address = 0;
  const nextAddress = () => `10.11.0.${(address += 1)}`;

  type Answer = Awaited<ReturnType<typeof t.app.inject>>;
  const assertRefused = (answer: Answer, what: string) => {
    assert.equal(answer.statusCode, 400, `${what}: ${answer.body}`);
    assert.deepEqual(answer.json(), { error: messages.http.unstorableText, code: 'unstorable_text' }, what);
  };
  const postJson = (url: string, payload: unknown, remoteAddress = nextAddress()) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  it('is refused with 400 in every public JSON input, and the input works after it', async () => {
    for (const [kind, bad] of Object.entries(BAD)) {
      const inputs: [string, object][] = [
        ['/api/contacts', { ...ENQUIRY, message: bad }],
        ['/api/contacts', { ...ENQUIRY, [bad]: 'x' }],
        ['/api/internship-inquiries', { ...APPLICATION, name: bad }],
        ['/api/auth/login', { email: `${bad}@example.com`, password: 'whatever-it-is' }],
        ['/api/requestEmailChange', { emailToChange: `${bad}@example.com`, newEmail: 'new@example.com' }],
        ['/api/requestPasswordChange', { emailToChange: 'asha@example.com', newPassword: bad }],
        ['/api/verify-change', { token: bad, userId: bad, type: 'email' }],
      ];
      for (const [url, body] of inputs) assertRefused(await postJson(url, body), `${kind} ${url}`);
    }
    assert.equal((await postJson('/api/contacts', ENQUIRY)).statusCode, 201);
    assert.equal((await postJson('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password-1' })).statusCode, 401);
  });

  it('is refused with 400 in the plain form posts, which answer with their page', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/ml/contact',
      payload: new URLSearchParams({ ...ENQUIRY, message: BAD.nul }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextAddress(),
    });
    // A plain post is answered with its page, like every other refusal, the value not shown again.
    assert.equal(form.statusCode, 400);
    assert.match(form.body, /<html lang="ml"/);
    assert.match(form.body, /<form/);
    assert.ok(!form.body.includes(BAD.nul));
    // A post's bytes are UTF-8, where a lone surrogate cannot be written (it arrives as U+FFFD):
    // the NUL is what a plain post can carry.
    const body = multipart(Object.entries({ ...APPLICATION, message: BAD.nul }).map(([name, value]) => ({ name, value })));
    const answer = await t.app.inject({ method: 'POST', url: '/internship/apply', ...body, remoteAddress: nextAddress() });
    assert.equal(answer.statusCode, 400);
    assert.match(answer.body, /<form/);
    assert.ok(!answer.body.includes(BAD.nul), 'the value is not shown again');
  });

  it('is refused with 400 in every public query value, and the lists answer after it', async () => {
    for (const list of ['/api/team', '/api/clients', '/api/advertisements']) {
      for (const query of ['q=%00', 'q=x%00y', 'page=%00', '%00=1']) assertRefused(await t.app.inject({ url: `${list}?${query}` }), `${list}?${query}`);
      assert.equal((await t.app.inject({ url: `${list}?q=a` })).statusCode, 200, list);
    }
    assertRefused(await t.app.inject({ url: '/api/verify-change?token=%00&userId=x&type=email' }), 'the change link check');
    assertRefused(await t.app.inject({ url: '/api/team/public/%00' }), 'a path parameter');
    // Signed in, the same: the admin's lists are searched with ?q= as well.
    assertRefused(await t.app.inject({ url: '/api/contacts?q=%00', headers: { authorization: `Bearer ${t.token}` } }), 'a signed-in search');
  });

  it('counts a refusal by the input\'s limit like any refused attempt', async () => {
    const caller = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) assertRefused(await postJson('/api/contacts', { ...ENQUIRY, name: BAD.nul }, caller), 'within the limit');
    assert.equal((await postJson('/api/contacts', ENQUIRY, caller)).statusCode, 429, 'the submission limit counted the refusals');
    const poster = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/contact',
        payload: new URLSearchParams({ ...ENQUIRY, name: BAD.nul }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: poster,
      });
      assert.equal(refused.statusCode, 400);
    }
    assert.equal((await postJson('/api/contacts', ENQUIRY, poster)).statusCode, 429, 'the plain form posts count them too');

    const signer = nextAddress();
    for (let attempt = 0; attempt < throttles.loginPerAddress; attempt += 1) {
      assertRefused(await postJson('/api/auth/login', { email: BAD.surrogate, password: 'x' }, signer), 'within the limit');
    }
    assert.equal((await postJson('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password-1' }, signer)).statusCode, 429);
  });
});
