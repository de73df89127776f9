import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { adminPaths } from '../../src/domain/routes.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { availablePort } from '../helpers/ports.ts';
import { decodeQuotedPrintable } from '../helpers/smtp.ts';
import { postJson } from './support/api.ts';
import { ADMIN_ACCOUNT, ADMIN_BASE, removeDataDir, startServer, temporaryDataDir } from './support/server-process.ts';

/** The link to `linkPath` in the one message of the outbox, waiting for the mail worker to write it. */
async function linkInOutbox(dataDir: string, linkPath: string): Promise<URL> {
  const outbox = path.join(dataDir, 'outbox');
  for (let waited = 0; waited < 15_000; waited += 250) {
    const names = (() => {
      try {
        return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
      } catch {
        return [];
      }
    })();
    for (const name of names) {
      const text = decodeQuotedPrintable(readFileSync(path.join(outbox, name), 'utf8'));
      const link = new RegExp(`https?://[^\\s"'<>]*${linkPath}\\?[^\\s"'<>]+`).exec(text)?.[0];
      if (link) return new URL(link.replace(/&amp;/g, '&'));
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail with a link to ${linkPath} in ${outbox}`);
}

// The whole change flow through HTTP, as a browser and the verification page make it, with
// every request logged at level info and mail written to the outbox (no SMTP_URL).
test('no token value is written to the log during a password change, from request to confirmation', async () => {
  ensureBuiltSite();
  const dataDir = temporaryDataDir();
  const server = await startServer({ port: await availablePort(4060), dataDir, env: { LOG_LEVEL: 'info' } });
  let log = '';
  server.child.stdout!.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  try {
    const asked = await postJson(`${server.url}/api/requestPasswordChange`, { emailToChange: ADMIN_ACCOUNT.email, newPassword: 'N3w!Passw0rd' });
    assert.equal(asked.status, 200, await asked.clone().text());
    // The asking browser's cookie goes with its later calls.
    const cookie = asked.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');

    const link = await linkInOutbox(dataDir, `${ADMIN_BASE}${adminPaths.verifyPassword}`);
    const token = link.searchParams.get('token')!;
    assert.ok(token.length >= 20, 'the link carries a token');
    const query = link.search;

    const page = await fetch(new URL(`${link.pathname}${query}`, server.url), { headers: { cookie } });
    assert.equal(page.status, 200);
    const valid = await fetch(`${server.url}/api/verify-change${query}`, { headers: { cookie } });
    assert.equal(valid.status, 200, await valid.clone().text());
    const confirmed = await postJson(
      `${server.url}/api/verify-change`,
      { token, userId: link.searchParams.get('userId'), type: link.searchParams.get('type') },
      { cookie, origin: server.url },
    );
    assert.equal(confirmed.status, 200, await confirmed.clone().text());

    // Let the last lines reach the pipe.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.match(log, /"url":"[^"]*\/verify-password\?token=\[redacted\]/, 'the page request was logged, redacted');
    assert.match(log, /"url":"\/api\/verify-change\?token=\[redacted\]/, 'the link check was logged, redacted');
    assert.match(log, /mail written to outbox/, 'the outbox notice was logged');
    assert.doesNotMatch(log, /token(=|%3D)(?!\[redacted\])/i, 'no token value anywhere');
    assert.ok(!log.includes(token), 'the token itself is nowhere in the log');
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
});
