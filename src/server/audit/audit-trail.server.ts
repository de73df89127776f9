import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import type { AuditAction, AuditEntity, AuditRecord } from '../../domain/audit.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { auditLog } from '../db/schema.server.ts';

export interface AuditEntry {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string;
  fields?: readonly string[];
}

/** Writes one entry; call it with the transaction of the change it describes. */
export async function recordAudit(db: Database, actor: AccountUser, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    accountId: actor.id,
    accountEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? '',
    fields: [...(entry.fields ?? [])],
  });
}

/**
 * Runs a write and its audit entry in one transaction: both are kept, or neither. `describe`
 * turns the write's result into the entry, or null when the write changed nothing (no entry).
 */
export function audited<T>(
  context: AppContext,
  actor: AccountUser | null,
  write: (tx: Database) => Promise<T>,
  describe: (result: T) => AuditEntry | null,
): Promise<T> {
  if (!actor) throw new Error('an audited write needs the signed-in account');
  return context.db.transaction(async (tx) => {
    const result = await write(tx);
    const entry = describe(result);
    if (entry) await recordAudit(tx, actor, entry);
    return result;
  });
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
  const [rows, [total]] = await Promise.all([
    // The order of the audit_at_idx index (at DESC, id), so a page is read from it in order.
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), asc(auditLog.id)).limit(filters.limit).offset(filters.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
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
    })),
    total: total?.value ?? 0,
  };
}

/** Drops entries older than AUDIT_RETENTION_DAYS; answers how many went. */
export async function purgeAuditTrail(context: AppContext): Promise<number> {
  const cutoff = new Date(Date.now() - context.env.auditRetentionDays * 24 * 60 * 60 * 1000);
  const removed = await context.db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return removed.length;
}
