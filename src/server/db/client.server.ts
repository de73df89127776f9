import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { type EmbeddedServer, type Log, runningServerUrl, startEmbeddedServer } from './embedded-server.server.ts';
import { moveEarlierPgliteDatabase } from './pglite-move.server.ts';
import * as schema from './schema.server.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** 'embedded': the PostgreSQL server this process started on DATA_DIR; 'postgres': DATABASE_URL's. */
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// The address of each database this module opened: LISTEN needs a connection of its own.
const addresses = new WeakMap<Database, string>();
/** How long a lost listening connection waits before it tries again, after the first attempt at once. */
const RELISTEN_MS = 1_000;

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Taken while migrating so that several processes starting together do not race.
const MIGRATION_LOCK = 7_311_905;

/**
 * DATABASE_URL's server, or else the embedded one started on DATA_DIR (after moving over a
 * database an earlier version kept in PGlite). Both are reached through the same driver.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: Log;
  /** For commands: use the embedded server of a site running on DATA_DIR when there is one. */
  besideRunningSite?: boolean;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'postgres');
  const running = options.besideRunningSite ? await runningServerUrl(options.dataDir) : undefined;
  if (running) return openPostgres(running, 'embedded');
  const server = await startEmbeddedServer(options.dataDir, options.log);
  try {
    await moveEarlierPgliteDatabase(options.dataDir, server.url, options.log);
    return await openPostgres(server.url, 'embedded', server);
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function openPostgres(url: string, kind: DatabaseHandle['kind'], server?: EmbeddedServer): Promise<DatabaseHandle> {
  const client = postgres(url, {
    // Each connection is a PostgreSQL process of about 6 MB. postgres-js sends a query on a busy
    // connection without waiting for the one before (pipelining), and the public hot paths take
    // one or two round trips: five served POST /api/contacts as fast as ten, with 10-12 MB less
    // for the embedded server (docs/operations.md).
    max: 5,
    onnotice: () => {},
    connect_timeout: 5,
    idle_timeout: 30,
  });
  const db = drizzle(client, { schema }) as unknown as Database;
  addresses.set(db, url);
  return {
    db,
    kind,
    async migrate() {
      await client.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
        await tx`CREATE EXTENSION IF NOT EXISTS pg_trgm`;
      });
      const lockClient = await client.reserve();
      try {
        await lockClient`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
        await migrate(drizzle(client), { migrationsFolder });
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
