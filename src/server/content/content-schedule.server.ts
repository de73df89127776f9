import { isDeepStrictEqual } from 'node:util';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import type { ContentState } from '../../domain/content/content-api.ts';
import type { ContentKey } from '../../domain/content/index.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { formatDateTimeIn } from '../../domain/time-zone.ts';
import { audited, forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { rowsOf } from '../db/rows.server.ts';
import { contentSchedules } from '../db/schema.server.ts';
import { checked, checkMedia, lockedRow, mediaOf, publishableDraft, publishValue, stateOf } from './content-documents.server.ts';
import { FieldRefusal } from '../http/errors.server.ts';
import { dropSchedule } from './content-schedule-rows.server.ts';

/**
 * The longest a process waits before looking again for a due publish, whatever its timer says: a
 * publish scheduled through another process (whose timer this one never heard of) is made here
 * within this time should that process stop before it falls due.
 */
export const SCHEDULE_POLL_MS = 30_000;

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the date exists in the calendar: Date itself would read 31 February as 3 March. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `at` of a schedule: an ISO time with its offset, in the future; else 400 `invalid_time` on `at`. */
export function publishTimeOf(at: unknown, now = Date.now()): Date {
  const parts = typeof at === 'string' ? ISO_TIME.exec(at) : null;
  const time = parts && isCalendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3])) ? new Date(at as string) : null;
  if (!time || Number.isNaN(time.getTime()) || time.getTime() <= now) {
    throw new FieldRefusal({ field: 'at', message: contentMessages.invalidPublishTime, code: 'invalid_time' });
  }
  return time;
}

/** The time as the company reads it, for the audit entry ('28 Nov 2026, 6:00 pm IST'). */
const inCompanyTime = (context: AppContext, at: Date) =>
  formatDateTimeIn(at.toISOString(), context.content.latest().company.timeZone, 'en-IN', { zoneName: true });

/**
 * POST /api/content/:key/publish with `at`: the draft as it is now is kept, checked as a publish
 * checks it, to be published at `at` (replacing any publish scheduled before). The draft stays
 * the draft: saving it again changes the draft, not what is scheduled (decision 257).
 */
export async function schedulePublish(context: AppContext, actor: AccountUser, key: ContentKey, at: Date, version: number | undefined): Promise<ContentState> {
  return audited(
    context,
    actor,
    async (tx) => {
      const { row, document } = await publishableDraft(context, tx, key, version);
      const schedule = { at, document, media: mediaOf(key, document), scheduledAt: new Date(), scheduledBy: actor.id, scheduledByEmail: actor.email };
      await tx.insert(contentSchedules).values({ key, ...schedule }).onConflictDoUpdate({ target: contentSchedules.key, set: schedule });
      return stateOf(tx, row);
    },
    () => ({ action: 'schedule', entity: 'content', entityId: key, about: inCompanyTime(context, at) }),
  );
}

/** DELETE /api/content/:key/schedule: the scheduled publish is dropped (audited when there was one); the document as it is. */
export async function cancelSchedule(context: AppContext, actor: AccountUser, key: ContentKey): Promise<ContentState> {
  return audited(
    context,
    actor,
    async (tx) => {
      const dropped = await dropSchedule(tx, key);
      return { dropped, state: await stateOf(tx, await lockedRow(tx, key, undefined)) };
    },
    ({ dropped }) => (dropped ? { action: 'unschedule', entity: 'content', entityId: key } : null),
  ).then(({ state }) => state);
}

/**
 * Publishes one document's due schedule, if this process claims it: the claim is the DELETE of
 * the due row inside the publishing transaction, so of two processes trying at once one deletes
 * it and publishes, the other waits for that commit, deletes nothing and does nothing. The
 * trail names whoever scheduled it. True when this call published.
 */
async function publishIfDue(context: AppContext, key: ContentKey): Promise<boolean> {
  const published = await context.db.transaction(async (tx) => {
    const [claimed] = await tx
      .delete(contentSchedules)
      .where(and(eq(contentSchedules.key, key), lte(contentSchedules.at, sql`now()`)))
      .returning();
    if (!claimed) return false;
    const row = await lockedRow(tx, key, undefined);
    const value = checked(key, claimed.document);
    await checkMedia(context, key, value);
    // A draft saved after scheduling is the editor's next work and stays; the draft scheduled is done.
    const draft = row.draft !== null && !isDeepStrictEqual(row.draft, claimed.document) ? row.draft : null;
    const actor = { id: claimed.scheduledBy, email: claimed.scheduledByEmail };
    const { fields } = await publishValue(tx, actor, row, value, draft);
    await recordAudit(tx, actor, { action: 'publish', entity: 'content', entityId: key, fields, about: 'As scheduled' });
    return true;
  });
  if (published) {
    forgetActivityTotals(context.db);
    // This process shows it at once; the others hear of it through NOTIFY.
    context.content.changed([key]);
  }
  return published;
}

/**
 * Publishes every schedule that is due. One that today's rules refuse (a picture deleted since,
 * a rule added by an upgrade) is dropped and logged: tried again it would fail again, and the
 * draft it came from is still the editor's.
 */
export async function publishDueSchedules(context: AppContext): Promise<ContentKey[]> {
  const due = await context.db.select({ key: contentSchedules.key }).from(contentSchedules).where(lte(contentSchedules.at, sql`now()`));
  const published: ContentKey[] = [];
  for (const { key } of due) {
    try {
      if (await publishIfDue(context, key as ContentKey)) published.push(key as ContentKey);
    } catch (error) {
      if (!(error instanceof FieldRefusal)) throw error;
      await dropSchedule(context.db, key);
      context.log.error({ key, field: error.body.field, reason: error.message }, 'scheduled publish refused by the content rules; dropped');
    }
  }
  return published;
}

/**
 * Each process's clock for scheduled publishes: a timer for the next one (the wait asked of the
 * database's clock, so processes on machines whose clocks differ agree), set at start and again
 * after every change this process makes, and never longer than SCHEDULE_POLL_MS.
 */
export class ContentScheduler {
  readonly #context: AppContext;
  readonly #pollMs: number;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  #again = false;

  constructor(context: AppContext, pollMs = SCHEDULE_POLL_MS) {
    this.#context = context;
    this.#pollMs = pollMs;
  }

  /** Publishes whatever fell due while no process ran, then waits for the next. */
  start(): void {
    this.changed();
  }

  /** A schedule was made, moved or cancelled here: look again when the next one is due. */
  changed(): void {
    if (this.#stopped) return;
    if (this.#running) {
      // The run under way may have read the next time before this change: one more run follows it.
      this.#again = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        this.changed();
      }
    });
  }

  /** Stops the timer and waits for a publish under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#running;
  }

  async #run(): Promise<void> {
    let waitMs = this.#pollMs;
    try {
      await publishDueSchedules(this.#context);
      const [next] = rowsOf<{ wait: number | null }>(
        await this.#context.db.execute(sql`SELECT (extract(epoch FROM min(${contentSchedules.at}) - now()) * 1000)::float8 AS wait FROM ${contentSchedules}`),
      );
      if (next?.wait != null) waitMs = Math.min(Math.max(Math.ceil(next.wait), 0), this.#pollMs);
    } catch (error) {
      this.#context.log.error({ err: error }, 'scheduled publishing failed; trying again');
    }
    if (this.#stopped) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.changed(), waitMs);
    this.#timer.unref();
  }
}
