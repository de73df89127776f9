import { nextScheduleChange } from '../../domain/advertisement.ts';
import type { AppContext } from '../context.server.ts';
import { advertisements } from '../db/schema.server.ts';
import { repeat } from '../repeat.server.ts';

// setTimeout keeps at most this many ms (about 24.8 days); a later change is waited for in turns.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
// A timer may fire a moment early; the pages are dropped once the change has surely happened.
const AFTER_CHANGE_MS = 10;
// Another process's write is not announced here: its starts and ends are read again this often.
const RESYNC_MS = 60_000;

export interface AdvertisementSchedule {
  /** Reads the advertisements' times again and waits for the next start or end: after a write of this process. */
  reschedule(): Promise<void>;
  stop(): void;
}

/**
 * Each process's timer for the next moment an advertisement starts or ends
 * (docs/decisions/256-advertisement-campaigns.md): the times are read from the table at start-up,
 * after each write here and every minute (writes of other processes), and when the moment comes
 * `changed` drops the kept pages that show advertisements. The public lists themselves filter by
 * the clock (site-data.server.ts), so only the rendered pages need telling.
 */
export function scheduleAdvertisementChanges(context: AppContext, changed: () => void): AdvertisementSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let stopResync = () => {};

  async function reschedule(): Promise<void> {
    const rows = await context.db
      .select({ hidden: advertisements.hidden, startsAt: advertisements.startsAt, endsAt: advertisements.endsAt })
      .from(advertisements);
    clearTimeout(timer);
    timer = undefined;
    const now = Date.now();
    const next = nextScheduleChange(rows, now);
    if (stopped || next === undefined) return;
    const wait = next - now + AFTER_CHANGE_MS;
    timer = setTimeout(() => {
      if (wait <= LONGEST_TIMER_MS) changed();
      reschedule().catch((error: unknown) => context.log.error({ err: error }, 'advertisement schedule failed'));
    }, Math.min(wait, LONGEST_TIMER_MS));
    timer.unref();
  }

  stopResync = repeat(context, 'advertisement schedule', RESYNC_MS, reschedule, { atStart: true });
  return {
    reschedule,
    stop() {
      stopped = true;
      stopResync();
      clearTimeout(timer);
    },
  };
}
