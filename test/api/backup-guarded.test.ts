import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { after, before, describe, it } from 'node:test';
import { createGzip } from 'node:zlib';
import postgres from 'postgres';
import tar from 'tar-stream';
import { throttles } from '../../src/domain/limits.ts';
import { archiveEntries, checkArchive } from '../../src/server/backup/archive-reader.server.ts';
import { SIGNING_KEY_FILE, signatureErrors } from '../../src/server/backup/archive-signature.server.ts';
import { BackupStore } from '../../src/server/backup/backup-store.server.ts';
import { type Manifest, MANIFEST_NAME, tableEntry } from '../../src/server/backup/manifest.server.ts';
import { restoreArchive } from '../../src/server/backup/restore.server.ts';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { createLocalStorage } from '../../src/server/files/local-storage.server.ts';
import { ADMIN, signIn } from '../helpers/accounts.ts';
import { createTestApp, createTestAppOn, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable, POSTGRES_ADMIN_URL } from '../helpers/databases.ts';
import { call, contactBody } from '../helpers/entities.ts';

/**
 * Backups guarded (docs/decisions/253): what is done to them is in Activity, they hold no
 * sessions and no server secrets, and an unencrypted one altered since it was made is refused.
 */

interface AuditLine {
  accountEmail: string;
  action: string;
  entity: string;
  entityId: string;
  about: string;
}

const backupLines = async (site: TestApp, token: string) =>
  (await call(site.app, 'GET', '/api/audit?limit=50', { token })).json<AuditLine[]>().filter((line) => line.entity === 'backup');

async function madeBackup(site: TestApp, token: string): Promise<string> {
  const started = await call(site.app, 'POST', '/api/backups', { token });
  assert.equal(started.statusCode, 202);
  const { id } = started.json<{ backup: { id: string } }>().backup;
  for (let tries = 0; tries < 200; tries += 1) {
    const listed = (await call(site.app, 'GET', '/api/backups', { token })).json<{ backups: { id: string; status: string }[] }>().backups;
    const status = listed.find((backup) => backup.id === id)?.status;
    if (status === 'ok') return id;
    assert.notEqual(status, 'failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the backup did not finish');
}

/** Every entry of an archive, by name, in order. */
async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  for await (const entry of archiveEntries(file, undefined)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.data) chunks.push(chunk);
    entries.set(entry.name, Buffer.concat(chunks));
  }
  return entries;
}

/** Writes entries as a .tar.gz, as the site writes one. */
async function packed(file: string, entries: Map<string, Buffer>): Promise<string> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const [name, bytes] of entries) pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes);
  pack.finalize();
  await written;
  return file;
}

/**
 * The archive with one contact's message changed and the manifest made to agree (its size and
 * SHA-256): everything the archive itself checks still passes; only the signature can tell.
 * Not a bare flipped byte: gzip's checksum and the manifest already refuse that
 * (backup-refusals.test.ts); this is the change made by someone who knows the format.
 */
async function altered(file: string, into: string): Promise<string> {
  const entries = await entriesOf(file);
  const name = tableEntry('contact_submissions');
  const table = entries.get(name)!.toString('utf8');
  assert.match(table, /Hello from the guarded test/);
  const changed = Buffer.from(table.replace('Hello from the guarded test', 'Hullo from the guarded test'));
  const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString('utf8')) as Manifest;
  const listed = manifest.tables.find((each) => each.name === 'contact_submissions')!;
  listed.sha256 = createHash('sha256').update(changed).digest('hex');
  listed.size = changed.length;
  entries.set(name, changed);
  assert.ok(manifest.signature, 'an unencrypted archive is signed');
  // Re-set last, as the site writes it; the signature in it is kept as it was.
  entries.delete(MANIFEST_NAME);
  entries.set(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
  return packed(into, entries);
}

