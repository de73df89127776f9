import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.server.ts';

const dialect = new PgDialect();

/**
 * A statement that each connection prepares once and then runs in one round trip.
 *
 * Drizzle sends its other statements unprepared, and postgres-js asks PostgreSQL for the types
 * of an unprepared statement's parameters before it sends their values: two round trips each.
 * On the loopback of a small server a round trip costs Node more CPU than building and reading
 * the statement (POST /api/contacts at 50 connections, bench/HISTORY.md). A connection keeps
 * what it prepared until it closes, so only the statements of paths that anyone can call at a
 * high rate are prepared; `sql.placeholder(name)` marks each value, given by name at each call.
 */
export function preparedStatement<Row>(name: string, query: SQL): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  return (db, values) => db._.session.prepareQuery(built, undefined, name, false).execute(values) as Promise<Row[]>;
}
