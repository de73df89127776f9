import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { errorSummary } from '../log-errors.server.ts';
import { repeat } from '../repeat.server.ts';
import { rowsOf } from '../db/rows.server.ts';
import { mailQueue } from '../db/schema.server.ts';
import type { MailMessage } from './mailer.server.ts';

// A claimed message is retried by any process after this, should its sender die mid-send.
const CLAIM_SECONDS = 120;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;
const BATCH = 20;

/** 30 s, 1 min, 2 min, ... up to an hour between attempts; never given up. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/** Keeps the message in the database first (in the caller's transaction, when given), so a mail failure never loses it. */
export async function enqueueMail(db: Database, message: MailMessage): Promise<void> {
  await db.insert(mailQueue).values({ message });
}

interface InsertWithMail {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

const MESSAGE = 'mail_queue.message';
const insertsWithMail = new WeakMap<Database, Map<string, InsertWithMail>>();

/** The statement of insertWithMail for a table and the columns given, prepared once per database. */
function insertWithMailStatement(db: Database, table: PgTable, columns: string[]): InsertWithMail {
  let statements = insertsWithMail.get(db);
  if (!statements) insertsWithMail.set(db, (statements = new Map()));
  const key = `${getTableName(table)}(${columns.join()})`;
  let statement = statements.get(key);
  if (!statement) {
    const queued = db.$with('queued').as(db.insert(mailQueue).values({ message: sql.placeholder(MESSAGE) }).returning({ id: mailQueue.id }));
    const values = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
    statement = db.with(queued).insert(table).values(values).returning().prepare(`insert_${getTableName(table)}_with_mail`);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * Inserts a row and queues a message in one statement: one transaction, one commit to disk, never
 * one without the other, and one round trip once prepared (see db/prepared.server.ts for why that
 * matters); BEGIN, the two inserts and COMMIT took six.
 */
export async function insertWithMail<Table extends PgTable>(db: Database, table: Table, row: Table['$inferInsert'], message: MailMessage): Promise<Table['$inferSelect']> {
  const [stored] = await insertWithMailStatement(db, table, Object.keys(row)).execute({ ...row, [MESSAGE]: message });
  return stored as Table['$inferSelect'];
}

type QueuedRow = { id: string; message: MailMessage; attempts: number };

/**
 * Sends every message that is due. Rows are claimed with SKIP LOCKED so several processes
 * never send the same message twice at once; a sent message is deleted, a failed one waits longer.
 * Returns how many were sent.
 */
export async function deliverDueMail(context: AppContext): Promise<number> {
  const claimed = rowsOf<QueuedRow>(
    await context.db.execute(sql`
      UPDATE mail_queue SET attempts = attempts + 1,
        next_attempt_at = now() + ${`${CLAIM_SECONDS} seconds`}::interval
      WHERE id IN (
        SELECT id FROM mail_queue WHERE next_attempt_at <= now()
        ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, message, attempts`),
  );
  const sent: string[] = [];
  for (const row of claimed) {
    try {
      await context.mailer.send(row.message);
      sent.push(row.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelaySeconds(Number(row.attempts));
      await context.db
        .update(mailQueue)
        .set({ nextAttemptAt: new Date(Date.now() + delay * 1000), lastError: reason.slice(0, 500) })
        .where(eq(mailQueue.id, row.id));
      // Not the recipient nor the subject: a visitor's address and name have no place in the log.
      context.log.warn({ mail: row.id, attempts: row.attempts, retryInSeconds: delay, err: error }, `mail not sent; will retry: ${errorSummary(error)}`);
    }
  }
  // One commit for the batch: should the process die before it, the claim runs out and those
  // messages are sent again (a duplicate notification, never a lost one).
  if (sent.length) await context.db.delete(mailQueue).where(inArray(mailQueue.id, sent));
  return sent.length;
}

/**
 * Queues a message and starts a delivery without making the caller wait; the worker loop
 * picks it up again if this attempt fails.
 */
export async function sendMailSoon(context: AppContext, message: MailMessage): Promise<void> {
  await enqueueMail(context.db, message);
  deliverSoon(context);
}

const deliveries = new WeakMap<AppContext, { running: Promise<void> | null; again: boolean; stopped: boolean }>();

/**
 * One delivery at a time per process: a burst of submissions would otherwise start as many
 * queue scans as requests, all competing for the same rows. A request made during a run asks
 * for one more run after it; full batches are followed by the next batch at once.
 */
export function deliverSoon(context: AppContext): void {
  let state = deliveries.get(context);
  if (!state) deliveries.set(context, (state = { running: null, again: false, stopped: false }));
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  const run = state;
  run.running = (async () => {
    let sent: number;
    do {
      run.again = false;
      sent = await deliverDueMail(context).catch((error: unknown) => {
        context.log.error({ err: error }, 'mail delivery failed');
        return 0;
      });
    } while (!run.stopped && (run.again || sent === BATCH));
    run.running = null;
  })();
}

/**
 * At shutdown: no new delivery starts, and the batch being sent is finished and its rows deleted,
 * rather than cut off and sent again by the next process once its claim runs out. Messages not
 * yet claimed stay queued for the next start.
 */
export async function stopMailDelivery(context: AppContext): Promise<void> {
  let state = deliveries.get(context);
  if (!state) deliveries.set(context, (state = { running: null, again: false, stopped: true }));
  state.stopped = true;
  await state.running;
}

/** The worker loop of one process: delivers due mail every few seconds until stopped. */
export const startMailWorker = (context: AppContext, intervalMs = 10_000) =>
  repeat(context, 'mail delivery', intervalMs, async () => deliverSoon(context));
