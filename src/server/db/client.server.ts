import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import postgres from 'postgres';
import { type EmbeddedServer, type Log, runningServerUrl, startEmbeddedServer } from './embedded-server.server.ts';
import { MIGRATIONS_FOLDER } from './migrations.server.ts';
import { EarlierPgliteDatabase, holdsEarlierPgliteDatabase, moveEarlierPgliteDatabase } from './pglite-move.server.ts';
import * as schema from './schema.server.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'embedded': the PostgreSQL server this process started on DATA_DIR; 'postgres': DATABASE_URL's. */
  kind: 'embedded' | 'postgres';
  /** The driver itself, for what Drizzle does not offer (COPY, a snapshot transaction). */
  sql: postgres.Sql;
  /**
   * Applies the pending migrations, all in one transaction: a failing one leaves the database as
   * it was. `upTo` stops at that level (a restore builds the schema its data was dumped from);
   * `folder` is for tests that add a migration of their own.
   */
  migrate(options?: { upTo?: number; folder?: string }): Promise<void>;
  close(): Promise<void>;
}

// The address of each database this module opened: LISTEN needs a connection of its own.
const addresses = new WeakMap<Database, string>();
/** How long a lost listening connection waits before it tries again, after the first attempt at once. */
const RELISTEN_MS = 1_000;

// Taken while migrating so that several processes starting together do not race.
const MIGRATION_LOCK = 7_311_905;

/**
 * DATABASE_URL's server, or else the embedded one started on DATA_DIR. Both are reached through
 * the same driver. A DATA_DIR still holding the PGlite database of an earlier version is refused
 * with what to do, unless the caller is the command that moves it over.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: Log;
  /** For commands: use the embedded server of a site running on DATA_DIR when there is one. */
  besideRunningSite?: boolean;
  /** For `npm run db:move-pglite`: move DATA_DIR/db (PGlite) into the embedded server first. */
  moveEarlierPglite?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'postgres');
  const running = options.besideRunningSite ? await runningServerUrl(options.dataDir) : undefined;
  if (running) return openPostgres(running, 'embedded');
  if (!options.moveEarlierPglite && holdsEarlierPgliteDatabase(options.dataDir)) throw new EarlierPgliteDatabase(options.dataDir);
  const server = await startEmbeddedServer(options.dataDir, options.log);
  try {
    if (options.moveEarlierPglite) await moveEarlierPgliteDatabase(options.dataDir, server.url, options.log);
    return await openPostgres(server.url, 'embedded', server);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const POOL_SIZE = 5;

async function openPostgres(url: string, kind: DatabaseHandle['kind'], server?: EmbeddedServer): Promise<DatabaseHandle> {
  const client = postgres(url, {
    // Each connection is a PostgreSQL process of about 6 MB. postgres-js sends a query on a busy
    // connection without waiting for the one before (pipelining), and the public hot paths take
    // one or two round trips: five served POST /api/contacts as fast as ten, with 10-12 MB less
    // for the embedded server (bench/HISTORY.md).
    max: POOL_SIZE,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  addresses.set(db, url);
  server?.onRestart(() => dropConnectionsToDeadServer(client));
  return {
    db,
    kind,
    sql: client,
    async migrate({ upTo, folder = MIGRATIONS_FOLDER } = {}) {
      await client.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
        await tx`CREATE EXTENSION IF NOT EXISTS pg_trgm`;
      });
      const lockClient = await client.reserve();
      try {
        await lockClient`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
        const migrations = readMigrationFiles({ migrationsFolder: folder }).slice(0, upTo);
        // What drizzle-orm's migrate() does, on the chosen migrations: one transaction for all.
        const migrator = drizzle(client) as unknown as { dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> }; session: unknown };
        await migrator.dialect.migrate(migrations, migrator.session, { migrationsFolder: folder });
      } finally {
        await lockClient`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
        lockClient.release();
      }
    },
    async close() {
      await client.end({ timeout: 5 });
      await server?.stop();
    },
  };
}

/**
 * After a kill -9 of the embedded server, its backends live on, idle, until their next query,
 * which they answer 'terminating connection due to unexpected postmaster exit': each pooled
 * connection would fail one visitor's request after the restart. Touching every connection
 * once ends them (and their orphaned processes) before the restart is announced.
 */
async function dropConnectionsToDeadServer(client: postgres.Sql): Promise<void> {
  await Promise.allSettled(
    Array.from({ length: POOL_SIZE }, async () => {
      const connection = await client.reserve();
      try {
        await connection`select 1`;
      } finally {
        connection.release();
      }
    }),
  );
}

/** The driver under a database opened by openDatabase(), for COPY and snapshot transactions. */
export function driverOf(db: Database): postgres.Sql {
  return (db as unknown as { $client: postgres.Sql }).$client;
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `onMessage` for every NOTIFY on `channel`, on a connection of its own. When that
 * connection is lost (a restart, an outage, a terminated backend) it listens again, at once and
 * then every second until the database answers; `onListen` runs each time listening (re)starts,
 * so a caller can catch up on what was sent while nobody listened. (The driver's own `listen`
 * tries again only once: after an outage longer than that it would stay deaf.)
 * Returns the call that stops listening.
 */
export async function listen(
  db: Database,
  channel: string,
  onMessage: (payload: string) => void,
  onListen: () => void,
): Promise<() => Promise<void>> {
  const url = addresses.get(db);
  if (!url) throw new Error('listen() needs a database opened by openDatabase()');
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const onnotify = (name: string, payload: string) => {
    if (name === channel) onMessage(payload);
  };
  // `onnotify` is the option the driver's own listen() is built on; its type declarations omit it.
  const options = { max: 1, max_lifetime: null, fetch_types: false, connect_timeout: 5, onnotice: () => {}, onnotify, onclose: () => listenAgain(0) };
  const connection = postgres(url, options as postgres.Options<Record<string, never>>);
  const start = async () => {
    await connection`LISTEN ${connection(channel)}`;
    onListen();
  };
  function listenAgain(delayMs: number) {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      start().catch(() => listenAgain(RELISTEN_MS));
    }, delayMs);
    retry.unref();
  }
  await start();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await connection.end({ timeout: 5 });
  };
}
