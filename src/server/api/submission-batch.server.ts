import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { throttles } from '../../domain/limits.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { preparedStatement } from '../db/prepared.server.ts';
import type { MailMessage } from '../mail/mailer.server.ts';

/**
 * Public submissions that arrive together are counted, stored and announced together: one
 * statement and one commit for a batch (group commit), where each took two round trips and a
 * commit of its own. Each caller is answered only once the commit that holds its row is on disk.
 *
 * A batch is sent at once while fewer than IN_FLIGHT are running; submissions arriving while
 * they run wait for the next one, so a lone submission waits for nothing and a flood shares
 * commits (decision 205).
 */
const IN_FLIGHT = 2;
const LARGEST_BATCH = 64;

interface BatchedSubmission {
  /** The submission budget's counter (every call counts, stored or not). */
  throttleKey: string;
  /** The row to store with its notification; null to count only (invalid, or a bot's). */
  store: { row: Record<string, unknown>; notice: MailMessage } | null;
}

interface BatchOutcome<Row> {
  /** The budget's count including this submission. */
  count: number;
  retryAfterSeconds: number;
  /** The stored row; null when nothing was to be stored, the budget was spent, or the row's submission identity was already held. */
  row: Row | null;
}

interface Waiting {
  submission: BatchedSubmission;
  resolve: (outcome: BatchOutcome<Record<string, unknown>>) => void;
  reject: (error: unknown) => void;
}

type OutcomeRow = { i: number; count: number; expires_at: string | Date; row: Record<string, unknown> | null };
type Statement = (db: Database, values: Record<string, unknown>) => Promise<OutcomeRow[]>;

/**
 * One statement for a batch: the budget's counters (one upsert per address, each submission
 * getting its own count in arrival order), the rows within budget (a submission identity held
 * already stores nothing: the caller answers with the first row), their notifications, and a
 * commit that waits for the disk only when something was stored (a counter that loses its last
 * hits in a power cut is harmless, and a burst from one address would otherwise queue flushes
 * behind its counter row's lock).
 */
function batchStatement(table: PgTable, columns: string[]): Statement {
  const name = getTableName(table);
  const columnList = sql.raw(columns.map((column) => `"${column}"`).join(', '));
  const fromRecord = sql.raw(columns.map((column) => `r."${column}"`).join(', '));
  return preparedStatement<OutcomeRow>(
    `store_${name}_batch`,
    sql`
    WITH batch AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${sql.placeholder('batch')}::text::jsonb) AS b(i int, throttle text, store boolean, row jsonb, notice jsonb)
    ),
    hits AS (
      INSERT INTO throttle_counters AS t (key, count, window_start, expires_at)
      SELECT throttle, count(*)::int, now(), now() + ${sql.placeholder('window')}::interval FROM batch GROUP BY throttle
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN t.expires_at <= now() THEN excluded.count ELSE t.count + excluded.count END,
        window_start = CASE WHEN t.expires_at <= now() THEN now() ELSE t.window_start END,
        expires_at = CASE WHEN t.expires_at <= now() THEN excluded.expires_at ELSE t.expires_at END
      RETURNING key, count, expires_at
    ),
    counted AS MATERIALIZED (
      SELECT b.i, b.store, b.row, b.notice, h.expires_at,
        h.count - count(*) OVER (PARTITION BY b.throttle) + row_number() OVER (PARTITION BY b.throttle ORDER BY b.i) AS count
      FROM batch b JOIN hits h ON h.key = b.throttle
    ),
    stored AS (
      INSERT INTO ${sql.identifier(name)} (${columnList})
      SELECT ${fromRecord} FROM counted c CROSS JOIN LATERAL jsonb_populate_record(NULL::${sql.identifier(name)}, c.row) r
      WHERE c.store AND c.count <= ${sql.placeholder('limit')}::int
      ORDER BY c.i
      ON CONFLICT (submission_key) DO NOTHING
      RETURNING *
    ),
    queued AS (
      INSERT INTO mail_queue (message) SELECT c.notice FROM counted c JOIN stored s ON s.id = (c.row->>'id')::uuid
    ),
    commit_mode AS MATERIALIZED (
      SELECT set_config('synchronous_commit', CASE WHEN bool_or(store) THEN current_setting('synchronous_commit') ELSE 'off' END, true) FROM batch
    )
    SELECT c.i, c.count, c.expires_at, CASE WHEN s.id IS NULL THEN NULL ELSE to_jsonb(s) END AS row
    FROM counted c LEFT JOIN stored s ON s.id = (c.row->>'id')::uuid CROSS JOIN commit_mode
    ORDER BY c.i`,
  );
}

