import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { backupDeps, runScheduledBackup } from '../../src/server/backup/backup-schedule.server.ts';
import { BackupStore } from '../../src/server/backup/backup-store.server.ts';
import { makeBackup } from '../../src/server/backup/make-backup.server.ts';
import { tryBackupLock } from '../../src/server/backup/backup-locks.server.ts';
import { dumpDatabase } from '../../src/server/backup/database-dump.server.ts';
import { Pace } from '../../src/server/backup/pace.server.ts';
import { migrateAtStart, MigrationFailed } from '../../src/server/backup/migrate-at-start.server.ts';
import { appliedLevel, latestLevel, MIGRATIONS_FOLDER } from '../../src/server/db/migrations.server.ts';
import { parseEnv } from '../../src/server/env.server.ts';
import { createLocalStorage } from '../../src/server/files/local-storage.server.ts';
import { signIn } from '../helpers/accounts.ts';
import { createTestApp, createTestAppBeside, type TestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { S3_TEST_PORT, startS3 } from '../helpers/s3.ts';
import { checkArchive } from '../../src/server/backup/archive-reader.server.ts';
import { restoreArchive } from '../../src/server/backup/restore.server.ts';
import { createS3Storage } from '../../src/server/files/s3-storage.server.ts';
import { call, contactBody, created, staffBody } from '../helpers/entities.ts';
import { dataUrl, pngBytes } from '../helpers/files.ts';

const ownerOnly = (file: string) => (statSync(file).mode & 0o077) === 0;

describe('scheduled backups', () => {
  let site: TestApp;
  let beside: TestApp;
  before(async () => {
    site = await createTestApp('embedded', { BACKUP_KEEP: '3' });
    beside = await createTestAppBeside(site);
    const token = await signIn(site.app, site.context.db);
    await created(site.app, token, '/api/team', staffBody({ profilePicture: dataUrl('image/png', await pngBytes(300, 300)) }));
  });
  after(async () => {
    await beside.close();
    await site.close();
  });
  const store = () => new BackupStore(site.context.env.backup.dir);

  it('are made by one process of several, once per interval', async () => {
    const made = await Promise.all([runScheduledBackup(backupDeps(site.context)), runScheduledBackup(backupDeps(beside.context))]);
    assert.equal(made.filter(Boolean).length, 1, 'one of two processes made it');
    // Later checks, by either process, find it made within the day.
    assert.deepEqual(await Promise.all([runScheduledBackup(backupDeps(beside.context)), runScheduledBackup(backupDeps(site.context))]), [null, null]);
    const records = await store().records();
    assert.equal(records.length, 1);
    assert.equal(records[0]!.status, 'ok');
    assert.equal(records[0]!.trigger, 'schedule');
  });

  it('each hold every file, keep exactly BACKUP_KEEP, and are readable by their owner only', async () => {
    await call(site.app, 'POST', '/api/contacts', { payload: contactBody() });
    for (let backup = 0; backup < 4; backup += 1) await makeBackup(backupDeps(site.context), { trigger: 'schedule' });
    const records = await store().records();
    assert.equal(records.length, 3, 'BACKUP_KEEP=3 backups are kept');
    const names = readdirSync(store().dir);
    const archives = names.filter((name) => name.endsWith('.tar.gz'));
    assert.deepEqual(archives.sort(), records.map((record) => `${record.id}.tar.gz`).sort());
    assert.deepEqual(names.filter((name) => !archives.includes(name) && !name.endsWith('.json')), [], 'no shared files folder, no partial files');
    const uploads = readdirSync(path.join(site.database.dataDir, 'uploads'));
    assert.ok(uploads.length >= 2, 'the photo and its sizes are stored');
    for (const record of records) {
      const { manifest } = await checkArchive(store().archivePath(record), undefined);
      assert.deepEqual(manifest.files.map((file) => file.key).sort(), uploads.sort(), 'every archive holds every file');
      assert.equal(record.size, statSync(store().archivePath(record)).size);
    }
    assert.equal(statSync(store().dir).mode & 0o077, 0, `${store().dir} is the owner's only`);
    for (const name of names) assert.ok(ownerOnly(path.join(store().dir, name)), `${name} is the owner's only`);
  });

  it('a failed scheduled backup is recorded for the dashboard with its reason, leaves no partial file, and the next good one clears it', async () => {
    const token = await signIn(site.app, site.context.db);
    const failing = { ...backupDeps(site.context), env: { ...site.context.env, backup: { ...site.context.env.backup, intervalMs: 1 } } };
    // A data folder that cannot hold the tables while they are written: the scheduled backup fails.
    const blocked = path.join(site.context.env.dataDir, 'tmp');
    rmSync(blocked, { recursive: true, force: true });
    writeFileSync(blocked, 'not a folder');
    try {
      assert.equal(await runScheduledBackup(failing), null);
    } finally {
      rmSync(blocked, { force: true });
    }
    const dashboard = (await call(site.app, 'GET', '/api/dashboard', { token })).json<{ backups: { lastGoodAt: string | null; failedScheduled: { error: string } | null } }>();
    assert.ok(dashboard.backups.lastGoodAt);
    assert.match(dashboard.backups.failedScheduled?.error ?? '', /EEXIST|ENOTDIR|not a directory|file already exists/);
    const listed = (await call(site.app, 'GET', '/api/backups', { token })).json<{ backups: { status: string; error: string | null }[] }>().backups;
    assert.equal(listed[0]?.status, 'failed');
    assert.match(listed[0]?.error ?? '', /EEXIST|ENOTDIR|not a directory|file already exists/);
    assert.deepEqual(readdirSync(store().dir).filter((name) => name.includes('partial')), [], 'no partial archive is left');
    await makeBackup(backupDeps(site.context), { trigger: 'manual' });
    const after = (await call(site.app, 'GET', '/api/dashboard', { token })).json<{ backups: { failedScheduled: unknown } }>();
    assert.equal(after.backups.failedScheduled, null);
  });

  it('a file that cannot be read while its archive is written fails the backup with the reason, and nothing partial is left', async () => {
    const storage = site.context.storage;
    const broken = {
      ...storage,
      async open(key: string) {
        const source = await storage.open(key);
        source?.destroy();
        return Readable.from(
          (async function* () {
            yield Buffer.from('the first bytes');
            throw new Error('EIO: i/o error, read');
          })(),
        );
      },
    };
    await assert.rejects(makeBackup({ ...backupDeps(site.context), storage: broken }, { trigger: 'manual' }), /EIO/);
    const [newest] = await store().records();
    assert.equal(newest?.status, 'failed');
    assert.match(newest?.error ?? '', /EIO: i\/o error/);
    assert.deepEqual(readdirSync(store().dir).filter((name) => name.includes('partial') || name.startsWith(newest!.id + '.tar')), [], 'no archive, whole or partial, is left');
    assert.deepEqual(readdirSync(path.join(site.context.env.dataDir, 'tmp')).filter((name) => name.startsWith('backup-')), [], 'no table spooled for it is left');
  });
});

describe('npm start with pending migrations on a database with data', () => {
  const oneLevelBack = latestLevel().level - 1;
  /** The database as the previous release left it (one migration behind), with an enquiry in it. */
  const asThePreviousReleaseLeftIt = async (database: TestDatabase) => {
    await database.handle.sql`DROP SCHEMA public CASCADE`;
    await database.handle.sql`DROP SCHEMA drizzle CASCADE`;
    await database.handle.sql`CREATE SCHEMA public`;
    await database.handle.migrate({ upTo: oneLevelBack });
    await database.handle.sql`INSERT INTO contact_submissions (name, email, message) VALUES ('Old Site', 'old@example.com', 'Before the upgrade')`;
  };

  it('backs up first, then migrates', async () => {
    const database = await createTestDatabase('embedded');
    try {
      await asThePreviousReleaseLeftIt(database);
      const env = parseEnv({ DATA_DIR: database.dataDir });
      await migrateAtStart(database.handle, { sql: database.handle.sql, storage: createLocalStorage(database.dataDir), env, log: silentLog });
      assert.equal((await appliedLevel(database.handle.sql)).level, latestLevel().level);
      const records = await new BackupStore(env.backup.dir).records();
      assert.deepEqual(records.map((record) => [record.trigger, record.status]), [['before-migrate', 'ok']]);
    } finally {
      await database.dispose();
    }
  });

  it('a failing migration leaves the database as it was, and the message names the backup', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-migrations-'));
    const database = await createTestDatabase('embedded');
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: object[] };
      journal.entries.push({ idx: journal.entries.length, version: '7', when: Date.now() + 60_000, tag: '9999_broken', breakpoints: true });
      writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
      writeFileSync(path.join(folder, '9999_broken.sql'), 'ALTER TABLE contact_submissions ADD COLUMN upgrade_note text;\n--> statement-breakpoint\nSELECT 1 / 0;');
      await database.handle.sql`INSERT INTO contact_submissions (name, email, message) VALUES ('Kept', 'kept@example.com', 'Still here')`;
      const env = parseEnv({ DATA_DIR: database.dataDir });
      const deps = { sql: database.handle.sql, storage: createLocalStorage(database.dataDir), env, log: silentLog };
      await assert.rejects(migrateAtStart(database.handle, deps, folder), (error: unknown) => {
        assert.ok(error instanceof MigrationFailed);
        assert.match(error.message, /A database migration failed and was rolled back: the database is as it was before, and the server did not start\./);
        assert.match(error.message, new RegExp(`The backup made just before is ${env.backup.dir}/\\d{8}T\\d{9}Z-[a-f0-9]{6}\\.tar\\.gz\\.`));
        assert.match(error.message, /division by zero/);
        return true;
      });
      const columns = await database.handle.sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'contact_submissions' AND column_name = 'upgrade_note'`;
      assert.equal(columns.length, 0, 'the first statement was rolled back with the failing one');
      assert.equal((await appliedLevel(database.handle.sql)).level, latestLevel().level);
      assert.equal((await database.handle.sql`SELECT count(*)::int AS n FROM contact_submissions`)[0]!.n, 1);
    } finally {
      await database.dispose();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('BACKUP_BEFORE_MIGRATE=off migrates without a backup', async () => {
    const database = await createTestDatabase('embedded');
    try {
      await asThePreviousReleaseLeftIt(database);
      const env = parseEnv({ DATA_DIR: database.dataDir, BACKUP_BEFORE_MIGRATE: 'off' });
      await migrateAtStart(database.handle, { sql: database.handle.sql, storage: createLocalStorage(database.dataDir), env, log: silentLog });
      assert.equal((await appliedLevel(database.handle.sql)).level, latestLevel().level);
      assert.deepEqual(await new BackupStore(env.backup.dir).records(), []);
    } finally {
      await database.dispose();
    }
  });
});

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

describe('the Backups API (signed in)', () => {
  let site: TestApp;
  let token: string;
  before(async () => {
    site = await createTestApp('embedded');
    token = await signIn(site.app, site.context.db);
    await call(site.app, 'POST', '/api/contacts', { payload: contactBody() });
  });
  after(async () => site.close());

  it('starts a backup, lists it with its size, downloads it as one archive, and deletes it', async () => {
    const started = await call(site.app, 'POST', '/api/backups', { token });
    assert.equal(started.statusCode, 202);
    const { backup } = started.json<{ backup: { id: string; status: string } }>();
    assert.equal(backup.status, 'running');
    let listed: { id: string; status: string; size: number }[] = [];
    for (let tries = 0; tries < 100 && listed[0]?.status !== 'ok'; tries += 1) {
      const list = await call(site.app, 'GET', '/api/backups', { token });
      assert.equal(list.headers['cache-control'], 'no-store');
      listed = list.json<{ backups: typeof listed }>().backups;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(listed[0]?.id, backup.id);
    assert.equal(listed[0]?.status, 'ok');
    assert.ok(listed[0]!.size > 0);

    assert.equal((await call(site.app, 'GET', `/api/backups/${backup.id}/check`, { token })).statusCode, 204);
    const download = await call(site.app, 'GET', `/api/backups/${backup.id}/download`, { token });
    assert.equal(download.statusCode, 200);
    assert.match(String(download.headers['content-disposition']), new RegExp(`attachment; filename="site-backup-${backup.id}\\.tar\\.gz"`));
    const stored = new BackupStore(site.context.env.backup.dir).archivePath({ id: backup.id, encrypted: false });
    assert.deepEqual(download.rawPayload, readFileSync(stored), 'the download is the stored archive, byte for byte');
    assert.equal(Number(download.headers['content-length']), download.rawPayload.length);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-download-')), 'download.tar.gz');
    writeFileSync(file, download.rawPayload);
    const { manifest } = await checkArchive(file, undefined);
    assert.equal(manifest.tables.find((table) => table.name === 'contact_submissions')?.rows, 1);
    rmSync(path.dirname(file), { recursive: true, force: true });

    assert.equal((await call(site.app, 'DELETE', `/api/backups/${backup.id}`, { token })).statusCode, 204);
    assert.deepEqual((await call(site.app, 'GET', '/api/backups', { token })).json<{ backups: unknown[] }>().backups, []);
    assert.equal((await call(site.app, 'DELETE', `/api/backups/${backup.id}`, { token })).statusCode, 404);
    assert.equal((await call(site.app, 'GET', '/api/backups/not-a-backup/download', { token })).statusCode, 404);
    assert.equal((await call(site.app, 'GET', '/api/backups')).statusCode, 401);
  });

  it('refuses, before any byte, to download an archive the site cannot open now, saying why', async () => {
    const encrypting = { ...backupDeps(site.context), env: { ...site.context.env, backup: { ...site.context.env.backup, passphrase: 'an-earlier-passphrase' } } };
    const record = (await makeBackup(encrypting, { trigger: 'manual' }))!;
    assert.equal(record.encrypted, true);
    const refusal = async (code: string, reason: RegExp) => {
      for (const route of ['check', 'download']) {
        const answer = await call(site.app, 'GET', `/api/backups/${record.id}/${route}`, { token });
        assert.equal(answer.statusCode, 409, route);
        assert.match(String(answer.headers['content-type']), /application\/json/);
        assert.equal(answer.headers['content-disposition'], undefined, 'no download was started');
        const body = answer.json<{ error: string; code: string }>();
        assert.equal(body.code, code);
        assert.match(body.error, reason);
      }
    };
    // The site has no passphrase now.
    await refusal('backup_passphrase_needed', /This backup is encrypted, and the site has no BACKUP_PASSPHRASE now/);
    const backup = site.context.env.backup as { passphrase?: string };
    backup.passphrase = 'another-passphrase';
    try {
      await refusal('backup_wrong_passphrase', /encrypted with another passphrase than the site's BACKUP_PASSPHRASE now/);
      backup.passphrase = 'an-earlier-passphrase';
      const download = await call(site.app, 'GET', `/api/backups/${record.id}/download`, { token });
      assert.equal(download.statusCode, 200);
      assert.match(String(download.headers['content-disposition']), /\.tar\.gz\.age"/);
    } finally {
      delete backup.passphrase;
    }
    assert.equal((await call(site.app, 'DELETE', `/api/backups/${record.id}`, { token })).statusCode, 204);
  });

  it('streams a large table and goes on with the next ones (the server is paused and resumed while the archive is written)', { timeout: 60_000 }, async () => {
    const sql = site.database.handle.sql;
    await sql`INSERT INTO contact_submissions (name, email, message) SELECT 'Visitor ' || g, 'v' || g || '@example.com', repeat('An enquiry long enough to fill buffers. ', 4) FROM generate_series(1, 40000) AS g`;
    const record = (await makeBackup(backupDeps(site.context), { trigger: 'manual' }))!;
    const { manifest } = await checkArchive(new BackupStore(site.context.env.backup.dir).archivePath(record), undefined);
    const [row] = await sql<{ count: number }[]>`SELECT count(*)::int AS count FROM contact_submissions`;
    assert.equal(manifest.tables.find((table) => table.name === 'contact_submissions')?.rows, row!.count);
    assert.ok(manifest.tables.findIndex((table) => table.name === 'contact_submissions') < manifest.tables.length - 1, 'more tables follow it');
    await sql`DELETE FROM contact_submissions WHERE email LIKE 'v%@example.com'`;
  });

  it('a failure while a table is read leaves the connection usable and the lock free: the next backup is made', { timeout: 60_000 }, async () => {
    const sql = site.database.handle.sql;
    await sql`INSERT INTO contact_submissions (name, email, message) SELECT 'Visitor ' || g, 'v' || g || '@example.com', repeat('An enquiry long enough to fill buffers. ', 4) FROM generate_series(1, 40000) AS g`;
    const lock = (await tryBackupLock(sql))!;
    const failing = dumpDatabase(lock.connection, new Pace(), {
      onSnapshot: async () => {},
      async table(table, rows) {
        if (table.name !== 'contact_submissions') {
          for await (const _chunk of rows) void _chunk;
          return;
        }
        for await (const _chunk of rows) throw new Error('no space left on the device');
      },
    });
    await assert.rejects(failing, /no space left on the device/);
    await lock.release();
    const record = await makeBackup(backupDeps(site.context), { trigger: 'manual' });
    assert.equal(record?.status, 'ok');
    assert.equal((await call(site.app, 'GET', '/api/backups', { token })).statusCode, 200);
    await sql`DELETE FROM contact_submissions WHERE email LIKE 'v%@example.com'`;
  });

  it('npm run backup -- FILE, while the site runs: a checked backup in BACKUP_DIR and a copy of its archive in FILE', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-backup-command-'));
    const file = path.join(folder, 'site.tar.gz');
    try {
      const command = spawnSync(process.execPath, ['src/server/cli/backup.server.ts', 'backup', file], {
        env: { ...process.env, DATA_DIR: site.database.dataDir, DATABASE_URL: site.database.databaseUrl, BACKUP_PASSPHRASE: '', S3_BUCKET: '' },
        encoding: 'utf8',
      });
      assert.equal(command.status, 0, command.stderr);
      assert.match(command.stdout, /Backup \d{8}T\d{9}Z-[a-f0-9]{6} made and checked: .*\.tar\.gz \(\d+\.\d MB\)\.\nArchive copied to .*site\.tar\.gz\./);
      assert.ok(ownerOnly(file));
      assert.equal((await checkArchive(file, undefined)).manifest.tables.find((table) => table.name === 'contact_submissions')?.rows, 1);
      const records = await new BackupStore(site.context.env.backup.dir).records();
      assert.equal(records[0]?.trigger, 'command');
      assert.deepEqual(readFileSync(file), readFileSync(new BackupStore(site.context.env.backup.dir).archivePath(records[0]!)));
      const again = spawnSync(process.execPath, ['src/server/cli/backup.server.ts', 'backup', file], {
        env: { ...process.env, DATA_DIR: site.database.dataDir, DATABASE_URL: site.database.databaseUrl },
        encoding: 'utf8',
      });
      assert.equal(again.status, 1);
      assert.match(again.stderr, /already exists: name a new file/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('npm run backup as root, for a site that runs as another user: what it writes is that user\'s', { skip: process.getuid?.() !== 0 && 'needs root' }, async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'site-backup-owner-'));
    const siteUser = 65534;
    chownSync(backupDir, siteUser, siteUser);
    try {
      const command = spawnSync(process.execPath, ['src/server/cli/backup.server.ts', 'backup'], {
        env: { ...process.env, DATA_DIR: site.database.dataDir, DATABASE_URL: site.database.databaseUrl, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: '', S3_BUCKET: '' },
        encoding: 'utf8',
      });
      assert.equal(command.status, 0, command.stderr);
      const names = readdirSync(backupDir);
      assert.equal(names.filter((name) => name.endsWith('.tar.gz')).length, 1);
      for (const name of ['.', ...names]) assert.equal(statSync(path.join(backupDir, name)).uid, siteUser, `${name} belongs to the site's user`);
    } finally {
      rmSync(backupDir, { recursive: true, force: true });
    }
  });

  it('npm run backup that fails says why, exits 1, lists the backup as failed and leaves no partial file', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-backup-fails-'));
    const dataDir = path.join(folder, 'data');
    const backupDir = path.join(folder, 'backups');
    mkdirSync(dataDir);
    // Where the tables are written first is taken by a file.
    writeFileSync(path.join(dataDir, 'tmp'), 'not a folder');
    try {
      const command = spawnSync(process.execPath, ['src/server/cli/backup.server.ts', 'backup', path.join(folder, 'copy.tar.gz')], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: site.database.databaseUrl, BACKUP_DIR: backupDir, BACKUP_PASSPHRASE: '', S3_BUCKET: '' },
        encoding: 'utf8',
      });
      assert.equal(command.status, 1);
      assert.doesNotMatch(command.stdout, /made/);
      assert.match(command.stderr, /The backup failed: .*(EEXIST|ENOTDIR|not a directory|file already exists).* It is listed as failed/);
      const records = await new BackupStore(backupDir).records();
      assert.deepEqual(records.map((record) => [record.trigger, record.status]), [['command', 'failed']]);
      assert.deepEqual(readdirSync(backupDir), [`${records[0]!.id}.json`], 'the record alone: no archive, whole or partial');
      assert.equal(existsSync(path.join(folder, 'copy.tar.gz')), false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('with files in a bucket', () => {
  it('copies each backup to its own bucket under BACKUP_S3_PREFIX, and a restore puts the files into the configured bucket', async () => {
    const [sourceBucket, targetBucket, backupBucket] = [await startS3(), await startS3(S3_TEST_PORT + 7), await startS3(S3_TEST_PORT + 11)];
    const backupTarget = {
      BACKUP_S3_BUCKET: backupBucket.env.S3_BUCKET!,
      BACKUP_S3_ENDPOINT: backupBucket.env.S3_ENDPOINT!,
      BACKUP_S3_REGION: backupBucket.env.S3_REGION!,
      BACKUP_S3_ACCESS_KEY_ID: backupBucket.env.S3_ACCESS_KEY_ID!,
      BACKUP_S3_SECRET_ACCESS_KEY: backupBucket.env.S3_SECRET_ACCESS_KEY!,
      BACKUP_S3_PREFIX: 'site-backups/',
    };
    const site = await createTestApp('embedded', { ...sourceBucket.env, ...backupTarget });
    const work = mkdtempSync(path.join(tmpdir(), 'site-bucket-restore-'));
    chmodSync(work, 0o755);
    try {
      const token = await signIn(site.app, site.context.db);
      const member = await created<{ profilePicture: string }>(site.app, token, '/api/team', staffBody({ profilePicture: dataUrl('image/png', await pngBytes(90, 90)) }));
      const record = (await makeBackup(backupDeps(site.context), { trigger: 'manual' }))!;
      assert.equal(record.error, undefined, 'copied to the bucket');
      const inBucket = async (storage: ReturnType<typeof createS3Storage>, key: string) => {
        const stream = await storage.open(key);
        stream?.destroy();
        return stream !== null;
      };
      const backups = createS3Storage(site.context.env.backup.s3!);
      assert.ok(await inBucket(backups, `site-backups/${record.id}.tar.gz`));
      assert.ok(await inBucket(backups, `site-backups/${record.id}.json`));
      assert.equal(await inBucket(createS3Storage(site.context.env.s3!), `site-backups/${record.id}.tar.gz`), false, 'not in the uploads\' bucket');

      const archive = new BackupStore(site.context.env.backup.dir).archivePath(record);
      const dataDir = path.join(work, 'target');
      const target = createS3Storage(parseEnv({ DATA_DIR: dataDir, ...targetBucket.env }).s3!);
      const manifest = await restoreArchive(archive, undefined, { dataDir, storage: target }, () => {}, { unchecked: true });
      const key = member.profilePicture.slice('/media/'.length);
      const read = async (storage: typeof target) => {
        const chunks: Buffer[] = [];
        for await (const chunk of (await storage.open(key))!) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      };
      assert.deepEqual(await read(target), await read(site.context.storage));
      assert.ok(manifest.files.some((file) => file.key === key));
      assert.deepEqual(readdirSync(dataDir).filter((name) => name === 'uploads'), [], 'no file went to the local disk');
    } finally {
      await site.close();
      await sourceBucket.close();
      await targetBucket.close();
      await backupBucket.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('BACKUP_S3_PREFIX without BACKUP_S3_BUCKET is a start-up error, even with the uploads in a bucket', () => {
    assert.throws(
      () => parseEnv({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1', BACKUP_S3_PREFIX: 'site-backups' }),
      /BACKUP_S3_PREFIX: BACKUP_S3_PREFIX needs a bucket to copy backups to: set BACKUP_S3_BUCKET/,
    );
  });
});
