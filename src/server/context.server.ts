import type { ContentSource } from './content/content-source.server.ts';
import type { Database, DatabaseHandle } from './db/client.server.ts';
import type { Env } from './env.server.ts';
import type { Logger } from 'pino';
import type { Storage } from './files/storage.server.ts';
import type { Mailer } from './mail/mailer.server.ts';
import type { Metrics } from './metrics/metrics.server.ts';
import type { VisitorCounter } from './stats/visitor-counter.server.ts';

/** What every route module needs, built once at start-up and passed down explicitly. */
export interface AppContext {
  env: Env;
  db: Database;
  databaseKind: DatabaseHandle['kind'];
  /** The hidden admin path, e.g. /console-7f3a9c2e41b8d6 */
  adminBase: string;
  /** Uploaded and server-made files: DATA_DIR/uploads or an S3 bucket. */
  storage: Storage;
  /** SMTP_URL, or the DATA_DIR/outbox folder; used through the mail queue. */
  mailer: Mailer;
  /** For work outside a request: mail delivery, sweeps. */
  log: Logger;
  /** Requests, submissions and the process, for GET /metrics. */
  metrics: Metrics;
  /** Public page views and conversions counted in memory until stored (docs/decisions/255). */
  visitors: VisitorCounter;
  /** The published site content (company details, programmes…), for pages, mails and checks; buildApp starts it. */
  content: ContentSource;
}
