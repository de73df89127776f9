import { throttles } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import type { Database } from '../db/client.server.ts';
import { tooManyRequests } from '../http/errors.server.ts';
import { hitThrottle, releaseThrottle } from './throttle.server.ts';

interface LoginCaller {
  email: string;
  /** The id of a device cookie signed for this account, when the browser has one. */
  device: string | null;
  address: string;
}

/**
 * Counts a login attempt before its password is checked, atomically in the database, so N
 * parallel guesses get at most the limit's Argon2 verifications between them. A browser that
 * signed in to this account before has an allowance of its own; every other caller shares the
 * account's, so guessing from elsewhere never locks the owner's own browser out.
 * Throws 429 past a limit; `succeeded()` gives the attempt back once the password was right.
 */
export async function countLoginAttempt(db: Database, caller: LoginCaller): Promise<{ succeeded(): Promise<void> }> {
  const window = throttles.loginWindowMs;
  const accountKey = caller.device ? `login:device:${caller.email}:${caller.device}` : `login:account:${caller.email}`;
  const addressKey = `login:address:${caller.address}`;
  const [byAccount, byAddress] = await Promise.all([hitThrottle(db, accountKey, window), hitThrottle(db, addressKey, window)]);
  const over = [
    byAccount.count > throttles.loginPerAccount ? byAccount : null,
    byAddress.count > throttles.loginPerAddress ? byAddress : null,
  ].filter((state) => state !== null);
  if (over.length) {
    throw tooManyRequests(messages.auth.tooManyAttempts, Math.max(...over.map((state) => state.retryAfterSeconds)));
  }
  return {
    async succeeded() {
      await Promise.all([releaseThrottle(db, accountKey), releaseThrottle(db, addressKey)]);
    },
  };
}
