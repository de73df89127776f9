import { lt, or } from 'drizzle-orm';
import type { AppContext } from '../context.server.ts';
import { repeat } from '../repeat.server.ts';
import { verifications } from '../db/schema.server.ts';
import { sweepSessions } from './sessions.server.ts';
import { sweepThrottles } from '../throttle.server.ts';

// A used or expired link is kept a day, so a late click still reads 'Verification failed'
// rather than nothing, then goes.
const KEEP_SPENT_LINKS_MS = 24 * 60 * 60 * 1000;

/** Removes what has stopped working: expired or idle sessions, past throttle windows, spent links. */
export async function sweepAuthRecords(context: AppContext): Promise<void> {
  const spentBefore = new Date(Date.now() - KEEP_SPENT_LINKS_MS);
  await sweepSessions(context.db);
  await sweepThrottles(context.db);
  await context.db.delete(verifications).where(or(lt(verifications.expiresAt, spentBefore), lt(verifications.usedAt, spentBefore)));
}

/** Runs the sweep at start-up and then every `intervalMs` in this process (any process may). */
export const startAuthSweep = (context: AppContext, intervalMs = 15 * 60 * 1000) =>
  repeat(context, 'sign-in records sweep', intervalMs, () => sweepAuthRecords(context), { atStart: true });
