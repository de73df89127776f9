import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRange, type DayRange } from '../../domain/day-range.ts';
import type { StatsAnswer } from '../../domain/visitor-figures.ts';
import type { AppContext } from '../context.server.ts';
import { badRequest } from '../http/errors.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { flushVisitorFigures, readVisitorFigures } from './visitor-store.server.ts';

/** The range asked for, or the 400 naming the field at fault. */
function rangeOf(request: FastifyRequest): DayRange {
  const query = request.query as Record<string, unknown>;
  const checked = checkRange(query.from, query.to);
  if ('message' in checked) throw badRequest(checked.message, { field: checked.field, code: checked.code });
  return checked;
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
