import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { accounts, contactSubmissions } from '../../src/server/db/schema.server.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A DATA_DIR as the PGlite versions left it: the database in DATA_DIR/db, migrated, with rows. */
async function earlierDataDir(marker: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-pglite-'));
  chmodSync(dataDir, 0o755);
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  await db.insert(contactSubmissions).values(
    Array.from({ length: 1200 }, (_, index) => ({ name: `Visitor ${index}`, email: 'v@example.com', message: `kept ${marker} ${index} it's "quoted"\nand multi-line` })),
  );
  await db.insert(accounts).values({ email: `admin-${marker}@example.com`, passwordHash: 'argon2-hash' });
  await client.close();
  return dataDir;
}

test('an earlier PGlite database in DATA_DIR/db is moved into the embedded PostgreSQL server at start, and kept', async () => {
  const marker = randomBytes(4).toString('hex');
  const dataDir = await earlierDataDir(marker);
  const logged: string[] = [];
  try {
    const database = await openDatabase({ dataDir, log: (line) => logged.push(line) });
    try {
      await database.migrate();
      const contacts = await database.db.select().from(contactSubmissions);
      assert.equal(contacts.length, 1200);
      assert.ok(contacts.some((row) => row.message === `kept ${marker} 7 it's "quoted"\nand multi-line`));
      const [account] = await database.db.select().from(accounts);
      assert.equal(account?.email, `admin-${marker}@example.com`);
    } finally {
      await database.close();
    }
    const kept = readdirSync(dataDir).filter((name) => name.startsWith('db.pglite-moved-'));
    assert.equal(kept.length, 1, 'the PGlite folder is kept beside the new one');
    assert.ok(!existsSync(path.join(dataDir, 'db')));
    assert.ok(logged.some((line) => line.includes(`the PGlite folder is kept as ${path.join(dataDir, kept[0]!)}`)), logged.join('\n'));

    // The next start finds nothing to move and keeps the rows.
    const again = await openDatabase({ dataDir, log: (line) => logged.push(line) });
    try {
      assert.equal((await again.db.select().from(contactSubmissions)).length, 1200);
    } finally {
      await again.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a PGlite folder beside a PostgreSQL cluster that already holds data is refused, naming what to do, and nothing changes', async () => {
  const dataDir = await earlierDataDir('second');
  try {
    const moved = await openDatabase({ dataDir, log: () => {} });
    await moved.close();
    const keptName = readdirSync(dataDir).find((name) => name.startsWith('db.pglite-moved-'))!;
    // An earlier PGlite folder turns up again beside the cluster (say, restored from a backup).
    await PGlite.create(path.join(dataDir, 'db')).then((client) => client.close());
    await assert.rejects(openDatabase({ dataDir, log: () => {} }), /holds the database of an earlier version \(PGlite\).*move .*postgres away \(mv\) and start again/s);
    assert.ok(existsSync(path.join(dataDir, 'db', 'PG_VERSION')), 'the PGlite folder is left where it is');
    assert.ok(existsSync(path.join(dataDir, keptName)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
