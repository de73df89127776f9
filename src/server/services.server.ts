import type { AppContext } from './context.server.ts';
import type { Env } from './env.server.ts';
import { createStorage } from './files/create-storage.server.ts';
import { createMailer } from './mail/mailer.server.ts';
import { createLogger } from './log.server.ts';
import { createMetrics } from './metrics/metrics.server.ts';
import { VisitorCounter } from './stats/visitor-counter.server.ts';

/**
 * The parts of the context that follow from the environment alone: file storage (DATA_DIR or
 * S3), the mailer (SMTP_URL or DATA_DIR/outbox), the logger for work outside requests and the
 * process's metrics and visitor figures.
 */
export function createServices(env: Env): Pick<AppContext, 'storage' | 'mailer' | 'log' | 'metrics' | 'visitors'> {
  const log = createLogger(env.logLevel);
  return { storage: createStorage(env), mailer: createMailer(env, log), log, metrics: createMetrics(), visitors: new VisitorCounter(env.visitorStats) };
}
