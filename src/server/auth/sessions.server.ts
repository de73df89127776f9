import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { AccountUser, SessionSummary } from '../../domain/account.ts';
import { describeBrowser } from '../../domain/browser-name.ts';
import { sessionLifetime } from '../../domain/limits.ts';
import type { Database } from '../db/client.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import { accounts, sessions } from '../db/schema.server.ts';
import { serverSecret } from './server-secret.server.ts';
import { hashToken, isSignedToken, newSignedToken } from './tokens.server.ts';

// Writing last-seen on every request would turn each read into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;
// Enough for any real browser's User-Agent; a longer one is somebody's padding.
export const USER_AGENT_MAX_LENGTH = 512;

/**
 * The key session tokens are signed with, kept in the database like the other server secrets and
 * read once per process. A restore brings other secrets, so every session ends with it.
 */
export const sessionKey = (db: Database) => serverSecret(db, 'session-token');

/** Makes a session; `key` is sessionKey's (read before the caller's transaction). */
export async function createSession(
  tx: Database,
  { accountId, key, userAgent = '' }: { accountId: string; key: Buffer; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSignedToken(key);
  const expiresAt = new Date(Date.now() + sessionLifetime.absoluteMs);
  await tx.insert(sessions).values({ tokenHash: hashToken(token), accountId, expiresAt, userAgent: userAgent.slice(0, USER_AGENT_MAX_LENGTH) });
  return { token, expiresAt };
}

/** Sessions that still work: neither past their lifetime nor idle too long. */
const stillValid = (now: Date) => and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - sessionLifetime.idleMs)));

/** The signed-in account for a token, or null when it is unknown, revoked, idle too long or past its lifetime. */
export async function resolveSession(db: Database, token: string): Promise<AccountUser | null> {
  // A token we did not sign (made up, or from before signed tokens) is unknown without asking the database.
  if (!isSignedToken(await sessionKey(db), token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({ id: accounts.id, email: accounts.email, role: accounts.role, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, tokenHash), stillValid(now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, email: row.email, role: row.role };
}

/** An account's working sessions, the most recently used first. */
export async function listSessions(db: Database, accountId: string, currentToken: string): Promise<SessionSummary[]> {
  const rows = await db
    .select({ id: sessions.id, tokenHash: sessions.tokenHash, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), stillValid(new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const currentHash = hashToken(currentToken);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastSeenAt.toISOString(),
    browser: describeBrowser(row.userAgent),
    current: row.tokenHash === currentHash,
  }));
}

/**
 * Ends one session of the account's own, by its public id; answers what the Activity entry
 * names (its browser and whether it was the caller's own), or null for another account's
 * session or none.
 */
export async function endSession(db: Database, accountId: string, id: string, currentToken: string): Promise<{ browser: string; current: boolean } | null> {
  if (!isUuid(id)) return null;
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.accountId, accountId)))
    .returning({ tokenHash: sessions.tokenHash, userAgent: sessions.userAgent });
  if (!ended) return null;
  return { browser: describeBrowser(ended.userAgent), current: ended.tokenHash === hashToken(currentToken) };
}

/** "Sign out everywhere else": every session of the account but the one the call was made with; answers how many ended. */
export async function endOtherSessions(db: Database, accountId: string, currentToken: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ id: sessions.id });
  return ended.length;
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
