import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

/**
 * The schema's level: how many of our migrations a database has applied. Drizzle records each
 * applied migration with its folder time; ours are applied in order, so the newest time tells
 * the level. Backups carry it, so a restore builds the schema the data was dumped from.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export interface MigrationLevel {
  /** How many migrations are applied (0: none). */
  level: number;
  /** The last applied migration's name, e.g. '0005_site_content'. */
  tag: string;
  /** Its folder time, as Drizzle records it. */
  when: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

export function journal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] };
  return parsed.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The level this copy of the site migrates to. */
export function latestLevel(folder = MIGRATIONS_FOLDER): MigrationLevel {
  const entries = journal(folder);
  const last = entries.at(-1);
  return { level: entries.length, tag: last?.tag ?? '', when: last?.when ?? 0 };
}

/** The level of a database (0 for one never migrated); a level this copy does not know has level -1. */
export async function appliedLevel(sql: postgres.Sql | postgres.TransactionSql, folder = MIGRATIONS_FOLDER): Promise<MigrationLevel> {
  const [table] = await sql<{ present: boolean }[]>`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`;
  if (!table?.present) return { level: 0, tag: '', when: 0 };
  const [row] = await sql<{ when: string | null }[]>`SELECT max(created_at)::text AS "when" FROM drizzle.__drizzle_migrations`;
  if (!row?.when) return { level: 0, tag: '', when: 0 };
  const when = Number(row.when);
  const entries = journal(folder);
  const index = entries.findIndex((entry) => entry.when === when);
  return index < 0 ? { level: -1, tag: '', when } : { level: index + 1, tag: entries[index]!.tag, when };
}