/** `npm run restore -- FILE [flags]` with the given environment. */
function runRestore(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/cli/backup.server.ts', 'restore', ...args], {
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', BACKUP_PASSPHRASE: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.stdin.end();
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('backups guarded', { skip: !(await isPostgresAvailable()) && 'needs the external PostgreSQL' }, () => {
  let site: TestApp;
  let token: string;
  let deviceCookie: string;
  let archive: string;
  let backupId: string;
  let work: string;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  const databases: string[] = [];

  /** An empty database on the external server and an empty DATA_DIR, with or without the site's signing key. */
  async function emptyTarget(withKey: boolean) {
    const name = `guarded_${Date.now()}_${databases.length}`;
    databases.push(name);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    if (withKey) copyFileSync(path.join(site.context.env.dataDir, SIGNING_KEY_FILE), path.join(dataDir, SIGNING_KEY_FILE));
    const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).toString();
    return { dataDir, databaseUrl, storage: createLocalStorage(dataDir) };
  }

  before(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'site-guarded-'));
    site = await createTestApp('postgres');
    token = await signIn(site.app, site.context.db);
    const login = await site.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.60.0.1' });
    deviceCookie = `device=${login.cookies.find((cookie) => cookie.name === 'device')!.value}`;
    assert.equal((await call(site.app, 'POST', '/api/contacts', { payload: contactBody({ message: 'Hello from the guarded test, about a project.' }) })).statusCode, 201);
  });
  after(async () => {
    await site.close();
    for (const name of databases) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(work, { recursive: true, force: true });
  });

  it("puts an owner's making, downloading and deleting of a backup in Activity, naming the account and the archive", async () => {
    const id = (backupId = await madeBackup(site, token));
    assert.equal((await call(site.app, 'GET', `/api/backups/${id}/download`, { token })).statusCode, 200);
    archive = path.join(work, 'site.tar.gz');
    copyFileSync(new BackupStore(site.context.env.backup.dir).archivePath({ id, encrypted: false }), archive);
    assert.equal((await call(site.app, 'DELETE', `/api/backups/${id}`, { token })).statusCode, 204);

    const lines = await backupLines(site, token);
    assert.deepEqual(
      lines.map((line) => [line.action, line.accountEmail, line.entityId, line.about]),
      ['delete', 'download', 'create'].map((action) => [action, ADMIN.email, id, `${id}.tar.gz`]),
    );
  });

  it('holds no session, no pending change and no server secret', async () => {
    const entries = await entriesOf(archive);
    const { manifest } = await checkArchive(archive, undefined);
    assert.ok(manifest.tables.some((table) => table.name === 'accounts'));
    assert.equal(manifest.tables.some((table) => table.name === 'sessions' || table.name === 'verifications'), false);
    assert.equal(entries.has(tableEntry('sessions')), false);
    const [secret] = await site.database.handle.sql<{ value: string }[]>`SELECT value FROM settings WHERE key = 'secret:device-cookie'`;
    assert.ok(secret, 'the source signs device cookies with a secret of its own');
    const settings = entries.get(tableEntry('settings'))!.toString('utf8');
    assert.equal(settings.includes('secret:'), false, 'no secret row');
    assert.equal(settings.includes(secret.value), false);
  });

  it('restores an untouched archive with the site\'s key, says sign-ins ended, ends them, and records the restore', async () => {
    const target = await emptyTarget(true);
    const restored = await runRestore([archive], { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
    assert.equal(restored.status, 0, restored.stderr);
    assert.match(restored.stdout, /every session and every remembered browser \(device cookie\) of before has ended/);

    const onRestored = await createTestAppOn(await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl }), target.dataDir);
    try {
      assert.equal((await call(onRestored.app, 'GET', '/api/auth/me', { token })).statusCode, 401, 'the old session ended');
      assert.equal((await call(site.app, 'GET', '/api/auth/me', { token })).statusCode, 200, 'on the source it still counts');

      // Signed in anew, the owner reads the restore in Activity: by the command, naming the archive.
      const fresh = await onRestored.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.62.0.1' });
      assert.equal(fresh.statusCode, 200);
      const [line] = await backupLines(onRestored, fresh.json<{ token: string }>().token);
      assert.deepEqual(
        line && [line.action, line.accountEmail, line.entityId, line.about],
        ['restore', 'command line (npm run restore)', backupId, 'site.tar.gz'],
      );

      // A browser the source trusted is an unknown one to the restored site: locked out with the rest.
      const login = (password: string, ip: string, cookie?: string) =>
        onRestored.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ADMIN.email, password }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
      for (let i = 0; i < throttles.loginPerAccount + 3; i++) await login('Wr0ng!Guess', `10.61.${i}.1`);
      assert.equal((await login(ADMIN.password, '10.60.0.1', deviceCookie)).statusCode, 429, 'the old device cookie no longer counts');

    } finally {
      await onRestored.close();
    }
  });

  it('refuses an unencrypted archive altered since it was made, and one it cannot check unless told to go on', async () => {
    const changed = await altered(archive, path.join(work, 'altered.tar.gz'));
    // Everything the archive checks by itself agrees: only its signature tells.
    await checkArchive(changed, undefined);
    await assert.rejects(restoreArchive(changed, undefined, await emptyTarget(true), () => {}), { message: signatureErrors.altered().message });
    await assert.rejects(restoreArchive(changed, undefined, await emptyTarget(true), () => {}, { unchecked: true }), { message: signatureErrors.altered().message });

    // On a fresh install without the key: said plainly, and restored only when told to.
    const withoutKey = await emptyTarget(false);
    const refused = await runRestore([archive], { DATA_DIR: withoutKey.dataDir, DATABASE_URL: withoutKey.databaseUrl });
    assert.equal(refused.status, 1);
    assert.equal(refused.stderr.trim(), signatureErrors.unchecked('no-key').message);
    const told = await runRestore([archive, '--unchecked'], { DATA_DIR: withoutKey.dataDir, DATABASE_URL: withoutKey.databaseUrl });
    assert.equal(told.status, 0, told.stderr);

    // Another site's key cannot check it either: not called altered, but not taken as checked.
    const otherKey = await emptyTarget(false);
    writeFileSync(path.join(otherKey.dataDir, SIGNING_KEY_FILE), `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    await assert.rejects(restoreArchive(archive, undefined, otherKey, () => {}), { message: signatureErrors.unchecked('other-key').message });
  });
});
