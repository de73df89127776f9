import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import type { BackupHealth } from '../../domain/backup.ts';
import { backupHealth } from '../backup/backup-routes.server.ts';
import type { AppContext } from '../context.server.ts';
import { mailQueue } from '../db/schema.server.ts';
import type { Health, HealthCheckName } from '../health.server.ts';
import { unauthorized } from '../http/errors.server.ts';
import { oneAtATime } from '../one-at-a-time.server.ts';
import { withinLimit } from '../within-limit.server.ts';

/**
 * GET /metrics: the process's figures in Prometheus' text format, with what only the database
 * and the backup folder know read at scrape time (so every process of a scaled-out site reports
 * the same queue and backups). Answered to this machine (a scraper beside the site, or curl on
 * it), and to anyone else only with `Authorization: Bearer METRICS_TOKEN`: the figures say how
 * busy the site is and whether its backups work, which is nobody else's business. The caller's
 * address is the one Fastify believes behind TRUST_PROXY, so a request through the site's own
 * front from outside is not taken for this machine.
 */
const HEALTH_CHECKS: HealthCheckName[] = ['database-read', 'database-write', 'data-folder', 'backup-folder'];

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const isLoopback = (address: string) => {
  const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return LOOPBACK.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
};

const digest = (value: string) => createHash('sha256').update(value).digest();

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  if (isLoopback(request.ip)) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  // Compared as digests: equal lengths, and no timing that tells how much of a guess was right.
  return token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** One reading of a gauge: its value for each label value ('' for a gauge without labels). */
type Reading = [label: string, value: number][];

/** Readings from the database wait at most this long: a frozen database must not hang a scrape. */
const READ_LIMIT_MS = 1_500;

export function registerMetricsRoute(app: FastifyInstance, context: AppContext, health: () => Promise<Health>): void {
  const { registry } = context.metrics;
  // A gauge read at scrape time. One that fails or is late is left out of this scrape (no
  // series), so the process's own figures are still served when the database is not.
  const gauge = (name: string, help: string, read: () => Promise<Reading>, label?: string) =>
    new Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers: [registry],
      async collect() {
        const reading = await withinLimit(read().catch(() => null), READ_LIMIT_MS, null);
        this.reset();
        for (const [value, figure] of reading ?? []) (label ? this.labels(value) : this).set(figure);
      },
    });

  gauge('site_health_check_failing', 'Each /healthz check: 1 while it fails.', async () => {
    const { failing } = await health();
    return HEALTH_CHECKS.map((check) => [check, failing.includes(check) ? 1 : 0]);
  }, 'check');
  gauge('site_mail_queue_depth', 'Mails waiting to be sent, and of those the ones whose last attempt failed.', async () => {
    const [row] = await context.db.select({ waiting: count(), failing: count(mailQueue.lastError) }).from(mailQueue);
    return [['waiting', row?.waiting ?? 0], ['failing', row?.failing ?? 0]];
  }, 'state');
  gauge('site_mail_queue_oldest_seconds', 'Age of the oldest mail still waiting; 0 when none waits.', async () => {
    const [row] = await context.db.select({ age: sql<number | null>`extract(epoch from now() - min(${mailQueue.createdAt}))::float8` }).from(mailQueue);
    return [['', row?.age ?? 0]];
  });
  // A scrape collects every gauge at once: the two backup gauges share one read of BACKUP_DIR.
  const backupsNow = oneAtATime<BackupHealth>();
  const backups = () => backupsNow('backups', () => backupHealth(context));
  gauge('site_backup_last_good_age_seconds', 'Time since the newest good backup finished; -1 when there is none.', async () => {
    const { lastGoodAt } = await backups();
    return [['', lastGoodAt ? (Date.now() - Date.parse(lastGoodAt)) / 1000 : -1]];
  });
  gauge('site_backup_last_failed', 'The newest scheduled backup failed after the last good one: 1, else 0.', async () => [
    ['', (await backups()).failedScheduled ? 1 : 0],
  ]);
  gauge('site_database_connections', "This site's connections to its database (all its processes), by state.", async () => {
    const rows = (await context.db.execute(sql`
      select coalesce(state, 'unknown') as state, count(*)::int as connections from pg_stat_activity
       where datname = current_database() and usename = current_user and backend_type = 'client backend'
       group by 1`)) as unknown as { state: string; connections: number }[];
    return rows.map((row) => [row.state, row.connections]);
  }, 'state');

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request, context.env.metricsToken)) throw unauthorized();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
