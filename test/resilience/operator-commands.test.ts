import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { test } from 'node:test';
import { appliedLevel, journal, latestLevel } from '../../src/server/db/migrations.server.ts';
import { createTestDatabase, isPostgresAvailable } from '../helpers/databases.ts';
import { ADMIN_ACCOUNT, removeDataDir, startServer, temporaryDataDir } from './support/server-process.ts';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Runs one of the operator's commands with the site's environment; its exit code and what it printed. */
async function command(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const settled = await run(process.execPath, [path.join(projectRoot, script), ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
  );
  return settled;
}

test('npm run doctor: no problem on a healthy install (exit 0); each planted mistake named with its fix (exit 1)', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running' }, async () => {
  const database = await createTestDatabase('postgres');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-doctor-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl!, PUBLIC_URL: 'http://127.0.0.1:3000', LOG_LEVEL: 'warn' };
  try {
    const made = await command('src/server/cli/backup.server.ts', ['backup'], env);
    assert.equal(made.code, 0, made.output);

    const healthy = await command('src/server/cli/doctor.server.ts', [], env);
    assert.equal(healthy.code, 0, healthy.output);
    assert.match(healthy.output, /^ok +Node\.js 24/m);
    assert.match(healthy.output, /^ok +PostgreSQL 1\d/m);
    assert.match(healthy.output, /^ok +database schema \d{4}_/m);
    assert.match(healthy.output, /^ok +backup \S+ reads back whole/m);
    assert.match(healthy.output, /No problems found\.$/m);
    assert.doesNotMatch(healthy.output, /PROBLEM/);

    // A prefix without a bucket: the server would refuse to start, and the doctor says why.
    const prefix = await command('src/server/cli/doctor.server.ts', [], { ...env, BACKUP_S3_PREFIX: 'site-backups' });
    assert.equal(prefix.code, 1, prefix.output);
    assert.match(prefix.output, /^PROBLEM +BACKUP_S3_PREFIX: .*needs a bucket.* → /m);

    // A folder others can read, a public address without TLS, the first password left behind.
    chmodSync(path.join(dataDir, 'backups'), 0o755);
    const planted = await command('src/server/cli/doctor.server.ts', [], { ...env, PUBLIC_URL: 'http://site.example', ADMIN_PASSWORD: 'Str0ng!Passw0rd' });
    assert.equal(planted.code, 1, planted.output);
    const problems = planted.output.split('\n').filter((line) => line.startsWith('PROBLEM'));
    assert.equal(problems.length, 4, planted.output);
    assert.match(planted.output, new RegExp(`^PROBLEM +${path.join(dataDir, 'backups')} can be read by others \\(mode 755\\) → chmod go-rwx`, 'm'));
    assert.match(planted.output, /^PROBLEM +PUBLIC_URL is http:\/\/site\.example.* → .*PUBLIC_URL=https:\/\/site\.example/m);
    assert.match(planted.output, /^PROBLEM +SMTP_URL is not set.* → set SMTP_URL/m);
    assert.match(planted.output, /^PROBLEM +ADMIN_PASSWORD is still in the environment → remove it/m);
    assert.match(planted.output, /^4 problems found\.$/m);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.dispose();
  }
});

test('npm run upgrade: names the backup it made, migrates what the previous release left, and starts the site (or leaves that to the service manager)', { skip: !(await isPostgresAvailable()) && 'PostgreSQL is not running' }, async () => {
  const database = await createTestDatabase('postgres');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-upgrade-'));
  const port = 4074;
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl!, PUBLIC_URL: `http://127.0.0.1:${port}`, PORT: String(port), LOG_LEVEL: 'warn', DEMO_CONTENT: 'off' };
  const { sql } = database.handle;
  try {
    // The database as the previous release left it: one migration behind, with an enquiry.
    await sql`DROP SCHEMA public CASCADE`;
    await sql`DROP SCHEMA drizzle CASCADE`;
    await sql`CREATE SCHEMA public`;
    await database.handle.migrate({ upTo: latestLevel().level - 1 });
    await sql`INSERT INTO contact_submissions (name, email, message) VALUES ('Old Site', 'old@example.com', 'Before the upgrade')`;

    const upgraded = await command('src/server/cli/upgrade.server.ts', ['--no-start'], env);
    assert.equal(upgraded.code, 0, upgraded.output);
    const backup = /^Backup before the upgrade: (\S+\.tar\.gz)$/m.exec(upgraded.output)?.[1];
    assert.ok(backup && existsSync(backup), upgraded.output);
    assert.match(upgraded.output, new RegExp(`^Database schema: ${journal().at(-2)!.tag} → ${latestLevel().tag} \\(version \\S+\\)\\.$`, 'm'));
    assert.equal((await appliedLevel(sql)).level, latestLevel().level);

    // Without --no-start it starts the site in the foreground, which stops on SIGTERM.
    const site = spawn(process.execPath, [path.join(projectRoot, 'src/server/cli/upgrade.server.ts')], { cwd: projectRoot, env: { ...process.env, ...env } });
    let output = '';
    site.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => site.once('exit', resolve));
    try {
      let answered = 0;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && answered !== 200; await sleep(250)) {
        answered = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.status, () => 0);
      }
      assert.equal(answered, 200, output);
      assert.match(output, /Database schema: \S+, already this release's/);
      assert.equal(readdirSync(path.join(dataDir, 'backups')).filter((name) => name.endsWith('.tar.gz')).length, 2, 'a backup at each upgrade');
    } finally {
      site.kill('SIGTERM');
    }
    assert.equal(await exited, 0, output);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.dispose();
  }
});

test("a command of another release's folder, beside the running site on the embedded database, uses the site's server (as npm run upgrade does)", async () => {
  const dataDir = temporaryDataDir();
  const copy = mkdtempSync(path.join(tmpdir(), 'site-next-release-'));
  const server = await startServer({ port: 4075, dataDir });
  try {
    // The next release: this code in a folder of its own, with its packages (and so the database
    // server's binary) at its own path, as `npm ci` in a new release's folder gives (hard links:
    // no bytes copied).
    execFileSync('cp', ['-r', 'src', 'drizzle', 'package.json', copy], { cwd: projectRoot });
    execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), path.join(copy, 'node_modules')]);
    const listed = await run(process.execPath, [path.join(copy, 'src/server/cli/user.server.ts'), 'list'], {
      cwd: copy,
      env: { PATH: process.env.PATH!, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    }).then(({ stdout }) => stdout, (error: { stdout?: string; stderr?: string }) => `failed: ${error.stdout ?? ''}${error.stderr ?? ''}`);
    assert.equal(listed.trim(), ADMIN_ACCOUNT.email);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200, 'the site kept its server');
  } finally {
    await server.stop();
    removeDataDir(dataDir);
    rmSync(copy, { recursive: true, force: true });
  }
});
