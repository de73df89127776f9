import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.server.ts';
import type { AppContext } from '../../src/server/context.server.ts';
import type { ContentCache } from '../../src/server/content/cache.server.ts';
import { parseEnv } from '../../src/server/env.server.ts';
import { createServices } from '../../src/server/services.server.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  cache: ContentCache;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real server (without pages) on a fresh database, driven through app.inject(). */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
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
  };
  const { app, cache } = await buildApp(context, { pages: false, logger: false });
  await app.ready();
  return {
    app,
    context,
    cache,
    database,
    async close() {
      await app.close();
      context.mailer.close();
      await database.dispose();
    },
  };
}