/** A table's row as Drizzle gives it (property names, dates), from its JSON by column names. */
function rowFromJson(table: PgTable, json: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** A row to store as JSON by column names, in the column order of `columns`. */
function rowToJson(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  const tableColumns = getTableColumns(table);
  for (const [key, value] of Object.entries(row)) json[tableColumns[key]!.name] = value;
  return json;
}

interface Batches {
  waiting: Waiting[];
  running: number;
  statements: Map<string, Statement>;
}

const batchesOf = new WeakMap<AppContext, Map<PgTable, Batches>>();

function batchesFor(context: AppContext, table: PgTable): Batches {
  let tables = batchesOf.get(context);
  if (!tables) batchesOf.set(context, (tables = new Map()));
  let batches = tables.get(table);
  if (!batches) tables.set(table, (batches = { waiting: [], running: 0, statements: new Map() }));
  return batches;
}

async function runBatch(context: AppContext, table: PgTable, batches: Batches, batch: Waiting[]): Promise<void> {
  // Every stored row of one table has the same columns: it is made by one route's code.
  const firstRow = batch.find((each) => each.submission.store)?.submission.store?.row;
  const columns = firstRow ? Object.keys(rowToJson(table, firstRow)) : ['id'];
  const key = columns.join();
  let statement = batches.statements.get(key);
  if (!statement) batches.statements.set(key, (statement = batchStatement(table, columns)));
  const sent = batch.map(({ submission }, i) => ({
    i,
    throttle: submission.throttleKey,
    store: submission.store !== null,
    row: submission.store ? rowToJson(table, submission.store.row) : null,
    notice: submission.store?.notice ?? null,
  }));
  try {
    const outcomes = await statement(context.db, {
      batch: JSON.stringify(sent),
      window: `${throttles.submissionWindowMs} milliseconds`,
      limit: context.env.submissionLimit,
    });
    for (const outcome of outcomes) {
      const expiresAt = new Date(outcome.expires_at).getTime();
      batch[outcome.i]!.resolve({
        count: Number(outcome.count),
        retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000)),
        row: outcome.row ? rowFromJson(table, outcome.row) : null,
      });
    }
  } catch (error) {
    // One submission's failure must not fail the others: each is sent again on its own.
    if (batch.length === 1) batch[0]!.reject(error);
    else for (const waiting of batch) startBatch(context, table, batches, [waiting]);
  }
}

function startBatch(context: AppContext, table: PgTable, batches: Batches, batch: Waiting[]): void {
  batches.running += 1;
  void runBatch(context, table, batches, batch).finally(() => {
    batches.running -= 1;
    sendWaiting(context, table, batches);
  });
}

function sendWaiting(context: AppContext, table: PgTable, batches: Batches): void {
  while (batches.running < IN_FLIGHT && batches.waiting.length) startBatch(context, table, batches, batches.waiting.splice(0, LARGEST_BATCH));
}

/** Counts a public submission against its address's budget and stores it (when given) with its notification, in the next batch. */
export function submitInBatch<Table extends PgTable>(context: AppContext, table: Table, submission: BatchedSubmission): Promise<BatchOutcome<Table['$inferSelect']>> {
  const batches = batchesFor(context, table);
  return new Promise((resolve, reject) => {
    batches.waiting.push({ submission, resolve: resolve as Waiting['resolve'], reject });
    sendWaiting(context, table, batches);
  });
}
