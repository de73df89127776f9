import { asc, eq } from 'drizzle-orm';
import { normaliseEmail, type AccountRole, type AccountUser } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import { isEmail } from '../../domain/email.ts';
import type { Database } from '../db/client.server.ts';
import { accounts } from '../db/schema.server.ts';
import { checkNewPassword } from './password-policy.server.ts';
import { hashPassword } from './passwords.server.ts';
import { revokeAllSessions } from './sessions.server.ts';

export async function findAccountByEmail(db: Database, email: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, normaliseEmail(email))).limit(1);
  return account ?? null;
}

export async function listAccounts(db: Database): Promise<AccountUser[]> {
  return db.select({ id: accounts.id, email: accounts.email, role: accounts.role }).from(accounts).orderBy(asc(accounts.email));
}

/** Makes an account outside the admin (ADMIN_EMAIL at start, `npm run user`): an owner unless told otherwise. */
export async function createAccount(db: Database, email: string, password: string, role: AccountRole = 'owner'): Promise<Result<AccountUser>> {
  const address = normaliseEmail(email);
  if (!isEmail(address)) return fail(messages.enquiry.invalidEmail);
  const allowed = checkNewPassword(password);
  if (!allowed.ok) return allowed;
  if (await findAccountByEmail(db, address)) return fail(messages.accounts.exists);
  const [account] = await db
    .insert(accounts)
    .values({ email: address, passwordHash: await hashPassword(password), role })
    .returning({ id: accounts.id, email: accounts.email, role: accounts.role });
  return ok(account!);
}

/** Sets a new password and signs the account out everywhere. */
export async function setAccountPassword(db: Database, email: string, password: string): Promise<Result<AccountUser>> {
  const allowed = checkNewPassword(password);
  if (!allowed.ok) return allowed;
  const account = await findAccountByEmail(db, email);
  if (!account) return fail('No account has this email.');
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(accounts.id, account.id));
  await revokeAllSessions(db, account.id);
  return ok({ id: account.id, email: account.email, role: account.role });
}

export async function removeAccount(db: Database, email: string): Promise<boolean> {
  const removed = await db.delete(accounts).where(eq(accounts.email, normaliseEmail(email))).returning({ id: accounts.id });
  return removed.length > 0;
}
