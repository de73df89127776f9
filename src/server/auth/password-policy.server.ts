import { dictionary } from '@zxcvbn-ts/language-common';
import { isStrongPassword, PASSWORD_SPECIAL, weakPasswordMessage } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';

/**
 * The ~49,000 most common leaked passwords that zxcvbn-ts bundles (all lowercase, no network
 * call). Read on the first password set, not at start-up: most processes never set one.
 */
let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

// The product's rule forces an uppercase, a digit and a special, which people add at the ends of a
// common word ("Password1!", "Summer2024!"): the list is checked against the lowercased password
// and against its word with the trailing digits and specials taken off (docs/decisions/254).
const TRAILING_DIGITS_AND_SPECIALS = new RegExp(`(?:\\d|${PASSWORD_SPECIAL})+$`);
const SHORTEST_WORD = 4;

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const word = lowered.replace(TRAILING_DIGITS_AND_SPECIALS, '');
  return commonPasswords().has(lowered) || (word.length >= SHORTEST_WORD && commonPasswords().has(word));
}

/**
 * Every password the site sets passes here (invitations, change requests, `npm run user`, the
 * first account): the product's strength rule first, so a weak password hears that first, then the list.
 */
export function checkNewPassword(password: string): Result<string> {
  if (!isStrongPassword(password)) return fail(weakPasswordMessage(password));
  if (isCommonPassword(password)) return fail(messages.passwordChange.common, { code: 'common_password' });
  return ok(password);
}
