import { PassThrough, type Readable } from 'node:stream';
import type postgres from 'postgres';
import { SECRET_KEY_PREFIX } from '../auth/server-secret.server.ts';
import { appliedLevel, type MigrationLevel } from '../db/migrations.server.ts';
import type { Pace } from './pace.server.ts';
import { drained } from './sink.server.ts';

/**
 * The database part of a backup, built on what any PostgreSQL offers over a connection: one
 * read-only REPEATABLE READ transaction (every table as of one moment, while the site keeps
 * writing), and per table `COPY … TO STDOUT` in the text format, which every version since long
 * before 14 reads back. Rows stream from the server to the archive's writer; the server is
 * paused whenever the writer is slower, so no table is ever held in memory.
 */

export interface TableInfo {
  name: string;
  /** Columns written by COPY, in order (generated columns are left to the database). */
  columns: string[];
}

export interface SequenceInfo {
  name: string;
  /** The value nextval() last returned, or null when never called. */
  lastValue: string | null;
}

export interface Snapshot {
  level: MigrationLevel;
  /** Tables in an order that loads parents before the rows that refer to them. */
  tables: TableInfo[];
  sequences: SequenceInfo[];
  /** Every file a row of the snapshot refers to: each upload's key and its variants' keys. */
  files: string[];
}

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Settings under which COPY text is the same on every server, whatever its configuration. */
export async function portableSession(sql: postgres.Sql | postgres.TransactionSql): Promise<void> {
  await sql`SET LOCAL TimeZone = 'UTC'`;
  await sql`SET LOCAL DateStyle = 'ISO, YMD'`;
  await sql`SET LOCAL IntervalStyle = 'postgres'`;
  await sql`SET LOCAL extra_float_digits = 3`;
  await sql`SET LOCAL bytea_output = 'hex'`;
}

/**
 * What a backup never holds (docs/decisions/253): the live sign-ins and pending account changes
 * (a session's token hash is all a stolen archive would need to be someone, and neither means
 * anything on the site it is restored to), and every server secret (the one that signs device
 * cookies would let a holder mint login allowances). A restored site makes new secrets on first
 * use, so every device cookie and session of before ends there.
 */
const TABLES_LEFT_OUT = new Set(['sessions', 'verifications']);
const ROWS_LEFT_OUT: Record<string, string> = { settings: `key NOT LIKE '${SECRET_KEY_PREFIX}%'` };

/** The COPY that reads a table for the archive: all of it, or all but the rows left out. */
function copyStatement(table: TableInfo): string {
  const columns = table.columns.map(quoteName).join(', ');
  const where = ROWS_LEFT_OUT[table.name];
  return where === undefined
    ? `COPY ${quoteName(table.name)} (${columns}) TO STDOUT`
    : `COPY (SELECT ${columns} FROM ${quoteName(table.name)} WHERE ${where}) TO STDOUT`;
}

async function tablesInLoadOrder(sql: postgres.Sql): Promise<TableInfo[]> {
  const rows = await sql<{ name: string; columns: string[] }[]>`
    SELECT c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
     GROUP BY c.relname
     ORDER BY c.relname`;
  const references = await sql<{ child: string; parent: string }[]>`
    SELECT child.relname AS child, parent.relname AS parent
      FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid
      JOIN pg_class parent ON parent.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND k.conrelid <> k.confrelid`;
  // Depth-first: a table is placed after every table it refers to.
  const placed = new Set<string>();
  const ordered: TableInfo[] = [];
  const byName = new Map(rows.map((row) => [row.name, row]));
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const reference of references) if (reference.child === name) place(reference.parent, path);
    placed.add(name);
    const table = byName.get(name);
    if (table && !TABLES_LEFT_OUT.has(table.name)) ordered.push({ name: table.name, columns: table.columns });
  };
  for (const row of rows) place(row.name, new Set());
  return ordered;
}

async function sequences(sql: postgres.Sql): Promise<SequenceInfo[]> {
  const rows = await sql<{ name: string; lastValue: string | null }[]>`
    SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`;
  return rows.map((row) => ({ name: row.name, lastValue: row.lastValue }));
}

async function referencedFiles(sql: postgres.Sql): Promise<string[]> {
  const [present] = await sql<{ present: boolean }[]>`SELECT to_regclass('public.uploads') IS NOT NULL AS present`;
  if (!present?.present) return [];
  const rows = await sql<{ key: string }[]>`
    SELECT key FROM uploads UNION SELECT value FROM uploads, jsonb_each_text(variants) ORDER BY 1`;
  return rows.map((row) => row.key);
}

/**
 * A table's COPY text, counted (one line a row: newlines inside values are escaped) and paced.
 * When the archive fails mid-table, `abandon` reads the rest of the COPY to nowhere, so the
 * connection comes out of COPY and can roll back, rather than being left stuck in it.
 */
function copyRows(copy: Readable, counted: { rows: number }, pace: Pace) {
  const rows = new PassThrough();
  let discarding = false;
  const fed = (async () => {
    for await (const chunk of copy.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) counted.rows += 1;
      if (discarding) continue;
      if (!rows.write(chunk)) await drained(rows);
      await pace.take(chunk.length);
    }
    if (!discarding) rows.end();
  })();
  // A failed COPY fails the archive's read of it.
  fed.catch((error: unknown) => rows.destroy(error instanceof Error ? error : new Error(String(error))));
  return {
    rows,
    fed,
    async abandon() {
      discarding = true;
      rows.destroy();
      await fed.catch(() => {});
    },
  };
}

/**
 * Opens the snapshot on `connection` (a reserved one: the transaction is begun by hand) and hands
 * it to `write`: first what it holds (`onSnapshot`), then each table's rows as COPY text
 * through `table`, which must read them to the end.
 */
export async function dumpDatabase(
  connection: postgres.ReservedSql,
  pace: Pace,
  write: {
    onSnapshot(snapshot: Snapshot): Promise<void>;
    table(table: TableInfo, rows: AsyncIterable<Buffer>, counted: { rows: number }): Promise<void>;
  },
): Promise<Snapshot> {
  await connection`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`;
  try {
    const tx = connection;
    await portableSession(tx);
    const snapshot: Snapshot = {
      level: await appliedLevel(tx),
      tables: await tablesInLoadOrder(tx),
      sequences: await sequences(tx),
      files: await referencedFiles(tx),
    };
    await write.onSnapshot(snapshot);
    for (const table of snapshot.tables) {
      const copy = await tx.unsafe(copyStatement(table)).readable();
      const counted = { rows: 0 };
      const rows = copyRows(copy, counted, pace);
      try {
        await write.table(table, rows.rows, counted);
        await rows.fed;
      } catch (error) {
        await rows.abandon();
        throw error;
      } finally {
        // postgres-js pauses its socket when a COPY row does not fit the stream's buffer and
        // resumes it only from the stream's read(); when that row was the last, the stream ends
        // paused and the connection never reads the next answer (a large table followed by any
        // other hung for good). Asking once more resumes it; a running socket ignores it.
        (copy as unknown as { _read(size: number): void })._read(0);
      }
    }
    await connection`COMMIT`;
    return snapshot;
  } catch (error) {
    await connection`ROLLBACK`.catch(() => {});
    throw error;
  }
}
