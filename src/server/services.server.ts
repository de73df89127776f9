import { pino } from 'pino';
import type { AppContext } from './context.server.ts';
import type { Env } from './env.server.ts';
import { createStorage } from './files/storage.server.ts';
import { createMailer } from './mail/mailer.server.ts';

/**
 * The parts of the context that follow from the environment alone: file storage (DATA_DIR or
 * S3), the mailer (SMTP_URL or DATA_DIR/outbox) and the logger for work outside requests.
 */
export function createServices(env: Env): Pick<AppContext, 'storage' | 'mailer' | 'log'> {
  const log = pino({ level: env.logLevel });
  return { storage: createStorage(env), mailer: createMailer(env, log), log };
}
