import { throttles } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import type { Database } from '../db/client.server.ts';
import { tooManyRequests } from '../http/errors.server.ts';
import { hitThrottle, releaseThrottle } from '../throttle.server.ts';

interface LoginCaller {
  email: string;
  /** The id of a device cookie signed for this account, when the browser has one. */
  device: string | null;
  address: string;
}

/** Which allowance an attempt has just run out: its first refusal in the window, not every one after. */
export type Lockout = 'account' | 'address';

/**
 * Counts a login attempt before its password is checked, atomically in the database, so N
 * parallel guesses get at most the limit's Argon2 verifications between them. A browser that
 * signed in to this account before has an allowance of its own; every other caller shares the
 * account's, so guessing from elsewhere never locks the owner's own browser out.
 * Throws 429 past a limit, after `onLockout` for the attempt that first passes it; `succeeded()`
 * gives the attempt back once the password was right.
 */
export async function countLoginAttempt(
  db: Database,
  caller: LoginCaller,
  onLockout: (which: Lockout) => Promise<void>,
): Promise<{ succeeded(): Promise<void> }> {
  const window = throttles.loginWindowMs;
  const accountKey = caller.device ? `login:device:${caller.email}:${caller.device}` : `login:account:${caller.email}`;
  const addressKey = loginAddressKey(caller.address);
  // The address first: one past its limit adds no counter for the e-mail it tried, so cycling
  // made-up addresses from one place cannot fill the counters table.
  await countLoginAddress(db, caller.address, () => onLockout('address'));
  const byAccount = await hitThrottle(db, accountKey, window);
  if (byAccount.count > throttles.loginPerAccount) {
    if (byAccount.count === throttles.loginPerAccount + 1) await onLockout('account');
    throw tooManyRequests(messages.auth.tooManyAttempts, byAccount.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await Promise.all([releaseThrottle(db, accountKey), releaseThrottle(db, addressKey)]);
    },
  };
}

const loginAddressKey = (address: string) => `login:address:${address}`;

/**
 * Counts an attempt against the address's allowance only: every sign-in, and a sign-in refused
 * before its e-mail could be read (text that cannot be stored, see unstorable-text). Throws 429
 * past the limit, after `onLockout` for the attempt that first passes it.
 */
export async function countLoginAddress(db: Database, address: string, onLockout: () => Promise<void> = async () => {}): Promise<void> {
  const byAddress = await hitThrottle(db, loginAddressKey(address), throttles.loginWindowMs);
  if (byAddress.count > throttles.loginPerAddress) {
    if (byAddress.count === throttles.loginPerAddress + 1) await onLockout();
    throw tooManyRequests(messages.auth.tooManyAttempts, byAddress.retryAfterSeconds);
  }
}
