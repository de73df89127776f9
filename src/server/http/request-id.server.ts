import { randomBytes } from 'node:crypto';

// Ids this process makes: a random prefix drawn at start, then a counter. Unique across the
// processes writing one log (scale-out) and within each, at the cost of a counter: a random
// UUID per request was a measurable share of a kept page's CPU.
const processPrefix = randomBytes(6).toString('base64url');
let made = 0;

/**
 * A request's id in the access log and its `X-Request-Id` answer: the one a proxy in front sent,
 * when it looks like an id (so one id follows a request through nginx and the site), else new.
 */
export function requestIdOf(incoming: string | string[] | undefined): string {
  if (typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)) return incoming;
  made += 1;
  return `${processPrefix}-${made.toString(36)}`;
}
