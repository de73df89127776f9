import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { migrate } from 'drizzle-orm/pg-proxy/migrator';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { loadPgliteTools } from '../../src/server/db/pglite-move.server.ts';
import { accounts, contactSubmissions } from '../../src/server/db/schema.server.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const commandPath = fileURLToPath(new URL('../../src/server/cli/move-pglite.server.ts', import.meta.url));
// PGlite is the move command's own dependency (tools/pglite-move), installed from its lockfile on first use.
const tools = await loadPgliteTools(() => {});
const { DATABASE_URL: _unused, ...withoutDatabaseUrl } = process.env;

/** A DATA_DIR as the PGlite versions left it: the database in DATA_DIR/db, migrated, with rows. */
async function earlierDataDir(marker: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-pglite-'));
  chmodSync(dataDir, 0o755);
  const client = await tools.openPglite(path.join(dataDir, 'db'));
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // Drizzle through a callback (pg-proxy), so the site's Drizzle needs no PGlite of its own.
  const db = drizzle(async (query, params, method) => ({
    rows: (await client.query<never>(query, params, { rowMode: method === 'all' ? 'array' : 'object' })).rows,
  }));
  await migrate(db, async (queries) => {
    for (const query of queries) await client.exec(query);
  }, { migrationsFolder });
  await db.insert(contactSubmissions).values(
    Array.from({ length: 1200 }, (_, index) => ({ name: `Visitor ${index}`, email: 'v@example.com', message: `kept ${marker} ${index} it's "quoted"\nand multi-line` })),
  );
  await db.insert(accounts).values({ email: `admin-${marker}@example.com`, passwordHash: 'argon2-hash' });
  await client.close();
  return dataDir;
}

test('the site refuses to start on a data folder still holding a PGlite database, naming the command that moves it, and changes nothing', async () => {
  const dataDir = await earlierDataDir('refused');
  try {
    await assert.rejects(openDatabase({ dataDir, log: () => {} }), /holds the database of an earlier version \(PGlite\).*`npm run db:move-pglite`/s);
    assert.ok(existsSync(path.join(dataDir, 'db', 'PG_VERSION')));
    assert.ok(!existsSync(path.join(dataDir, 'postgres')), 'no cluster was made');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('npm run db:move-pglite moves an earlier PGlite database in DATA_DIR/db into the embedded PostgreSQL server, and keeps it', async () => {
  const marker = randomBytes(4).toString('hex');
  const dataDir = await earlierDataDir(marker);
  try {
    const command = spawnSync(process.execPath, [commandPath], { env: { ...withoutDatabaseUrl, DATA_DIR: dataDir }, encoding: 'utf8' });
    assert.equal(command.status, 0, command.stderr);
    const database = await openDatabase({ dataDir, log: () => {} });
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
    assert.ok(command.stdout.includes(`the PGlite folder is kept as ${path.join(dataDir, kept[0]!)}`), command.stdout);

    // The next start finds nothing to move and keeps the rows.
    const again = await openDatabase({ dataDir, log: () => {} });
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
    const moved = await openDatabase({ dataDir, log: () => {}, moveEarlierPglite: true });
    await moved.close();
    const keptName = readdirSync(dataDir).find((name) => name.startsWith('db.pglite-moved-'))!;
    // An earlier PGlite folder turns up again beside the cluster (say, restored from a backup).
    await tools.openPglite(path.join(dataDir, 'db')).then((client) => client.close());
    await assert.rejects(
      openDatabase({ dataDir, log: () => {}, moveEarlierPglite: true }),
      /holds the database of an earlier version \(PGlite\).*move .*postgres away \(mv\) and run the move again/s,
    );
    assert.ok(existsSync(path.join(dataDir, 'db', 'PG_VERSION')), 'the PGlite folder is left where it is');
    assert.ok(existsSync(path.join(dataDir, keptName)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
