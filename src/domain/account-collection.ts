import { z } from 'zod';
import { isAccountRole, normaliseEmail, type AccountRole } from './account.ts';
import { accessPatterns, defineCollection, validateWith } from './collection.ts';
import { isEmail } from './email.ts';
import { labelled } from './field-meta.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { text } from './text.ts';

// Apart from account.ts, whose password rules the login screen loads: that screen needs no zod.
const invitationFields = z.object({
  email: labelled(text(limits.text.email).default(''), { label: messages.accounts.inviteLabel, input: 'email', required: true, autoComplete: 'off' }),
});

/**
 * Accounts (ours): made by invitation in the admin area, listed and removed there, never
 * public. Its fields are what an invitation asks; the password is the invited person's to set.
 */
export const accountCollection = defineCollection({
  entity: 'account',
  path: '/accounts',
  labels: { object: 'account', itemsName: 'accounts', noun: 'Account', title: messages.accounts.title },
  messages: { deleted: messages.accounts.removed },
  fields: invitationFields,
  rules: ({ email }): Result<{ email: string }> => {
    const normalised = normaliseEmail(email);
    return isEmail(normalised) ? ok({ email: normalised }) : fail(messages.enquiry.invalidEmail, { code: 'invalid_email', field: 'email' });
  },
  incomplete: messages.enquiry.invalidEmail,
  access: accessPatterns.ownersOnly,
  order: 'newest',
  search: ['email'],
});

export interface InvitationRequest {
  email: string;
  /** How the invitation mail greets them; not kept. */
  name: string;
  role: AccountRole;
}

/**
 * POST /api/accounts/invite `{email, name?, role}`: the address by the collection's rules, and
 * the role; a caller that names none (one written before roles) invites an editor, so nobody
 * becomes an owner by a form that forgot to ask.
 */
export function readInvitationRequest(input: unknown): Result<InvitationRequest> {
  const email = validateWith(accountCollection, input);
  if (!email.ok) return email;
  const { name } = (input ?? {}) as { name?: unknown };
  const role = readRoleChange({ role: 'editor', ...(input as object) });
  if (!role.ok) return role;
  if (name !== undefined && (typeof name !== 'string' || name.length > limits.text.name)) return fail(messages.accounts.nameTooLong(limits.text.name), { code: 'too_long', field: 'name' });
  return ok({ email: email.value.email, name: typeof name === 'string' ? name.trim() : '', role: role.value.role });
}

/** PATCH /api/accounts/{id} `{role}`, and the role of an invitation: 400 `unknown_role` unless owner or editor. */
export function readRoleChange(input: unknown): Result<{ role: AccountRole }> {
  const { role } = (input ?? {}) as { role?: unknown };
  return isAccountRole(role) ? ok({ role }) : fail(messages.accounts.roleRequired, { code: 'unknown_role', field: 'role' });
}
