import { and, asc, count, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { type AccountRole, type AccountSummary, type AccountUser, type Actor, type PendingInvitation } from '../../domain/account.ts';
import type { InvitationRequest } from '../../domain/account-collection.ts';
import { invitationLifetimeMs, throttles } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';
import { adminPaths } from '../../domain/routes.ts';
import type { CompanyContent } from '../../domain/content/company.ts';
import { audited, forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { Database } from '../db/client.server.ts';
import type { AppContext } from '../context.server.ts';
import { isUniqueViolation } from '../db/errors.server.ts';
import { accounts, invitations } from '../db/schema.server.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../http/errors.server.ts';
import { hitThrottle } from '../throttle.server.ts';
import { ownersOnlyRefusal } from './auth-plugin.server.ts';
import { sendMailSoon } from '../mail/mail-queue.server.ts';
import { renderMail } from '../mail/templates.server.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { hashPassword } from './passwords.server.ts';
import { checkNewPassword } from './password-policy.server.ts';
import { createSession, sessionKey } from './sessions.server.ts';
import { hashToken, newToken } from './tokens.server.ts';

// Any number of our own in PostgreSQL's advisory lock space: removals and role changes one at a time.
const REMOVAL_LOCK = 0x6163636f; // "acco"

/** Removals and role changes one at a time: takes the accounts lock for the rest of the transaction. */
async function lockAccounts(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${REMOVAL_LOCK})`);
}

/**
 * 403 `owners_only` when the acting account is no longer an owner: a change that waited for the
 * lock behind one that demoted or removed its actor must not go ahead on a role the actor lost.
 */
async function refuseFormerOwner(tx: Database, actor: Actor): Promise<void> {
  const [current] = await tx.select({ role: accounts.role }).from(accounts).where(eq(accounts.id, actor.id));
  if (current?.role !== 'owner') throw ownersOnlyRefusal();
}

/** 409 `last_owner` when `target` is the only owner left: the site would have nobody to manage it. */
async function refuseLastOwner(tx: Database, target: { role: AccountRole }): Promise<void> {
  if (target.role !== 'owner') return;
  const [owners] = await tx.select({ value: count() }).from(accounts).where(eq(accounts.role, 'owner'));
  if ((owners?.value ?? 0) <= 1) throw conflict(messages.accounts.cannotRemoveLastOwner, { code: 'last_owner' });
}

const summaryOf = (row: typeof accounts.$inferSelect): AccountSummary => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  role: row.role,
});

export async function listAccountSummaries(context: AppContext): Promise<AccountSummary[]> {
  const rows = await context.db.select().from(accounts).orderBy(asc(accounts.email));
  return rows.map(summaryOf);
}

/**
 * An invitation that still works: unused, not expired, and its sender still has an account
 * (removing an account revokes what it sent; one whose sender was removed before that rule
 * existed has no sender left and works no more).
 */
const stillPending = () => and(isNull(invitations.usedAt), gt(invitations.expiresAt, new Date()), isNotNull(invitations.invitedBy));

/** The pending invitations, soonest to expire first, with the address of who sent each. */
export async function listPendingInvitations(context: AppContext): Promise<PendingInvitation[]> {
  const rows = await context.db
    .select({ id: invitations.id, email: invitations.email, name: invitations.name, invitedBy: accounts.email, role: invitations.role, createdAt: invitations.createdAt, expiresAt: invitations.expiresAt })
    .from(invitations)
    .innerJoin(accounts, eq(accounts.id, invitations.invitedBy))
    .where(stillPending())
    .orderBy(asc(invitations.expiresAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

/** Revokes a pending invitation: its link stops working at once. 404 for one that is not pending. */
export async function revokeInvitation(context: AppContext, actor: AccountUser, id: string): Promise<void> {
  await audited(
    context,
    actor,
    async (tx) => {
      const [revoked] = await tx.delete(invitations).where(and(eq(invitations.id, id), stillPending())).returning({ email: invitations.email });
      if (!revoked) throw notFound();
      return revoked;
    },
    (revoked) => ({ action: 'revoke', entity: 'account', entityId: id, about: revoked.email }),
  );
}

export const invitationSubject = (company: CompanyContent) => `You are invited to the ${company.shortName} admin area`;

const newExpiry = () => new Date(Date.now() + invitationLifetimeMs);

/**
 * Mails a one-time link (256-bit token, only its hash kept, 24 hours) with which the invited
 * person sets a password. A newer invitation to the same address replaces an unused older one.
 * Invites a checked, normalised address (readInvitationRequest's rules) with the role it names.
 */
export async function inviteAccount(context: AppContext, inviter: AccountUser, { email, name, role }: InvitationRequest): Promise<string> {
  if (await findAccountByEmail(context.db, email)) throw conflict(messages.accounts.exists);
  const token = newToken();
  await audited(
    context,
    inviter,
    async (tx) => {
      await tx.delete(invitations).where(and(eq(invitations.email, email), isNull(invitations.usedAt)));
      const [row] = await tx
        .insert(invitations)
        .values({ email, name, role, tokenHash: hashToken(token), invitedBy: inviter.id, expiresAt: newExpiry() })
        .returning({ id: invitations.id });
      return row!;
    },
    (row) => ({ action: 'invite', entity: 'account', entityId: row.id, fields: ['email', 'role'], about: email }),
  );
  await mailInvitation(context, inviter, { email, name, token });
  return email;
}

/**
 * Sends a pending invitation again with a new link and a new 24 hours: the old link's hash is
 * replaced, so it stops working. The resending account becomes its sender, as the mail says, and
 * the mail greets the name the invitation carries. 404 for an invitation that is not pending.
 */
export async function resendInvitation(context: AppContext, actor: AccountUser, id: string): Promise<string> {
  await countResend(context, id);
  const token = newToken();
  const { email, name } = await audited(
    context,
    actor,
    async (tx) => {
      const [renewed] = await tx
        .update(invitations)
        .set({ tokenHash: hashToken(token), invitedBy: actor.id, createdAt: new Date(), expiresAt: newExpiry() })
        .where(and(eq(invitations.id, id), stillPending()))
        .returning({ email: invitations.email, name: invitations.name });
      if (!renewed) throw notFound();
      return renewed;
    },
    (renewed) => ({ action: 'resend', entity: 'account', entityId: id, about: renewed.email }),
  );
  await mailInvitation(context, actor, { email, name, token });
  return email;
}

/**
 * Resends are counted per invitation (it names one invited address) like the other mails the
 * site sends on request: a sixth within the hour is 429 and mails nothing.
 */
async function countResend(context: AppContext, id: string): Promise<void> {
  const sent = await hitThrottle(context.db, `invitation:resend:${id}`, throttles.changeRequestWindowMs);
  if (sent.count > throttles.invitationResendsPerAddress) throw tooManyRequests(messages.auth.tooManyAttempts, sent.retryAfterSeconds);
}

async function mailInvitation(context: AppContext, inviter: Actor, { email, name, token }: { email: string; name: string; token: string }): Promise<void> {
  const link = `${context.env.publicUrl}${context.adminBase}${adminPaths.acceptInvite}?token=${encodeURIComponent(token)}`;
  const { company } = context.content.latest();
  await sendMailSoon(context, {
    to: email,
    ...renderMail(company, {
      subject: invitationSubject(company),
      paragraphs: [
        ...(name ? [`Hello ${name},`] : []),
        `${inviter.email} invited you to the admin area of the ${company.name} website.`,
        'Open this link within 24 hours to choose your password. It works once.',
      ],
      link: { label: 'Choose your password', url: link },
      closing: ['If you did not expect this, ignore this e-mail: no account is made unless the link is used.'],
    }),
  });
}

/**
 * Turns a valid invitation into an account with the chosen password, signed in at once. The
 * invitation is used up in the same transaction, so a link works exactly once.
 */
/** POST /api/accept-invite: an allowed password first (the form's own check, then the leaked list), then a token of a plausible size. */
export function readAcceptance(input: unknown): Result<{ token: string; password: string }> {
  const { token, password } = (input ?? {}) as { token?: unknown; password?: unknown };
  const allowed = checkNewPassword(typeof password === 'string' ? password : '');
  if (!allowed.ok) return allowed;
  if (typeof token !== 'string' || !token || token.length > 200) return fail(messages.accounts.invalidInvite);
  return ok({ token, password: allowed.value });
}

export async function acceptInvitation(
  context: AppContext,
  { token, password }: { token: string; password: string },
  userAgent?: string,
): Promise<{ token: string; user: AccountUser }> {
  const pending = and(eq(invitations.tokenHash, hashToken(token)), stillPending());
  const [invitation] = await context.db.select().from(invitations).where(pending).limit(1);
  if (!invitation) throw badRequest(messages.accounts.invalidInvite);
  const passwordHash = await hashPassword(password);
  const key = await sessionKey(context.db);
  try {
    const signedIn = await context.db.transaction(async (tx) => {
      const [used] = await tx.update(invitations).set({ usedAt: new Date() }).where(and(eq(invitations.id, invitation.id), pending)).returning();
      if (!used) throw badRequest(messages.accounts.invalidInvite);
      const [account] = await tx
        .insert(accounts)
        .values({ email: used.email, name: used.name, passwordHash, lastSignInAt: new Date(), role: used.role })
        .returning({ id: accounts.id, email: accounts.email, role: accounts.role });
      const user = account!;
      const session = await createSession(tx, { accountId: user.id, key, userAgent });
      await recordAudit(tx, user, { action: 'sign-in', entity: 'account', entityId: user.id });
      return { token: session.token, user };
    });
    forgetActivityTotals(context.db);
    return signedIn;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.accounts.exists);
    throw error;
  }
}

/**
 * Removes an account and, with it (cascade), every session: signed out everywhere at once, and
 * revokes the invitations it sent that are still pending, so nobody joins on the word of an
 * account that is gone. Never yourself, never the last account and never the last owner;
 * removals and role changes run one at a time so two owners removing or demoting each other
 * cannot leave none.
 */
export async function removeAccount(context: AppContext, actor: AccountUser, id: string): Promise<void> {
  if (id === actor.id) throw conflict(messages.accounts.cannotRemoveSelf);
  await audited(
    context,
    actor,
    async (tx) => {
      await lockAccounts(tx);
      const [total] = await tx.select({ value: count() }).from(accounts);
      const [target] = await tx.select({ id: accounts.id, email: accounts.email, role: accounts.role }).from(accounts).where(eq(accounts.id, id));
      if (!target) throw notFound();
      if ((total?.value ?? 0) <= 1) throw conflict(messages.accounts.cannotRemoveLast);
      await refuseLastOwner(tx, target);
      await refuseFormerOwner(tx, actor);
      const revoked = await tx
        .delete(invitations)
        .where(and(eq(invitations.invitedBy, id), isNull(invitations.usedAt)))
        .returning({ email: invitations.email });
      await tx.delete(accounts).where(eq(accounts.id, id));
      return { email: target.email, revoked: revoked.map((row) => row.email) };
    },
    ({ email, revoked }) => ({
      action: 'remove',
      entity: 'account',
      entityId: id,
      about: revoked.length ? `${email}; invitations revoked: ${revoked.join(', ')}` : email,
    }),
  );
}

/**
 * Gives an account another role, yourself included, except that the last owner stays an owner
 * (409 `last_owner`). It holds from the account's next request: sessions read the role afresh.
 * Setting the role it already has changes nothing and records nothing.
 */
export async function changeAccountRole(context: AppContext, actor: AccountUser, id: string, role: AccountRole): Promise<AccountSummary> {
  const changed = await audited(
    context,
    actor,
    async (tx) => {
      await lockAccounts(tx);
      const [target] = await tx.select().from(accounts).where(eq(accounts.id, id));
      if (!target) throw notFound();
      if (target.role === role) return { row: target, from: null };
      if (role !== 'owner') await refuseLastOwner(tx, target);
      await refuseFormerOwner(tx, actor);
      const [row] = await tx.update(accounts).set({ role, updatedAt: new Date() }).where(eq(accounts.id, id)).returning();
      return { row: row!, from: target.role };
    },
    ({ row, from }) => (from ? { action: 'change-role', entity: 'account', entityId: id, fields: ['role'], about: `${row.email}: ${from} to ${row.role}` } : null),
  );
  return summaryOf(changed.row);
}
