/**
 * Text PostgreSQL cannot store, sent to the real server: refused with 400, and nothing of what was
 * sent reaches the log at any level (it used to fail in the database, answer 500 and log the
 * statement's parameters, the visitor's data among them).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { postJson } from './support/api.ts';
import { startServer } from './support/server-process.ts';

const PORT = 4081;
/** A marker in every value sent: none of it may be in the log. */
const MARKER = 'Quokkamenon';

test('text that cannot be stored is refused with 400 and none of it is logged', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running' }, async () => {
  ensureBuiltSite();
  const database = await createTestDatabase('postgres');
  const server = await startServer({ port: PORT, env: { DATABASE_URL: database.databaseUrl!, LOG_LEVEL: 'trace' } });
  try {
    for (const bad of [`${MARKER}\u0000`, `${MARKER}\uD800`]) {
      const answers = [
        await postJson(`${server.url}/api/contacts`, { name: bad, email: 'a@example.com', phone: '9847012345', message: `${MARKER} ${'x'.repeat(10_000)}` }),
        await postJson(`${server.url}/api/auth/login`, { email: `${bad}@example.com`, password: MARKER }),
        await postJson(`${server.url}/api/requestPasswordChange`, { emailToChange: `${bad}@example.com`, newPassword: MARKER }),
        await fetch(`${server.url}/api/team?q=${encodeURIComponent(`${MARKER}\u0000`)}`),
      ];
      for (const answer of answers) {
        assert.equal(answer.status, 400, answer.url);
        assert.equal(((await answer.json()) as { code: string }).code, 'unstorable_text');
      }
    }
    const form = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: `${MARKER}\u0000`, email: 'a@example.com', message: MARKER }),
    });
    assert.equal(form.status, 400);
    assert.equal((await fetch(`${server.url}/api/team`)).status, 200, 'the site answers after it');
    await server.stop();
    const log = server.output();
    assert.match(log, /request completed/, 'the log was read (at trace level)');
    assert.ok(!log.includes(MARKER), `nothing sent is in the log:\n${log.split('\n').filter((line) => line.includes(MARKER)).join('\n')}`);
  } finally {
    await server.stop();
    await database.dispose();
  }
});
