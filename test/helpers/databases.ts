import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.server.ts';
import { type EmbeddedServer, startEmbeddedServer } from '../../src/server/db/embedded-server.server.ts';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** 'embedded': the PostgreSQL server the product starts on DATA_DIR; 'postgres': an external server. */
export type DatabaseKind = 'embedded' | 'postgres';

let postgresAvailable: Promise<boolean> | undefined;
/** External PostgreSQL tests run whenever the server answers; embedded ones always run. */
export function isPostgresAvailable(): Promise<boolean> {
  postgresAvailable ??= (async () => {
    const sql = postgres(POSTGRES_ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await sql`select 1`;
      return true;
    } catch {
      return false;
    } finally {
      await sql.end({ timeout: 1 }).catch(() => {});
    }
  })();
  return postgresAvailable;
}

export async function availableDatabaseKinds(): Promise<DatabaseKind[]> {
  return (await isPostgresAvailable()) ? ['embedded', 'postgres'] : ['embedded'];
}

let embeddedServer: Promise<EmbeddedServer> | undefined;
/**
 * One embedded server per test file, started by the product's own code on a temporary
 * DATA_DIR; each test database is a database of its own on it.
 */
function sharedEmbeddedServer(): Promise<EmbeddedServer> {
  embeddedServer ??= (async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-cluster-'));
    const server = await startEmbeddedServer(dataDir, () => {});
    // The server's own exit hook has asked it to stop; its folder goes once it has.
    process.once('exit', () => {
      const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const pause = new Int32Array(new SharedArrayBuffer(4));
      for (let waited = 0; existsSync(lockFile) && waited < 10_000; waited += 20) Atomics.wait(pause, 0, 0, 20);
      rmSync(dataDir, { recursive: true, force: true });
    });
    return server;
  })();
  return embeddedServer;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dataDir: string;
  databaseUrl: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated database of the given kind, dropped again by dispose(). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const adminUrl = kind === 'embedded' ? (await sharedEmbeddedServer()).url : POSTGRES_ADMIN_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const handle = await openDatabase({ dataDir, databaseUrl });
  await handle.migrate();
  return {
    handle,
    dataDir,
    databaseUrl,
    async dispose() {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
