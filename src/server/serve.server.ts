import { buildApp } from './app.server.ts';
import { ContentStore } from './content/content-store.server.ts';
import { resolveAdminBase } from './admin-base.server.ts';
import { startAuditTrailPurge } from './audit/audit-trail.server.ts';
import { startSubmissionKeySweep } from './api/submit-once.server.ts';
import { startAuthSweep } from './auth/auth-sweep.server.ts';
import { startBackupSchedule } from './backup/backup-schedule.server.ts';
import { migrateAtStart, MigrationFailed } from './backup/migrate-at-start.server.ts';
import { startRetentionPurge } from './privacy/retention.server.ts';
import { bootstrapAdminAccount } from './bootstrap.server.ts';
import { seedDemoContent } from './demo/seed-demo.server.ts';
import { seedDemoTranslations } from './demo/seed-demo-translations.server.ts';
import { openDatabase } from './db/client.server.ts';
import { DataDirInUse } from './db/embedded-owner.server.ts';
import { EarlierPgliteDatabase } from './db/pglite-move.server.ts';
import { parseEnvOrExit } from './env.server.ts';
import type { AppContext } from './context.server.ts';
import { startUploadSweep } from './files/orphan-sweep.server.ts';
import { keepDataDirPrivate } from './files/private-data-dir.server.ts';
import { flushLog } from './log.server.ts';
import { startMailWorker } from './mail/mail-queue.server.ts';
import { startTrashSweep } from './api/inbox-trash.server.ts';
import { startOperatorAlerts } from './alerts/operator-alerts.server.ts';
import { createServices } from './services.server.ts';
import { SHUTDOWN_LIMIT_MS, stopGracefully } from './shutdown.server.ts';

async function main(): Promise<void> {
  const env = parseEnvOrExit();
  keepDataDirPrivate(env.dataDir);
  const database = await openDatabase(env);
  const services = createServices(env);
  try {
    await migrateAtStart(database, { sql: database.sql, storage: services.storage, env, log: services.log });
  } catch (error) {
    await database.close();
    throw error;
  }
  const adminBase = await resolveAdminBase(database.db, env.adminBase);
  const context: AppContext = { env, db: database.db, databaseKind: database.kind, adminBase, ...services, content: new ContentStore(database.db) };
  const { app } = await buildApp(context);
  await bootstrapAdminAccount(context, app.log);
  await seedDemoContent(context);
  await seedDemoTranslations(context);
  const backgroundWork = [startMailWorker, startUploadSweep, startAuthSweep, startRetentionPurge, startAuditTrailPurge, startSubmissionKeySweep, startTrashSweep, startBackupSchedule, startOperatorAlerts].map((start) => start(context));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting.`);
      flushLog();
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await stopGracefully({ app, context, database, backgroundWork }, signal);
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
  // A second server on the same DATA_DIR, a failed migration or a PGlite folder still to move says why in plain words; anything else with its stack.
  console.error(error instanceof DataDirInUse || error instanceof MigrationFailed || error instanceof EarlierPgliteDatabase ? error.message : error);
  flushLog();
  process.exit(1);
});
