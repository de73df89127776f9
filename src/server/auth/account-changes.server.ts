import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { VerificationType } from '../../domain/account.ts';
import { VERIFICATION_TYPES } from '../../domain/account.ts';
import { throttles, verificationLifetimeMs } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import type { AppContext } from '../context.server.ts';
import { accounts, sessions, verifications } from '../db/schema.server.ts';
import { tooManyRequests } from '../http/errors.server.ts';
import { sendMailSoon } from '../mail/mail-queue.server.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { changeNotice, confirmationMail, emailTakenMail } from './account-change-mails.server.ts';
import { hashPassword } from './passwords.server.ts';
import { hitThrottle } from './throttle.server.ts';
import { hashToken, newToken } from './tokens.server.ts';

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Counts a change request per account (by the address asked for) and per caller address. */
export async function countChangeRequest(context: AppContext, email: string, ip: string): Promise<void> {
  const window = throttles.changeRequestWindowMs;
  const [byAccount, byAddress] = await Promise.all([
    hitThrottle(context.db, `change:account:${email}`, window),
    hitThrottle(context.db, `change:address:${ip}`, window),
  ]);
  if (byAccount.count > throttles.changeRequestPerAccount) {
    throw tooManyRequests(messages.auth.tooManyAttempts, byAccount.retryAfterSeconds);
  }
  if (byAddress.count > throttles.changeRequestPerAddress) {
    throw tooManyRequests(messages.auth.tooManyAttempts, byAddress.retryAfterSeconds);
  }
}

/** The page of the admin area that posts the token back, with everything it needs in the query. */
export function verificationLink(context: AppContext, type: VerificationType, token: string, accountId: string): string {
  const query = new URLSearchParams({ token, userId: accountId, type });
  return `${context.env.publicUrl}${context.adminBase}/verify-${type}?${query.toString()}`;
}

/**
 * Stores a pending change (the token's hash only) and mails its link to the account's current
 * address. An older pending change of the same type stops working: the newest link wins.
 */
async function startChange(
  context: AppContext,
  account: Account,
  change: { type: 'email'; newEmail: string } | { type: 'password'; newPasswordHash: string },
): Promise<void> {
  const token = newToken();
  await context.db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.accountId, account.id), eq(verifications.type, change.type), isNull(verifications.usedAt)));
    await tx.insert(verifications).values({
      accountId: account.id,
      type: change.type,
      tokenHash: hashToken(token),
      newEmail: change.type === 'email' ? change.newEmail : null,
      newPasswordHash: change.type === 'password' ? change.newPasswordHash : null,
      expiresAt: new Date(Date.now() + verificationLifetimeMs),
    });
  });
  const link = verificationLink(context, change.type, token, account.id);
  await sendMailSoon(context, confirmationMail(account.email, change.type === 'email' ? { type: 'email', newEmail: change.newEmail } : { type: 'password' }, link));
}

/** Whatever happens here, the caller gets the same answer: nothing tells whether the account exists. */
export async function requestEmailChange(context: AppContext, request: { emailToChange: string; newEmail: string }): Promise<void> {
  const account = await findAccountByEmail(context.db, request.emailToChange);
  if (!account) return;
  const holder = await findAccountByEmail(context.db, request.newEmail);
  if (holder && holder.id !== account.id) {
    await sendMailSoon(context, emailTakenMail(account.email, request.newEmail));
    return;
  }
  await startChange(context, account, { type: 'email', newEmail: request.newEmail });
}

export async function requestPasswordChange(context: AppContext, request: { emailToChange: string; newPassword: string }): Promise<void> {
  // Hashed before the look-up so the answer takes as long whether or not the account exists.
  const newPasswordHash = await hashPassword(request.newPassword);
  const account = await findAccountByEmail(context.db, request.emailToChange);
  if (!account) return;
  await startChange(context, account, { type: 'password', newPasswordHash });
}

export interface ChangeLink {
  token: string;
  userId: string;
  type: VerificationType;
}

/** The link's three query values, or the SPEC message for a link missing any of them. */
export function readChangeLink(input: unknown): Result<ChangeLink> {
  const values = (input ?? {}) as Record<string, unknown>;
  const [token, userId, type] = [values.token, values.userId, values.type].map((value) => (typeof value === 'string' ? value.trim() : ''));
  if (!token || !userId || !type || !(VERIFICATION_TYPES as readonly string[]).includes(type)) {
    return fail(messages.verification.invalidLink);
  }
  return ok({ token, userId, type: type as VerificationType });
}

const pendingMatch = (link: ChangeLink) =>
  and(
    eq(verifications.tokenHash, hashToken(link.token)),
    eq(verifications.accountId, link.userId),
    eq(verifications.type, link.type),
    isNull(verifications.usedAt),
    gt(verifications.expiresAt, new Date()),
  );

/** Whether the link would still work; changes nothing (mail scanners fetch links too). */
export async function isChangeLinkValid(context: AppContext, link: ChangeLink): Promise<boolean> {
  if (!UUID.test(link.userId)) return false;
  const [row] = await context.db.select({ id: verifications.id }).from(verifications).where(pendingMatch(link)).limit(1);
  return Boolean(row);
}

/**
 * Applies a pending change once: the token is consumed in the same transaction that changes the
 * account and revokes every session of it. Notices go to the old and new address (e-mail) or
 * to the account (password).
 */
export async function confirmChange(context: AppContext, link: ChangeLink): Promise<Result<string>> {
  if (!UUID.test(link.userId)) return fail(messages.verification.failed);
  let outcome: { previousEmail: string; email: string } | null;
  try {
    outcome = await context.db.transaction(async (tx) => {
      const [pending] = await tx.update(verifications).set({ usedAt: new Date() }).where(pendingMatch(link)).returning();
      if (!pending) return null;
      const [account] = await tx.select().from(accounts).where(eq(accounts.id, pending.accountId)).limit(1);
      if (!account) return null;
      if (pending.type === 'email') {
        const newEmail = pending.newEmail ?? '';
        const [holder] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.email, newEmail), ne(accounts.id, account.id)))
          .limit(1);
        if (!newEmail || holder) return null;
        await tx.update(accounts).set({ email: newEmail, updatedAt: new Date() }).where(eq(accounts.id, account.id));
      } else {
        if (!pending.newPasswordHash) return null;
        await tx.update(accounts).set({ passwordHash: pending.newPasswordHash, updatedAt: new Date() }).where(eq(accounts.id, account.id));
      }
      await tx.delete(sessions).where(eq(sessions.accountId, account.id));
      return { previousEmail: account.email, email: pending.type === 'email' ? pending.newEmail! : account.email };
    });
  } catch (error) {
    // Another account took the address between the check and the write (unique violation).
    context.log.warn({ err: error }, 'account change could not be applied');
    return fail(messages.verification.failed);
  }
  if (!outcome) return fail(messages.verification.failed);

  if (link.type === 'email') {
    await sendMailSoon(context, changeNotice(outcome.previousEmail, { type: 'email', newEmail: outcome.email }));
    await sendMailSoon(context, changeNotice(outcome.email, { type: 'email', newEmail: outcome.email }));
    return ok(messages.verification.emailChanged);
  }
  await sendMailSoon(context, changeNotice(outcome.email, { type: 'password' }));
  return ok(messages.verification.passwordChanged);
}
