import { createHmac } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { PrivacyAction, PrivacyLogEntry } from '../../domain/privacy.ts';
import type { AuditEntry } from '../audit/audit-trail.server.ts';
import type { Database } from '../db/client.server.ts';
import { accounts, privacyLog } from '../db/schema.server.ts';
import { serverSecret } from '../auth/server-secret.server.ts';

type Executor = Pick<Database, 'insert'>;

/**
 * The address a request was about, as an HMAC with a secret kept in the database: the same
 * address always gives the same value (two requests about one person can be matched), but the
 * log alone does not tell whose it was.
 */
export async function subjectHash(db: Database, email: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, 'privacy-log')).update(email).digest('hex');
}

export async function recordPrivacyAction(
  db: Executor,
  entry: { action: PrivacyAction; accountId: string | null; subjectHash?: string; counts: Record<string, number> },
): Promise<void> {
  await db.insert(privacyLog).values({ ...entry, subjectHash: entry.subjectHash ?? null });
}

/** The audit trail's line for a privacy action: which kinds of record it touched, never whose. */
export const privacyAuditEntry = (action: PrivacyAction, counts: Record<string, number>): AuditEntry => ({
  action,
  entity: 'privacy',
  fields: Object.keys(counts).filter((kind) => (counts[kind] ?? 0) > 0),
});

export async function listPrivacyLog(db: Database, page: { limit: number; offset: number }): Promise<{ entries: PrivacyLogEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: privacyLog, account: accounts.email })
      .from(privacyLog)
      .leftJoin(accounts, eq(accounts.id, privacyLog.accountId))
      .orderBy(desc(privacyLog.at), desc(privacyLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(privacyLog),
  ]);
  return {
    entries: rows.map(({ entry, account }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      account,
      subjectHash: entry.subjectHash,
      counts: entry.counts,
    })),
    total: total?.value ?? 0,
  };
}
