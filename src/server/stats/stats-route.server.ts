import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { STATS_MAX_DAYS, type StatsAnswer } from '../../domain/visitor-figures.ts';
import type { AppContext } from '../context.server.ts';
import { badRequest } from '../http/errors.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { flushVisitorFigures, readVisitorFigures } from './visitor-store.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's number since 1970 when `value` is a day of the calendar written YYYY-MM-DD, else NaN. */
function dayNumber(value: unknown): number {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // 2026-02-30 would roll over to March: not a day of the calendar.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time / DAY_MS : Number.NaN;
}

/** The range asked for, or the 400 naming the field at fault. */
function rangeOf(request: FastifyRequest): { from: string; to: string } {
  const query = request.query as Record<string, unknown>;
  const from = dayNumber(query.from);
  if (Number.isNaN(from)) throw badRequest(messages.stats.invalidDate, { field: 'from', code: 'invalid_date' });
  const to = dayNumber(query.to);
  if (Number.isNaN(to)) throw badRequest(messages.stats.invalidDate, { field: 'to', code: 'invalid_date' });
  if (to < from) throw badRequest(messages.stats.reversedRange, { field: 'to', code: 'invalid_date' });
  if (to - from + 1 > STATS_MAX_DAYS) throw badRequest(messages.stats.rangeTooLong(STATS_MAX_DAYS), { field: 'to', code: 'date_range_too_long' });
  return { from: query.from as string, to: query.to as string };
}

/**
 * GET /api/stats?from=&to= (any signed-in account): the visitor figures of those days in the
 * company's zone (docs/api.md#statistics). What this process counted is stored first, so a view
 * it answered is in the figures at once; other processes' arrive with their next flush.
 */
export function registerStatsRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/api/stats', signedInOnly, async (request): Promise<StatsAnswer> => {
    const { from, to } = rangeOf(request);
    await flushVisitorFigures(context.db, context.visitors);
    return readVisitorFigures(context.db, from, to);
  });
}
