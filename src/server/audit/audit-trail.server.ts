import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../domain/account.ts';
import type { AuditAction, AuditChange, AuditEntity, AuditRecord } from '../../domain/audit.ts';
import { rowCounts } from '../api/row-counts.server.ts';
import type { AppContext } from '../context.server.ts';
import { repeat } from '../repeat.server.ts';
import type { Database } from '../db/client.server.ts';
import { advertisements, auditLog, clients, contactSubmissions, internshipInquiries, staffMembers } from '../db/schema.server.ts';

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string;
  fields?: readonly string[];
  /** The addresses an account entry is about (AuditRecord.about). */
  about?: string;
  /** The record's name, kept so the entry still names it once the record is gone. */
  name?: string;
  changes?: readonly AuditChange[];
}

/**
 * Who the trail names for what an operator did on the server itself, where no account signs in
 * (a restore makes the site the account would be in): no account id, the command in its place.
 */
export interface CommandActor {
  id: null;
  email: string;
}
export const commandActor = (command: string): CommandActor => ({ id: null, email: `command line (${command})` });

/** Writes one entry; call it with the transaction of the change it describes. */
export const recordAudit = (db: Database, actor: Actor | CommandActor, entry: AuditEntry): Promise<void> => recordAudits(db, actor, [entry]);

/** Writes entries in one statement; call it with the transaction of the change they describe. */
async function recordAudits(db: Database, actor: Actor | CommandActor, entries: readonly AuditEntry[]): Promise<void> {
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      accountId: actor.id,
      accountEmail: actor.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? '',
      fields: [...(entry.fields ?? [])],
      about: entry.about ?? '',
      name: entry.name ?? '',
      changes: [...(entry.changes ?? [])],
    })),
  );
}

/** The Activity list's kept totals count again; call it with the root database once an entry is committed. */
export const forgetActivityTotals = (db: Database) => rowCounts(db, auditLog).invalidate();

/**
 * Runs a write and its audit entries in one transaction: all are kept, or none. `describe`
 * turns the write's result into the entry (one per record a write to several changed), or null
 * when the write changed nothing (no entry). Without a signed-in account (a scheduled job) the
 * write runs alone: only people are audited.
 */
export async function audited<T>(
  context: AppContext,
  actor: Actor | null,
  write: (tx: Database) => Promise<T>,
  describe: (result: T) => AuditEntry | readonly AuditEntry[] | null,
): Promise<T> {
  const result = await context.db.transaction(async (tx) => {
    const written = await write(tx);
    const described = actor ? describe(written) : null;
    const entries = described === null ? [] : Array.isArray(described) ? described : [described as AuditEntry];
    if (actor && entries.length) await recordAudits(tx, actor, entries);
    return written;
  });
  if (actor) forgetActivityTotals(context.db);
  return result;
}

// Bookkeeping columns every table has; a change to them alone is not a change anyone made.
const UNTRACKED = new Set(['id', 'createdAt', 'updatedAt', 'position']);

/** The names of the fields whose values differ; for a new record (no `before`), those it was given. */
export function changedFields(before: object | null, after: object): string[] {
  const earlier = before as Record<string, unknown> | null;
  return Object.entries(after).filter(([field, value]) => {
    if (UNTRACKED.has(field)) return false;
    if (!earlier) return value !== '' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
    return JSON.stringify(earlier[field]) !== JSON.stringify(value);
  }).map(([field]) => field);
}

export interface AuditFilters {
  limit: number;
  offset: number;
  accountId?: string;
  entity?: AuditEntity;
  since?: Date;
}

export async function listAudit(db: Database, filters: AuditFilters): Promise<{ records: AuditRecord[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.accountId) conditions.push(eq(auditLog.accountId, filters.accountId));
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.since) conditions.push(gte(auditLog.at, filters.since));
  const where = conditions.length ? and(...conditions) : undefined;
  const countRows = async () => (await db.select({ value: count() }).from(auditLog).where(where))[0]?.value ?? 0;
  const [rows, total] = await Promise.all([
    // The order of audit_at_idx (at DESC NULLS LAST, id), so a page is read from the index in order.
    db.select().from(auditLog).where(where).orderBy(sql`${auditLog.at} DESC NULLS LAST`, asc(auditLog.id)).limit(filters.limit).offset(filters.offset),
    // Kept between writes like every admin list's count; a signed-in write clears it (audited()).
    rowCounts(db, auditLog).get(JSON.stringify([filters.accountId, filters.entity, filters.since?.toISOString()]), countRows),
  ]);
  const existing = await existingRecords(db, rows);
  return {
    records: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      accountId: row.accountId,
      accountEmail: row.accountEmail,
      action: row.action as AuditAction,
      entity: row.entity as AuditEntity,
      entityId: row.entityId,
      fields: row.fields,
      about: row.about,
      name: row.name || (existing.get(`${row.entity}:${row.entityId}`) ?? ''),
      changes: row.changes,
      exists: existing.has(`${row.entity}:${row.entityId}`),
    })),
    total,
  };
}

// The records Activity can open, by their kind, with the column that names each.
const openable = {
  staff: { table: staffMembers, name: staffMembers.name },
  client: { table: clients, name: clients.name },
  advertisement: { table: advertisements, name: advertisements.title },
  contact: { table: contactSubmissions, name: contactSubmissions.name },
  inquiry: { table: internshipInquiries, name: internshipInquiries.name },
} as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The entries' records that are still there ('kind:id'), each with its name now: one read per
 * kind. Enquiries and applications are named from here only, never kept in the trail, so an
 * erased visitor's name leaves Activity with the record.
 */
async function existingRecords(db: Database, rows: readonly { entity: string; entityId: string }[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const [kind, { table, name }] of Object.entries(openable)) {
    const ids = [...new Set(rows.filter((row) => row.entity === kind && UUID.test(row.entityId)).map((row) => row.entityId))];
    if (!ids.length) continue;
    for (const record of await db.select({ id: table.id, name }).from(table).where(inArray(table.id, ids))) found.set(`${kind}:${record.id}`, record.name);
  }
  return found;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Drops entries older than AUDIT_RETENTION_DAYS, at start-up and then daily. */
export const startAuditTrailPurge = (context: AppContext) =>
  repeat(
    context,
    'audit trail purge',
    DAY_MS,
    async () => {
      const cutoff = new Date(Date.now() - context.env.auditRetentionDays * DAY_MS);
      const removed = await context.db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
      if (removed.length > 0) context.log.info({ removed: removed.length }, 'old audit entries removed');
    },
    { atStart: true },
  );
