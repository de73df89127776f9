import { createRequire } from 'node:module';
import { isStrongPassword, PASSWORD_SPECIAL, weakPasswordMessage } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import { fail, ok, type Result } from '../../domain/result.ts';

type CommonDictionaries = typeof import('@zxcvbn-ts/language-common');

/**
 * Whether any of `words` is among the ~49,000 most common leaked passwords that zxcvbn-ts bundles
 * (all lowercase, no network call). The list is loaded for the check and let go after it (about
 * 26 ms a time): a site sets a password a few times in its life, and kept, the list held about
 * 6 MB of every process that had ever set one, the first start with ADMIN_EMAIL among them.
 */
function inCommonPasswords(words: readonly string[]): boolean {
  const require = createRequire(import.meta.url);
  const loadedBefore = new Set(Object.keys(require.cache));
  try {
    const list = (require('@zxcvbn-ts/language-common') as CommonDictionaries).dictionary['passwords-common'];
    return words.some((word) => list.includes(word));
  } finally {
    for (const loaded of Object.keys(require.cache)) if (!loadedBefore.has(loaded)) delete require.cache[loaded];
  }
}

// The product's rule forces an uppercase, a digit and a special, which people add at the ends of a
// common word ("Password1!", "Summer2024!"): the list is checked against the lowercased password
// and against its word with the trailing digits and specials taken off (docs/decisions/254).
const TRAILING_DIGITS_AND_SPECIALS = new RegExp(`(?:\\d|${PASSWORD_SPECIAL})+$`);
const SHORTEST_WORD = 4;

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const word = lowered.replace(TRAILING_DIGITS_AND_SPECIALS, '');
  return inCommonPasswords(word.length >= SHORTEST_WORD ? [lowered, word] : [lowered]);
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
