import { mkdirSync } from 'node:fs';
import { buildApp } from './app.server.ts';
import { ContentStore } from './content/content-store.server.ts';
import { resolveAdminBase } from './admin-base.server.ts';
import { startAuditTrailPurge } from './audit/audit-trail.server.ts';
import { startAuthSweep } from './auth/auth-sweep.server.ts';
import { startRetentionPurge } from './privacy/retention.server.ts';
import { bootstrapAdminAccount } from './bootstrap.server.ts';
import { seedDemoContent } from './demo/seed-demo.server.ts';
import { openDatabase } from './db/client.server.ts';
import { DataDirInUse } from './db/embedded-owner.server.ts';
import { parseEnvOrExit } from './env.server.ts';
import type { AppContext } from './context.server.ts';
import { startUploadSweep } from './files/orphan-sweep.server.ts';
import { startMailWorker } from './mail/mail-queue.server.ts';
import { createServices } from './services.server.ts';

async function main(): Promise<void> {
  const env = parseEnvOrExit();
  mkdirSync(env.dataDir, { recursive: true });
  const database = await openDatabase(env);
  await database.migrate();
  const adminBase = await resolveAdminBase(database.db, env.adminBase);
  const context: AppContext = { env, db: database.db, databaseKind: database.kind, adminBase, ...createServices(env), content: new ContentStore(database.db) };
  const { app } = await buildApp(context);
  await bootstrapAdminAccount(context, app.log);
  await seedDemoContent(context);
  const backgroundWork = [startMailWorker, startUploadSweep, startAuthSweep, startRetentionPurge, startAuditTrailPurge].map((start) => start(context));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close();
    for (const stop of backgroundWork) stop();
    context.mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  app.log.info({ adminLogin: `${env.publicUrl}${adminBase}/login`, database: database.kind, port }, 'ready');
  // Printed plainly as well so an operator sees where to sign in.
  console.log(`Site:        ${env.publicUrl}\nAdmin login: ${env.publicUrl}${adminBase}/login`);
}

main().catch((error: unknown) => {
  // A second server on the same DATA_DIR says why in one line; anything else with its stack.
  console.error(error instanceof DataDirInUse ? error.message : error);
  process.exit(1);
});
