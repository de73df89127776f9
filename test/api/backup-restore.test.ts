import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import postgres from 'postgres';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { contactSubmissions } from '../../src/server/db/schema.server.ts';
import { isPostgresAvailable, POSTGRES_ADMIN_URL } from '../helpers/databases.ts';

const backupCommand = (command: 'dump' | 'restore', file: string, dataDir: string) =>
  spawnSync(process.execPath, ['src/server/cli/database-backup.server.ts', command, file], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

const enquiry = (marker: string) => ({ name: 'Backup Test', email: 'backup@example.com', message: `kept ${marker}` });

test('the embedded database: npm run db:dump, then db:restore into an empty DATA_DIR', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'site-backup-'));
  // As root the server runs as the user postgres, who must reach the DATA_DIRs inside.
  chmodSync(work, 0o755);
  const [source, target, archive] = [path.join(work, 'source'), path.join(work, 'target'), path.join(work, 'site.tar.gz')];
  try {
    const marker = randomBytes(4).toString('hex');
    const database = await openDatabase({ dataDir: source, log: () => {} });
    await database.migrate();
    await database.db.insert(contactSubmissions).values(enquiry(marker));
    const whileRunning = backupCommand('dump', archive, source);
    assert.equal(whileRunning.status, 1, 'no dump of a database in use');
    assert.match(whileRunning.stderr, /Another server process \(pid \d+\) runs the embedded database/);
    await database.close();

    const dumped = backupCommand('dump', archive, source);
    assert.equal(dumped.status, 0, dumped.stderr);
    assert.ok(existsSync(archive));

    const restored = backupCommand('restore', archive, target);
    assert.equal(restored.status, 0, restored.stderr);
    const copy = await openDatabase({ dataDir: target, log: () => {} });
    try {
      await copy.migrate(); // what the server does at start: nothing left to apply
      const rows = await copy.db.select().from(contactSubmissions);
      assert.deepEqual(rows.map((row) => row.message), [`kept ${marker}`]);
    } finally {
      await copy.close();
    }

    const again = backupCommand('restore', archive, target);
    assert.equal(again.status, 1, 'a restore never overwrites a database');
    assert.match(again.stderr, /already holds a database/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

test('PostgreSQL: pg_dump, then pg_restore into a new database', { skip: !(hasPgDump && (await isPostgresAvailable())) && 'needs PostgreSQL and pg_dump' }, async () => {
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  const names = [`backup_${randomBytes(5).toString('hex')}`, `restore_${randomBytes(5).toString('hex')}`];
  const urlOf = (name: string) => Object.assign(new URL(POSTGRES_ADMIN_URL), { pathname: `/${name}` }).toString();
  const work = mkdtempSync(path.join(tmpdir(), 'site-pg-backup-'));
  try {
    for (const name of names) await admin.unsafe(`CREATE DATABASE ${name}`);
    const marker = randomBytes(4).toString('hex');
    const database = await openDatabase({ dataDir: work, databaseUrl: urlOf(names[0]!) });
    await database.migrate();
    await database.db.insert(contactSubmissions).values(enquiry(marker));
    await database.close();

    const archive = path.join(work, 'site.dump');
    const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${archive}`, urlOf(names[0]!)], { encoding: 'utf8' });
    assert.equal(dumped.status, 0, dumped.stderr);
    const restored = spawnSync('pg_restore', ['--no-owner', `--dbname=${urlOf(names[1]!)}`, archive], { encoding: 'utf8' });
    assert.equal(restored.status, 0, restored.stderr);

    const copy = await openDatabase({ dataDir: work, databaseUrl: urlOf(names[1]!) });
    try {
      await copy.migrate();
      const rows = await copy.db.select().from(contactSubmissions);
      assert.deepEqual(rows.map((row) => row.message), [`kept ${marker}`]);
    } finally {
      await copy.close();
    }
  } finally {
    for (const name of names) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
    rmSync(work, { recursive: true, force: true });
  }
});
