import { z } from 'zod';
import { normaliseEmail } from './account.ts';
import { accessPatterns, defineCollection } from './collection.ts';
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
  access: accessPatterns.staffOnly,
  order: 'newest',
  search: ['email'],
});
