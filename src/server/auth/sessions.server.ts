import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import { sessionLifetime } from '../../domain/limits.ts';
import type { Database } from '../db/client.server.ts';
import { accounts, sessions } from '../db/schema.server.ts';
import { hashToken, isWellFormedToken, newToken } from './tokens.server.ts';

// Writing last-seen on every request would turn each read into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Database, accountId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + sessionLifetime.absoluteMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt });
  return { token, expiresAt };
}

/** The signed-in account for a token, or null when it is unknown, revoked, idle too long or past its lifetime. */
export async function resolveSession(db: Database, token: string): Promise<AccountUser | null> {
  // Anything not shaped like a token we made is unknown without asking the database.
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, role: accounts.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - sessionLifetime.idleMs)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, role: row.role };
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(db: Database, accountId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}

export async function sweepSessions(db: Database): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - sessionLifetime.idleMs))),
    );
}
