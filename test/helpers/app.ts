import type { FastifyInstance } from 'fastify';
import { after, before } from 'node:test';
import { buildApp } from '../../src/server/app.server.ts';
import type { AppContext } from '../../src/server/context.server.ts';
import type { ReadThroughCache } from '../../src/server/read-through-cache.server.ts';
import { ContentStore } from '../../src/server/content/content-store.server.ts';
import { parseEnv } from '../../src/server/env.server.ts';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { createServices } from '../../src/server/services.server.ts';
import { signIn } from './accounts.ts';
import { ensureBuiltSite } from './built-site.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  cache: ReadThroughCache;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Render pages with the built site. */
  pages?: boolean;
  /** Hooks to add before the app is ready (a test that watches what later hooks see). */
  beforeReady?: (app: FastifyInstance) => void;
}

/** The real server (without pages unless asked, which needs the built site) on a fresh database, driven through app.inject(). */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  return appOn(database, kind, env, options, () => database.dispose());
}

/**
 * A second server process on the database of `first`, with connections of its own (as a second
 * `npm start` on the same DATABASE_URL would have); closing it leaves the database to `first`.
 */
export async function createTestAppBeside(first: Pick<TestApp, 'database' | 'context'>, options: TestAppOptions = {}): Promise<TestApp> {
  const handle = await openDatabase({ dataDir: first.database.dataDir, databaseUrl: first.database.databaseUrl });
  const database: TestDatabase = { ...first.database, handle, dispose: () => handle.close() };
  return appOn(database, first.context.databaseKind, {}, options, () => handle.close());
}

/** The real server on a database opened elsewhere (a restored one, say); closing it closes `handle`. */
export async function createTestAppOn(
  handle: TestDatabase['handle'],
  dataDir: string,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database: TestDatabase = { handle, dataDir, databaseUrl: '', dispose: () => handle.close() };
  return appOn(database, handle.kind, env, options, () => handle.close());
}

async function appOn(
  database: TestDatabase,
  kind: DatabaseKind,
  env: Record<string, string>,
  options: TestAppOptions,
  release: () => Promise<void>,
): Promise<TestApp> {
  const parsedEnv = parseEnv({
    DATA_DIR: database.dataDir,
    DEMO_CONTENT: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const context: AppContext = {
    env: parsedEnv,
    db: database.handle.db,
    databaseKind: kind,
    adminBase: '/console-test0000000000',
    // Files in DATA_DIR/uploads of the test's own folder (or the bucket named by S3_* variables),
    // mail in its DATA_DIR/outbox (or the SMTP server named by SMTP_URL).
    ...createServices(parsedEnv),
    content: new ContentStore(database.handle.db),
  };
  // A server that renders pages needs the built site: built once, the first time one is asked for.
  if (options.pages) ensureBuiltSite();
  const built = await buildApp(context, { pages: options.pages ?? false, logger: false })
    .then(async (result) => {
      options.beforeReady?.(result.app);
      await result.app.ready();
      return result;
    })
    .catch(async (error: unknown) => {
      // A server that refuses to start (an /api route without access, say) still lets the
      // test's database go, so the run ends and reports why.
      context.mailer.close();
      await database.dispose();
      throw error;
    });
  const { app, cache } = built;
  return {
    app,
    context,
    cache,
    database,
    async close() {
      await app.close();
      context.mailer.close();
      await release();
    },
  };
}

export interface SignedInTestApp extends Omit<TestApp, 'close'> {
  /** The test admin's bearer token. */
  token: string;
}

/**
 * For a describe block: a test app made before its tests, with the test admin signed in, and
 * closed after them. Read its fields inside hooks and tests only (they are set by `before`).
 */
export function signedInTestApp(kind: DatabaseKind, env: Record<string, string> = {}, options: TestAppOptions = {}): SignedInTestApp {
  const ready = {} as SignedInTestApp;
  let testApp: TestApp | undefined;
  before(async () => {
    testApp = await createTestApp(kind, env, options);
    Object.assign(ready, testApp, { token: await signIn(testApp.app, testApp.context.db) });
  });
  after(async () => testApp?.close());
  return ready;
}
