import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.server.ts';
import { flushVisitorFigures } from './visitor-store.server.ts';

/**
 * Counts the pages Fastify answers (rendered, or kept but asked with a query or a cookie; the
 * kept-answer lane counts its own) once each is sent, and stores the counts every
 * STATS_FLUSH_SECONDS and when the server closes (a graceful stop). Nothing when VISITOR_STATS=off.
 */
export function countVisitors(app: FastifyInstance, context: AppContext, pageRoute: string): void {
  const counter = context.visitors;
  if (!counter.enabled) return;
  counter.keepDaysIn(() => context.content.latest().company.timeZone);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.url === pageRoute) {
      counter.view({
        method: request.method,
        path: request.url.split('?', 1)[0]!,
        status: reply.statusCode,
        headers: request.headers,
        address: request.ip,
        host: request.host,
        signedIn: request.account !== null,
      });
    }
    done();
  });

  const flush = () => flushVisitorFigures(context.db, counter);
  const timer = setInterval(() => {
    // Kept in memory and tried again at the next flush: a database away for a while loses nothing.
    flush().catch((error: unknown) => context.log.warn({ err: error }, 'visitor figures not stored yet'));
  }, context.env.statsFlushSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush().catch((error: unknown) => context.log.warn({ err: error }, 'visitor figures of this process lost at stop'));
  });
}
