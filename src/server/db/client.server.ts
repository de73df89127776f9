import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.server.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded) and postgres-js (a PostgreSQL server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// PGlite's WebAssembly memory only grows, and its default 128 MB of shared buffers is most of
// an idle server's footprint. A small company's database fits in far less; the operating
// system's page cache still holds the files.
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Taken while migrating so that several processes starting together do not race.
const MIGRATION_LOCK = 7_311_905;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(embeddedDatabaseDir(options.dataDir));
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

async function openPglite(directory: string): Promise<DatabaseHandle> {
  mkdirSync(path.dirname(directory), { recursive: true });
  const options = { extensions: { pg_trgm }, startParams: EMBEDDED_START_PARAMS };
  if (!existsSync(directory)) {
    // Creating the database (initdb) swells the WebAssembly memory for good: create it in a
    // first instance, then serve from a fresh one.
    await (await PGlite.create(directory, options)).close();
  }
  const client = await PGlite.create(directory, options);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      await client.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
        await tx`CREATE EXTENSION IF NOT EXISTS pg_trgm`;
      });
      const lockClient = await client.reserve();
      try {
        await lockClient`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await lockClient`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
        lockClient.release();
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
