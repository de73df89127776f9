import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.server.ts';
import type { DatabaseHandle } from './db/client.server.ts';
import { flushLog } from './log.server.ts';
import { stopMailDelivery } from './mail/mail-queue.server.ts';

/**
 * After the listener closes, how long kept-alive connections stay open (unless all have closed
 * sooner) so that a request a client is sending on one right then is answered (with
 * `Connection: close`) rather than cut off by the connection closing under it.
 */
const KEPT_ALIVE_GRACE_MS = 1_000;
/** How long requests in flight may take to finish after SIGTERM before their connections are closed. */
export const REQUEST_DRAIN_MS = 20_000;
/** How long the batch of mail being sent may take to finish (an SMTP connection times out after 10 s). */
const MAIL_DRAIN_MS = 12_000;
/** Past this the process exits anyway (code 1): the unit's TimeoutStopSec is longer. */
export const SHUTDOWN_LIMIT_MS = KEPT_ALIVE_GRACE_MS + REQUEST_DRAIN_MS + MAIL_DRAIN_MS + 15_000;

const stopping = new WeakSet<FastifyInstance>();

/** Whether a graceful stop of this app has begun. */
export const isStopping = (app: FastifyInstance) => stopping.has(app);

/** Once the stop has begun, every answer closes its connection: the client's next request goes elsewhere. */
export function closeConnectionsWhenStopping(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (_request, reply, done) => {
    if (stopping.has(app)) reply.header('connection', 'close');
    done();
  });
}

export interface RunningSite {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  /** The stop functions of the timers of background work (mail worker, sweeps, purges). */
  backgroundWork: (() => void)[];
}

/** Whether `work` ended within `ms`; it keeps running either way. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once the server has no open connection (checked every 50 ms), or after `ms`. */
async function noConnectionsLeft(server: net.Server, ms: number): Promise<void> {
  const count = () => new Promise<number>((resolve) => server.getConnections((error, connections) => resolve(error ? 0 : connections)));
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && (await count()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * A stop that loses nothing a caller was told is done: the listener closes at once (new
 * connections are refused, so a load balancer or nginx sends them elsewhere); requests already
 * received, or arriving on a connection still open, are answered, each on a connection that
 * then closes; the mail being sent is finished; the database closes its connections and the
 * embedded server shuts down cleanly (no recovery at the next start); and the log is written out
 * before the process ends. Each step has a bound (docs/decisions/192-deployment-and-graceful-stop.md).
 */
export async function stopGracefully({ app, context, database, backgroundWork }: RunningSite, signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  for (const stop of backgroundWork) stop();
  stopping.add(app);
  // Node's own close of an HTTP server would also close every idle kept-alive connection at
  // once, and a request a client sent on one at that moment would meet a reset connection.
  // The listening socket alone closes first; idle connections close after the grace.
  net.Server.prototype.close.call(app.server);
  await noConnectionsLeft(app.server, KEPT_ALIVE_GRACE_MS);
  const closed = app.close();
  if (!(await within(REQUEST_DRAIN_MS, closed))) {
    app.log.warn({ afterMs: REQUEST_DRAIN_MS }, 'requests still running at shutdown; closing their connections');
    app.server.closeAllConnections();
    await within(1_000, closed);
  }
  if (!(await within(MAIL_DRAIN_MS, stopMailDelivery(context)))) {
    // Its rows stay claimed and another start sends them once the claim runs out: late, not lost.
    app.log.warn('mail was still being sent at shutdown; it stays queued');
  }
  context.mailer.close();
  await database.close();
  app.log.info('stopped');
  // The request log and the log of work outside requests are one stream (log.server.ts).
  flushLog();
}
