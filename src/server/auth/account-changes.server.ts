import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { VerificationType } from '../../domain/account.ts';
import { normaliseEmail, VERIFICATION_TYPES } from '../../domain/account.ts';
import { throttles, typedConfirmationAttempts, verificationLifetimeMs } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import { forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { accounts, sessions, verifications } from '../db/schema.server.ts';
import { tooManyRequests } from '../http/errors.server.ts';
import { sendMailSoon } from '../mail/mail-queue.server.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { changeNotice, confirmationMail, emailTakenMail, newAddressMail } from './account-change-mails.server.ts';
import { verifyPassword } from './passwords.server.ts';
import { hitThrottle } from '../throttle.server.ts';
import { hashToken, newToken } from './tokens.server.ts';

type Account = NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Counts a change request per caller address, then per account and caller address together
 * (docs/decisions/027). Never per account alone: strangers asking for the owner's account from
 * their own addresses would spend the owner's allowance and lock the owner out. The address is
 * counted first, and a caller past its limit adds no counter for the accounts it names.
 */
export async function countChangeRequest(context: AppContext, email: string, ip: string): Promise<void> {
  await countChangeAddress(context, ip);
  const byPair = await hitThrottle(context.db, `change:pair:${email}:${ip}`, throttles.changeRequestWindowMs);
  if (byPair.count > throttles.changeRequestPerAccountAndAddress) {
    throw tooManyRequests(messages.auth.tooManyAttempts, byPair.retryAfterSeconds);
  }
}

/**
 * Counts a change request against the address's allowance only: every request, and one refused
 * before its e-mail could be read (text that cannot be stored, see unstorable-text).
 */
export async function countChangeAddress(context: AppContext, ip: string): Promise<void> {
  const byAddress = await hitThrottle(context.db, `change:address:${ip}`, throttles.changeRequestWindowMs);
  if (byAddress.count > throttles.changeRequestPerAddress) {
    throw tooManyRequests(messages.auth.tooManyAttempts, byAddress.retryAfterSeconds);
  }
}

/** The page of the admin area that posts the token back, with everything it needs in the query. */
export function verificationLink(context: AppContext, type: VerificationType, token: string, accountId: string): string {
  const query = new URLSearchParams({ token, userId: accountId, type });
  return `${context.env.publicUrl}${context.adminBase}/verify-${type}?${query.toString()}`;
}

type PendingChange = { type: 'email'; newEmail: string; confirmsNewAddress: boolean } | { type: 'password'; newPasswordHash: string };
type Transaction = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * Stores a pending change (the token's hash and the asking browser's cookie hash only) and
 * answers the link's token. Other pending changes of the account stay as they are: anyone may
 * ask for a change, and a request from a stranger's browser must not cancel one the owner
 * started. Each works only from its own browser or with its typed value, ends after
 * verificationLifetimeMs, and all of them end once one is applied.
 */
async function storeChange(tx: Transaction, accountId: string, change: PendingChange, requesterToken: string): Promise<string> {
  const token = newToken();
  await tx.insert(verifications).values({
    accountId,
    type: change.type,
    tokenHash: hashToken(token),
    requesterHash: hashToken(requesterToken),
    newEmail: change.type === 'email' ? change.newEmail : null,
    confirmsNewAddress: change.type === 'email' && change.confirmsNewAddress,
    newPasswordHash: change.type === 'password' ? change.newPasswordHash : null,
    expiresAt: new Date(Date.now() + verificationLifetimeMs),
  });
  return token;
}

/** Stores a change and mails its link to the account's current address. */
async function startChange(context: AppContext, account: Account, change: PendingChange, requesterToken: string): Promise<void> {
  const token = await context.db.transaction((tx) => storeChange(tx, account.id, change, requesterToken));
  const link = verificationLink(context, change.type, token, account.id);
  await sendMailSoon(context, confirmationMail(context.content.latest().company, account.email, change.type === 'email' ? { type: 'email', newEmail: change.newEmail } : { type: 'password' }, link));
}

/**
 * Whatever happens here, the caller gets the same answer: nothing tells whether the account
 * exists. The route runs it after answering, so the answer takes no longer either.
 */
export async function requestEmailChange(
  context: AppContext,
  request: { emailToChange: string; newEmail: string },
  requesterToken: string,
): Promise<void> {
  const account = await findAccountByEmail(context.db, request.emailToChange);
  if (!account) return;
  const holder = await findAccountByEmail(context.db, request.newEmail);
  if (holder && holder.id !== account.id) {
    await sendMailSoon(context, emailTakenMail(context.content.latest().company, account.email, request.newEmail));
    return;
  }
  await startChange(context, account, { type: 'email', newEmail: request.newEmail, confirmsNewAddress: false }, requesterToken);
}

/** The new password comes hashed: the route hashes it before answering, whether or not the account exists. */
export async function requestPasswordChange(
  context: AppContext,
  request: { emailToChange: string; newPasswordHash: string },
  requesterToken: string,
): Promise<void> {
  const account = await findAccountByEmail(context.db, request.emailToChange);
  if (!account) return;
  await startChange(context, account, { type: 'password', newPasswordHash: request.newPasswordHash }, requesterToken);
}

export interface ChangeLink {
  token: string;
  userId: string;
  type: VerificationType;
}

/** The link's three query values, or the message (docs/product.md#account-changes) for a link missing any of them. */
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

export type ConfirmOutcome =
  /** The change is made; every session of the account has ended. */
  | { kind: 'applied'; message: string }
  /** An e-mail change the owner confirmed: the new address got its own link, bound to `requesterToken`. */
  | { kind: 'forwarded'; message: string; requesterToken: string }
  /** Opened in a browser that did not ask: the person must type the value they asked for. */
  | { kind: 'typeToConfirm'; message: string }
  | { kind: 'failed'; message: string };

/** What the confirming browser brings: the cookie of the browser that asked, or a typed value. */
export interface Confirmation {
  requesterToken?: string;
  typed?: string;
}

type Pending = typeof verifications.$inferSelect;

async function typedValueMatches(pending: Pending, typed: string): Promise<boolean> {
  if (pending.type === 'email') return normaliseEmail(typed) === pending.newEmail;
  return Boolean(pending.newPasswordHash) && verifyPassword(pending.newPasswordHash!, typed);
}

/** Counts a wrong typed value; the link stops working at the limit. Answers whether it still works. */
async function countWrongConfirmation(context: AppContext, pending: Pending): Promise<boolean> {
  const [row] = await context.db
    .update(verifications)
    .set({
      failedConfirmations: sql`${verifications.failedConfirmations} + 1`,
      usedAt: sql`CASE WHEN ${verifications.failedConfirmations} + 1 >= ${typedConfirmationAttempts} THEN now() END`,
    })
    .where(and(eq(verifications.id, pending.id), isNull(verifications.usedAt)))
    .returning({ usedAt: verifications.usedAt });
  return Boolean(row && !row.usedAt);
}

/**
 * Applies a pending change once, and only with its owner's part in it: the request comes from
 * the browser that asked for the change (its cookie), or the person types the new password or
 * address they asked for. A link opened anywhere else, by a person who did not ask or by a mail
 * filter, changes nothing. The token is consumed in the same transaction that changes the
 * account and revokes every session of it; an e-mail change first sends a link to the new
 * address, and applies when that one is confirmed.
 */
export async function confirmChange(context: AppContext, link: ChangeLink, confirmation: Confirmation): Promise<ConfirmOutcome> {
  const failed = { kind: 'failed', message: messages.verification.failed } as const;
  if (!UUID.test(link.userId)) return failed;
  const [pending] = await context.db.select().from(verifications).where(pendingMatch(link)).limit(1);
  if (!pending) return failed;

  const fromAskingBrowser = Boolean(
    pending.requesterHash && confirmation.requesterToken && hashToken(confirmation.requesterToken) === pending.requesterHash,
  );
  if (!fromAskingBrowser) {
    if (!confirmation.typed) return { kind: 'typeToConfirm', message: messages.verification.typeToConfirm[link.type] };
    if (!(await typedValueMatches(pending, confirmation.typed))) {
      return (await countWrongConfirmation(context, pending)) ? { kind: 'typeToConfirm', message: messages.verification.typedMismatch } : failed;
    }
  }
  if (pending.type === 'email' && !pending.confirmsNewAddress) return forwardToNewAddress(context, pending);
  return applyChange(context, pending);
}

const consume = (tx: Transaction, pending: Pending) =>
  tx
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(and(eq(verifications.id, pending.id), isNull(verifications.usedAt), gt(verifications.expiresAt, new Date())))
    .returning({ id: verifications.id });

/** The owner confirmed an e-mail change: the new address must now confirm it can receive mail. */
async function forwardToNewAddress(context: AppContext, pending: Pending): Promise<ConfirmOutcome> {
  const newEmail = pending.newEmail ?? '';
  const requesterToken = newToken();
  const token = await context.db.transaction(async (tx) => {
    const [consumed] = await consume(tx, pending);
    if (!consumed || !newEmail) return null;
    return storeChange(tx, pending.accountId, { type: 'email', newEmail, confirmsNewAddress: true }, requesterToken);
  });
  if (!token) return { kind: 'failed', message: messages.verification.failed };
  await sendMailSoon(context, newAddressMail(context.content.latest().company, newEmail, verificationLink(context, 'email', token, pending.accountId)));
  return { kind: 'forwarded', message: messages.verification.newAddressSent, requesterToken };
}

async function applyChange(context: AppContext, pending: Pending): Promise<ConfirmOutcome> {
  let outcome: { previousEmail: string; email: string } | null;
  try {
    outcome = await context.db.transaction(async (tx) => {
      const [consumed] = await consume(tx, pending);
      if (!consumed) return null;
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
      // The owner made this change through a mailed link, signed out: the trail says so in their name.
      await recordAudit(tx, { id: account.id, email: account.email }, {
        action: 'update',
        entity: 'account',
        entityId: account.id,
        fields: [pending.type],
        about: pending.type === 'email' ? `${account.email} → ${pending.newEmail}` : account.email,
      });
      // Whatever else was asked for this account (by its owner or anyone) is settled by this change.
      await tx.update(verifications).set({ usedAt: new Date() }).where(and(eq(verifications.accountId, account.id), isNull(verifications.usedAt)));
      return { previousEmail: account.email, email: pending.type === 'email' ? pending.newEmail! : account.email };
    });
  } catch (error) {
    // Another account took the address between the check and the write (unique violation).
    context.log.warn({ err: error }, 'account change could not be applied');
    return { kind: 'failed', message: messages.verification.failed };
  }
  if (!outcome) return { kind: 'failed', message: messages.verification.failed };
  forgetActivityTotals(context.db);
  context.log.info({ accountId: pending.accountId, type: pending.type }, 'account change applied through its link');

  const { company } = context.content.latest();
  if (pending.type === 'email') {
    await sendMailSoon(context, changeNotice(company, outcome.previousEmail, { type: 'email', newEmail: outcome.email }));
    await sendMailSoon(context, changeNotice(company, outcome.email, { type: 'email', newEmail: outcome.email }));
    return { kind: 'applied', message: messages.verification.emailChanged };
  }
  await sendMailSoon(context, changeNotice(company, outcome.email, { type: 'password' }));
  return { kind: 'applied', message: messages.verification.passwordChanged };
}
