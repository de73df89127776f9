import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { USAGE, runUserCommand } from '../../src/server/cli/user-command.server.ts';
import { bearer } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';

const STRONG = 'Str0ng!Passw0rd';
const NEWER = 'N3wer!Passw0rd';

for (const kind of await availableDatabaseKinds()) {
  describe(`npm run user (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
    });
    after(async () => t.close());

    async function run(args: string[], password = '') {
      const out: string[] = [];
      const errors: string[] = [];
      const code = await runUserCommand(t.context.db, args, {
        readPassword: async () => password,
        out: (line) => out.push(line),
        error: (line) => errors.push(line),
      });
      return { code, out, errors };
    }
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

    it('adds an account that can sign in, and refuses a weak password or a taken e-mail', async () => {
      assert.deepEqual(await run(['add', 'Owner@Example.com'], STRONG), { code: 0, out: ['Created owner@example.com.'], errors: [] });
      assert.equal((await login('owner@example.com', STRONG)).statusCode, 200);
      assert.deepEqual((await run(['add', 'weak@example.com'], 'password')).errors, ['Password is not strong enough... Add an uppercase letter, a digit and a symbol (one of @$!%*?&).']);
      assert.equal((await run(['add', 'owner@example.com'], STRONG)).code, 1);
      assert.deepEqual((await run(['add', 'empty@example.com'], '')).errors, [messages.passwordChange.required]);
    });

    it('refuses a password from the leaked list with its own message, after the strength rule', async () => {
      for (const common of ['P@ssw0rd', 'Password1!', 'Summer2024!']) {
        assert.deepEqual(await run(['add', 'common@example.com'], common), { code: 1, out: [], errors: [messages.passwordChange.common] }, common);
      }
      assert.deepEqual((await run(['add', 'common@example.com'], 'password1')).errors, ['Password is not strong enough... Add an uppercase letter and a symbol (one of @$!%*?&).'], 'a weak password hears the strength rule first');
      assert.deepEqual((await run(['passwd', 'owner@example.com'], 'Qwerty123!')).errors, [messages.passwordChange.common]);
      assert.equal((await login('owner@example.com', STRONG)).statusCode, 200, 'the password stayed as it was');
    });

    it('lists accounts, changes a password (signing out its sessions) and removes an account', async () => {
      assert.deepEqual((await run(['list'])).out, ['owner@example.com']);
      const token = (await login('owner@example.com', STRONG)).json().token as string;
      assert.equal((await run(['passwd', 'owner@example.com'], NEWER)).code, 0);
      assert.equal((await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode, 401);
      assert.equal((await login('owner@example.com', NEWER)).statusCode, 200);
      assert.equal((await run(['passwd', 'nobody@example.com'], NEWER)).code, 1);

      assert.deepEqual((await run(['remove', 'owner@example.com'])).out, ['Removed owner@example.com.']);
      assert.equal((await run(['remove', 'owner@example.com'])).code, 1);
      assert.deepEqual((await run(['list'])).out, ['No accounts yet.']);
    });

    it('adds an owner unless --role says editor; the role is the one the API answers', async () => {
      const roleOf = async (email: string) => {
        const token = (await login(email, STRONG)).json().token as string;
        return (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).json().user.role;
      };
      assert.deepEqual((await run(['add', 'default-role@example.com'], STRONG)).out, ['Created default-role@example.com.']);
      assert.equal(await roleOf('default-role@example.com'), 'owner');
      assert.deepEqual((await run(['add', 'cli-editor@example.com', '--role', 'editor'], STRONG)).out, ['Created cli-editor@example.com (editor).']);
      assert.equal(await roleOf('cli-editor@example.com'), 'editor');
      assert.equal((await run(['add', '--role=owner', 'cli-owner@example.com'], STRONG)).code, 0);
      assert.equal(await roleOf('cli-owner@example.com'), 'owner');
      for (const args of [['add', 'x@example.com', '--role', 'admin'], ['add', 'x@example.com', '--role'], ['passwd', 'x@example.com', '--role', 'editor']]) {
        assert.deepEqual(await run(args, STRONG), { code: 2, out: [], errors: [USAGE] }, args.join(' '));
      }
      for (const email of ['default-role@example.com', 'cli-editor@example.com', 'cli-owner@example.com']) await run(['remove', email]);
    });

    it('prints the usage for an unknown command or a missing e-mail', async () => {
      for (const args of [[], ['delete', 'x@example.com'], ['add']]) {
        assert.deepEqual(await run(args), { code: 2, out: [], errors: [USAGE] });
      }
    });
  });
}

describe('npm run user, as a command', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-user-cli-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const cli = (args: string[], input = '') =>
    spawnSync(process.execPath, ['src/server/cli/user.server.ts', ...args], {
      input,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });

  it('reads the password from stdin and opens the database of DATA_DIR', () => {
    const added = cli(['add', 'piped@example.com'], `${STRONG}\n`);
    assert.equal(added.status, 0, added.stderr);
    assert.equal(added.stdout.trim(), 'Created piped@example.com.');
    assert.equal(cli(['list']).stdout.trim(), 'piped@example.com');
  });
});
