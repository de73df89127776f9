import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import postgres from 'postgres';
import { BackupStore } from '../../src/server/backup/backup-store.server.ts';
import { makeBackup } from '../../src/server/backup/make-backup.server.ts';
import { restoreArchive } from '../../src/server/backup/restore.server.ts';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrations.server.ts';
import { parseEnv } from '../../src/server/env.server.ts';
import { createLocalStorage } from '../../src/server/files/local-storage.server.ts';
import { signIn } from '../helpers/accounts.ts';
import { createTestAppOn } from '../helpers/app.ts';
import { createTestDatabase, isPostgresAvailable, POSTGRES_ADMIN_URL } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';

/**
 * The programme of an application was stored in a column named `role` until migration
 * 0009_inquiry_programme renamed it. A backup made before that restores into this version with
 * every programme kept, and the API still answers it as `role`.
 */
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const beforeTheRename = journal.entries.findIndex((entry) => entry.tag === '0009_inquiry_programme');
const silent = { info() {}, warn() {}, error() {} };

test('an archive made before the programme column was renamed restores with its programmes', { skip: !(await isPostgresAvailable()) && 'needs PostgreSQL' }, async () => {
  const old = await createTestDatabase('postgres');
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  const restoredName = `restored_${Date.now()}`;
  const work = mkdtempSync(path.join(tmpdir(), 'site-programme-'));
  chmodSync(work, 0o755);
  try {
    await old.handle.sql`DROP SCHEMA public CASCADE`;
    await old.handle.sql`DROP SCHEMA drizzle CASCADE`;
    await old.handle.sql`CREATE SCHEMA public`;
    await old.handle.migrate({ upTo: beforeTheRename });
    await old.handle.sql`INSERT INTO internship_inquiries (name, email, role, message) VALUES ('Old Applicant', 'old@example.com', 'Graphic Design', 'Sent before the rename')`;
    const env = parseEnv({ DATA_DIR: old.dataDir });
    const record = (await makeBackup({ sql: old.handle.sql, storage: createLocalStorage(old.dataDir), env, log: silent }, { trigger: 'manual' }))!;
    const archive = new BackupStore(env.backup.dir).archivePath(record);

    await admin.unsafe(`CREATE DATABASE ${restoredName}`);
    const databaseUrl = Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${restoredName}` }).toString();
    await restoreArchive(archive, undefined, { dataDir: work, databaseUrl, storage: createLocalStorage(work) }, () => {}, { unchecked: true });

    const site = await createTestAppOn(await openDatabase({ dataDir: work, databaseUrl }), work);
    try {
      const token = await signIn(site.app, site.context.db);
      const listed = await call(site.app, 'GET', '/api/internship-inquiries', { token });
      assert.equal(listed.statusCode, 200);
      assert.deepEqual(
        listed.json<{ name: string; role: string }[]>().map(({ name, role }) => [name, role]),
        [['Old Applicant', 'Graphic Design']],
      );
    } finally {
      await site.close();
    }
  } finally {
    await old.dispose();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(work, { recursive: true, force: true });
  }
});
