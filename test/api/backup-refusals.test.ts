import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { checkArchive } from '../../src/server/backup/archive-reader.server.ts';
import { backupDeps } from '../../src/server/backup/backup-schedule.server.ts';
import { BackupStore } from '../../src/server/backup/backup-store.server.ts';
import { makeBackup } from '../../src/server/backup/make-backup.server.ts';
import { ARCHIVE_FORMAT, type Manifest } from '../../src/server/backup/manifest.server.ts';
import { restoreArchive } from '../../src/server/backup/restore.server.ts';
import { createLocalStorage } from '../../src/server/files/local-storage.server.ts';
import postgres from 'postgres';
import { signIn } from '../helpers/accounts.ts';
import { isPostgresAvailable, POSTGRES_ADMIN_URL } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { call, contactBody, created, staffBody } from '../helpers/entities.ts';
import { dataUrl, pngBytes } from '../helpers/files.ts';

/** Refused archives and targets: each says why and leaves the target as it was. */
const PASSPHRASE = 'monsoon-backup-phrase';

/** A .tar.gz of the given entries, as anyone's tar would make it. */
async function tarGz(entries: Record<string, Buffer>): Promise<Buffer> {
  const pack = tar.pack();
  for (const [name, bytes] of Object.entries(entries)) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
const postgresAvailable = await isPostgresAvailable();

describe('restore refuses, and leaves the target untouched', () => {
  let site: TestApp;
  let work: string;
  let plain: string;
  let encrypted: string;
  const emptyTarget = () => {
    const dataDir = mkdtempSync(path.join(work, 'target-'));
    // As root the embedded server runs as the user postgres, who must reach the folder.
    chmodSync(dataDir, 0o755);
    return { dataDir, storage: createLocalStorage(dataDir) };
  };
  /** A refused restore: its message, and a target folder still empty. */
  const refused = async (file: string, passphrase: string | undefined, reason: RegExp) => {
    const target = emptyTarget();
    await assert.rejects(restoreArchive(file, passphrase, target, () => {}), reason);
    assert.deepEqual(readdirSync(target.dataDir), [], 'nothing was written into the target');
  };

  before(async () => {
    site = await createTestApp('embedded', { BACKUP_PASSPHRASE: PASSPHRASE });
    const token = await signIn(site.app, site.context.db);
    await call(site.app, 'POST', '/api/contacts', { payload: contactBody() });
    await created(site.app, token, '/api/team', staffBody({ profilePicture: dataUrl('image/png', await pngBytes(80, 80)) }));
    work = mkdtempSync(path.join(tmpdir(), 'site-refusals-'));
    chmodSync(work, 0o755);
    const store = new BackupStore(site.context.env.backup.dir);
    const first = (await makeBackup(backupDeps(site.context), { trigger: 'manual' }))!;
    assert.equal(first.encrypted, true);
    encrypted = path.join(work, 'encrypted.tar.gz.age');
    copyFileSync(store.archivePath(first), encrypted);
    // The operator removes BACKUP_PASSPHRASE: the next backup is plain, says so, and needs nothing of the first.
    const withoutPassphrase = { ...backupDeps(site.context), env: { ...site.context.env, backup: { ...site.context.env.backup, passphrase: undefined } } };
    const second = (await makeBackup(withoutPassphrase, { trigger: 'manual' }))!;
    assert.equal(second.encrypted, false);
    assert.equal(second.status, 'ok');
    assert.match(store.archivePath(second), /\.tar\.gz$/);
    plain = path.join(work, 'plain.tar.gz');
    copyFileSync(store.archivePath(second), plain);
  });
  after(async () => {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores the good archives (the refusals below are about the changes alone)', async () => {
    assert.equal((await checkArchive(plain, undefined)).manifest.tables.find((table) => table.name === 'contact_submissions')?.rows, 1);
    // The backup made after the passphrase was removed restores without one.
    const withoutPassphrase = await restoreArchive(plain, undefined, emptyTarget(), () => {}, { unchecked: true });
    assert.equal(withoutPassphrase.tables.find((table) => table.name === 'contact_submissions')?.rows, 1);
    const target = emptyTarget();
    const manifest = await restoreArchive(encrypted, PASSPHRASE, target, () => {});
    assert.equal(manifest.tables.find((table) => table.name === 'contact_submissions')?.rows, 1);
    assert.equal(readdirSync(path.join(target.dataDir, 'uploads')).length, manifest.files.length);
    assert.ok(manifest.files.length >= 2, 'the photo and its sizes');
  });

  it('a wrong passphrase, or none', async () => {
    await refused(encrypted, 'not-the-passphrase', /The passphrase does not open this backup/);
    await refused(encrypted, undefined, /This backup is encrypted: set BACKUP_PASSPHRASE/);
  });

  it('a flipped byte, encrypted or not', async () => {
    for (const [file, passphrase] of [[plain, undefined], [encrypted, PASSPHRASE]] as const) {
      const bytes = readFileSync(file);
      for (const at of [Math.floor(bytes.length / 3), bytes.length - 40]) {
        const flipped = Buffer.from(bytes);
        flipped[at]! ^= 0x01;
        const damaged = path.join(work, `flipped-${at}-${path.basename(file)}`);
        writeFileSync(damaged, flipped);
        await refused(damaged, passphrase, /This backup is damaged|incomplete|not a backup/);
      }
    }
  });

  it('a truncated file', async () => {
    for (const [file, passphrase] of [[plain, undefined], [encrypted, PASSPHRASE]] as const) {
      const bytes = readFileSync(file);
      for (const length of [bytes.length - 1, Math.floor(bytes.length / 2)]) {
        const cut = path.join(work, `cut-${length}-${path.basename(file)}`);
        writeFileSync(cut, bytes.subarray(0, length));
        await refused(cut, passphrase, /This backup is incomplete|This backup is damaged/);
      }
    }
  });

  it('a foreign file', async () => {
    const foreign = path.join(work, 'photo.jpg');
    writeFileSync(foreign, await pngBytes(10, 10));
    await refused(foreign, undefined, /This file is not a backup of this site/);
  });

  it('an archive from a newer version, naming the version it needs', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    const manifest: Manifest = { format: ARCHIVE_FORMAT, productVersion: '9.4.0', level: { level: 99, tag: '0098_future', when: 4_000_000_000_000 }, createdAt: new Date().toISOString(), tables: [], sequences: [], files: [] };
    writeFileSync(newer, await tarGz({ 'manifest.json': Buffer.from(JSON.stringify(manifest)) }));
    await refused(newer, undefined, /made by version 9\.4\.0 of the site .* Install version 9\.4\.0 or later/);
  });

  it('an archive of the older format, naming the release that reads it', async () => {
    const older = path.join(work, 'older.backup');
    writeFileSync(older, Buffer.concat([Buffer.from('NILAVUBK', 'ascii'), Buffer.from([1, 0]), Buffer.alloc(64)]));
    await refused(older, undefined, /made in an older format \(a \.backup file\): restore it with version 0\.1\.0's code/);
  });

  it('opens without the site: tar -xzf, and age -d with the passphrase, give the manifest, every table and every file as uploaded', async () => {
    const uploads = path.join(site.database.dataDir, 'uploads');
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const openedPlain = mkdtempSync(path.join(work, 'tar-'));
    execFileSync('tar', ['-xzf', plain, '-C', openedPlain]);
    const decrypted = path.join(work, 'decrypted.tar.gz');
    // age reads a passphrase only from a terminal: script gives it one.
    execFileSync('script', ['-qec', `age -d -o ${decrypted} ${encrypted}`, '/dev/null'], { input: `${PASSPHRASE}\n` });
    const openedAge = mkdtempSync(path.join(work, 'age-'));
    execFileSync('tar', ['-xzf', decrypted, '-C', openedAge]);
    for (const opened of [openedPlain, openedAge]) {
      const manifest = JSON.parse(readFileSync(path.join(opened, 'manifest.json'), 'utf8')) as Manifest;
      assert.equal(manifest.format, ARCHIVE_FORMAT);
      assert.ok(manifest.tables.length > 5);
      for (const table of manifest.tables) {
        const copy = readFileSync(path.join(opened, 'tables', `${table.name}.copy`));
        assert.equal(sha256(copy), table.sha256, table.name);
        assert.equal(copy.toString('utf8').split('\n').length - 1, table.rows, `${table.name} has one line a row`);
      }
      assert.match(readFileSync(path.join(opened, 'tables', 'contact_submissions.copy'), 'utf8'), /@example\.com/);
      const stored = readdirSync(uploads).sort();
      assert.ok(stored.length >= 2, 'the photo and its sizes');
      assert.deepEqual(readdirSync(path.join(opened, 'files')).sort(), stored);
      for (const name of stored) assert.deepEqual(readFileSync(path.join(opened, 'files', name)), readFileSync(path.join(uploads, name)), name);
    }
  });

  it('a target that is not empty: a DATA_DIR with files, a database with tables (npm run restore)', async () => {
    const target = emptyTarget();
    mkdirSync(path.join(target.dataDir, 'uploads'));
    writeFileSync(path.join(target.dataDir, 'uploads', 'kept.png'), 'kept');
    const intoFiles = spawnSync(process.execPath, ['src/server/cli/backup.server.ts', 'restore', plain], {
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: '', BACKUP_PASSPHRASE: '' },
      encoding: 'utf8',
    });
    assert.equal(intoFiles.status, 1);
    assert.match(intoFiles.stderr, /The uploads folder .* is not empty: a backup is restored only into an empty one/);
    assert.deepEqual(readdirSync(target.dataDir), ['uploads']);
    assert.equal(readFileSync(path.join(target.dataDir, 'uploads', 'kept.png'), 'utf8'), 'kept');

    const rowsBefore = await site.database.handle.sql`SELECT count(*)::int AS n FROM contact_submissions`;
    const intoDatabase = spawnSync(process.execPath, ['src/server/cli/backup.server.ts', 'restore', plain], {
      env: { ...process.env, DATA_DIR: emptyTarget().dataDir, DATABASE_URL: site.database.databaseUrl, BACKUP_PASSPHRASE: '' },
      encoding: 'utf8',
    });
    assert.equal(intoDatabase.status, 1);
    assert.match(intoDatabase.stderr, /The database at DATABASE_URL is not empty/);
    assert.deepEqual(await site.database.handle.sql`SELECT count(*)::int AS n FROM contact_submissions`, rowsBefore);
  });

  it('a site moving to a database server keeps its files: the same bytes are kept, other bytes under a stored name are refused', { skip: !postgresAvailable && 'needs PostgreSQL' }, async () => {
    const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
    const names = [`moved_${Date.now()}`, `tampered_${Date.now()}`];
    const urlOf = (name: string) => Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).toString();
    try {
      for (const name of names) await admin.unsafe(`CREATE DATABASE ${name}`);
      const dataDir = mkdtempSync(path.join(work, 'moving-'));
      cpSync(path.join(site.database.dataDir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
      const manifest = await restoreArchive(plain, undefined, { dataDir, databaseUrl: urlOf(names[0]!), storage: createLocalStorage(dataDir) }, () => {}, { unchecked: true });
      assert.equal(manifest.tables.find((table) => table.name === 'staff_members')?.rows, 1);

      const [first] = readdirSync(path.join(dataDir, 'uploads'));
      writeFileSync(path.join(dataDir, 'uploads', first!), 'other bytes');
      await assert.rejects(
        restoreArchive(plain, undefined, { dataDir, databaseUrl: urlOf(names[1]!), storage: createLocalStorage(dataDir) }, () => {}, { unchecked: true }),
        /The file storage \(it holds another .*\) is not empty/,
      );
      const target = postgres(urlOf(names[1]!), { max: 1, onnotice: () => {} });
      const [row] = await target<{ relations: number }[]>`SELECT count(*)::int AS relations FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`;
      await target.end();
      assert.equal(row?.relations, 0, 'the refused target database is still empty');
    } finally {
      for (const name of names) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    }
  });
});

describe('backups of the older format in BACKUP_DIR', () => {
  it('are listed as failed, saying which release restores them, and are never pruned', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-older-backups-'));
    try {
      const id = '20261120T010203004Z-abcdef';
      const older = { id, createdAt: '2026-11-20T01:02:03.004Z', finishedAt: '2026-11-20T01:02:09.000Z', status: 'ok', trigger: 'schedule', size: 1234, encrypted: false, blobs: {} };
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(older));
      writeFileSync(path.join(dir, `${id}.backup`), 'NILAVUBK');
      const store = new BackupStore(dir);
      const [listed] = await store.records();
      assert.equal(listed?.status, 'failed');
      assert.match(listed?.error ?? '', /made in an older format \(a \.backup file\): restore it with version 0\.1\.0's code/);
      assert.deepEqual(await store.prune(1), []);
      assert.deepEqual(readdirSync(dir).sort(), [`${id}.backup`, `${id}.json`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
