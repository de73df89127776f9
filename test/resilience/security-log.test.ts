/**
 * What the running server's log says about sign-ins and what it keeps out: refused sign-ins and
 * lockouts are logged with the account's id and the caller's address (never the e-mail tried),
 * and the addresses of privacy requests and the lists' searches are redacted from access lines.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { throttles } from '../../src/domain/limits.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { availablePort } from '../helpers/ports.ts';
import { bearer, postJson } from './support/api.ts';
import { ADMIN_ACCOUNT, removeDataDir, signIn, startServer, temporaryDataDir } from './support/server-process.ts';

test('refused sign-ins and lockouts are logged without the e-mail tried; privacy and search queries are redacted', async () => {
  ensureBuiltSite();
  const dataDir = temporaryDataDir();
  const server = await startServer({ port: await availablePort(4095), dataDir, env: { LOG_LEVEL: 'info' } });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    const token = await signIn(server.url);
    const wrong = { email: ADMIN_ACCOUNT.email, password: 'Wr0ng!Passw0rd' };
    for (let attempt = 0; attempt <= throttles.loginPerAccount; attempt++) await postJson(`${server.url}/api/auth/login`, wrong);
    await postJson(`${server.url}/api/auth/login`, { email: 'made-up-person@example.com', password: 'Wr0ng!Passw0rd' });
    assert.equal((await fetch(`${server.url}/api/privacy/subject?email=asha%40example.com`, { headers: bearer(token) })).status, 200);
    assert.equal((await fetch(`${server.url}/api/contacts?q=rahul%40example.com`, { headers: bearer(token) })).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 500));

    const lines = log.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    const refused = lines.filter((line) => line.msg === 'sign-in refused');
    assert.ok(refused.some((line) => typeof line.accountId === 'string' && line.reason === 'wrong password' && line.address === '127.0.0.1'), 'refusals name the account id');
    assert.ok(refused.some((line) => line.accountId === undefined && line.reason === 'no such account'), 'and say when there is no such account');
    assert.equal(lines.filter((line) => line.msg === 'sign-in locked out' && line.lockout === 'account').length, 1, 'one line when the account is locked out');
    assert.ok(!log.includes('made-up-person@example.com'), 'never the e-mail tried');
    assert.match(log, /"url":"\/api\/privacy\/subject\?email=\[redacted\]"/);
    assert.match(log, /"url":"\/api\/contacts\?q=\[redacted\]"/);
    assert.ok(!log.includes('asha') && !log.includes('rahul'), 'no searched or requested address in the log');
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
});
