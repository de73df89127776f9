import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { isEmail } from './email.ts';

/**
 * What an account may do. Owners: accounts and invitations, backups, privacy tools, company
 * details, Activity. Editors: the site's content and translations, staff, clients,
 * advertisements and the inbox. Owners may do everything an editor may.
 */
export const accountRoles = ['owner', 'editor'] as const;
export type AccountRole = (typeof accountRoles)[number];

export const isAccountRole = (value: unknown): value is AccountRole => (accountRoles as readonly unknown[]).includes(value);

/** Whether the signed-in account may use the owners' screens and calls. */
export const isOwner = (user: Pick<AccountUser, 'role'> | null | undefined): boolean => user?.role === 'owner';

export interface AccountUser {
  id: string;
  email: string;
  role: AccountRole;
}

/** Who did something, as the Activity trail names them. */
export type Actor = Pick<AccountUser, 'id' | 'email'>;

/** An account as the Accounts screen lists it (GET /api/accounts). */
export interface AccountSummary extends AccountUser {
  createdAt: string;
  lastSignInAt: string | null;
}

/** A pending invitation on the Accounts screen: who was invited, by whom, until when. */
export interface PendingInvitation {
  id: string;
  email: string;
  /** The inviting account's address. */
  invitedBy: string;
  /** The role the account gets when the invitation is accepted. */
  role: AccountRole;
  createdAt: string;
  expiresAt: string;
}

/** One of the signed-in account's own sessions (GET /api/auth/sessions). */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** In words, from the User-Agent it signed in with: "Chrome on Android". */
  browser: string;
  /** The session the call was made with. */
  current: boolean;
}

/** The special characters a password needs one of. */
export const PASSWORD_SPECIALS = '@$!%*?&';
/** Any one of PASSWORD_SPECIALS, as a regular expression's character class (none of them is special inside one). */
export const PASSWORD_SPECIAL = `[${PASSWORD_SPECIALS}]`;
const hasSpecial = new RegExp(PASSWORD_SPECIAL);

/** docs/product.md#account-changes: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= limits.passwordMinLength &&
    password.length <= limits.passwordMaxLength &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    hasSpecial.test(password)
  );
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface EmailChangeForm {
  emailToChange: string;
  newEmail: string;
  confirmEmail: string;
}

export function validateEmailChangeForm(form: EmailChangeForm): Result<EmailChangeForm> {
  if (!form.emailToChange.trim() || !form.newEmail.trim() || !form.confirmEmail.trim()) {
    return fail(messages.emailChange.required);
  }
  if (form.newEmail.trim() !== form.confirmEmail.trim()) return fail(messages.emailChange.mismatch);
  return ok(form);
}

export interface PasswordChangeForm {
  emailToChange: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswordChangeForm(form: PasswordChangeForm): Result<PasswordChangeForm> {
  if (!form.emailToChange.trim() || !form.newPassword || !form.confirmPassword) return fail(messages.passwordChange.required);
  if (form.newPassword !== form.confirmPassword) return fail(messages.passwordChange.mismatch);
  if (!isStrongPassword(form.newPassword)) return fail(messages.passwordChange.weak);
  return ok(form);
}

/** Server side of the e-mail change request: the API carries only emailToChange and newEmail. */
export function validateEmailChangeRequest(input: unknown): Result<{ emailToChange: string; newEmail: string }> {
  const body = (input ?? {}) as Record<string, unknown>;
  const emailToChange = typeof body.emailToChange === 'string' ? normaliseEmail(body.emailToChange) : '';
  const newEmail = typeof body.newEmail === 'string' ? normaliseEmail(body.newEmail) : '';
  if (!emailToChange || !newEmail) return fail(messages.emailChange.required);
  if (!isEmail(emailToChange) || !isEmail(newEmail)) return fail(messages.enquiry.invalidEmail);
  return ok({ emailToChange, newEmail });
}

export function validatePasswordChangeRequest(input: unknown): Result<{ emailToChange: string; newPassword: string }> {
  const body = (input ?? {}) as Record<string, unknown>;
  const emailToChange = typeof body.emailToChange === 'string' ? normaliseEmail(body.emailToChange) : '';
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  if (!emailToChange || !newPassword) return fail(messages.passwordChange.required);
  if (!isStrongPassword(newPassword)) return fail(messages.passwordChange.weak);
  return ok({ emailToChange, newPassword });
}

export const VERIFICATION_TYPES = ['email', 'password'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
