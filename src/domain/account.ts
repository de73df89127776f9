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
  /** The name its invitation carried; empty for accounts made from the shell or before names. */
  name: string;
  createdAt: string;
  lastSignInAt: string | null;
}

/** A pending invitation on the Accounts screen: who was invited, by whom, until when. */
export interface PendingInvitation {
  id: string;
  email: string;
  /** Who is invited, as typed when inviting; may be empty (invitations from before names). */
  name: string;
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

type PasswordPart = keyof typeof messages.passwordChange.missing;
const passwordParts: [PasswordPart, RegExp][] = [
  ['lowercase', /[a-z]/],
  ['uppercase', /[A-Z]/],
  ['digit', /\d/],
  ['special', hasSpecial],
];

/**
 * What a password lacks under docs/product.md#account-changes (8+ characters with a lowercase,
 * an uppercase, a digit and one of @$!%*?&), in words to follow SPEC's message; '' when nothing.
 */
export function passwordShortfall(password: string): string {
  const words = messages.passwordChange;
  const lengthProblem =
    password.length < limits.passwordMinLength ? words.tooShort(limits.passwordMinLength) : password.length > limits.passwordMaxLength ? words.tooLong(limits.passwordMaxLength) : '';
  const lacking = passwordParts.filter(([, pattern]) => !pattern.test(password)).map(([part]) => words.missing[part]);
  return [lengthProblem, lacking.length ? words.add(lacking) : ''].filter(Boolean).join(' ');
}

export function isStrongPassword(password: string): boolean {
  return passwordShortfall(password) === '';
}

/** SPEC's 'Password is not strong enough...' exactly, then what is missing: "Add a digit and a symbol (one of @$!%*?&)." */
export function weakPasswordMessage(password: string): string {
  return `${messages.passwordChange.weak} ${passwordShortfall(password)}`;
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
  if (!isStrongPassword(form.newPassword)) return fail(weakPasswordMessage(form.newPassword));
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
  if (!isStrongPassword(newPassword)) return fail(weakPasswordMessage(newPassword));
  return ok({ emailToChange, newPassword });
}

export const VERIFICATION_TYPES = ['email', 'password'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
