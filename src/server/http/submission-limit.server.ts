import type { FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { throttles } from '../../domain/limits.ts';
import { hitThrottle, type ThrottleState } from '../throttle.server.ts';
import type { AppContext } from '../context.server.ts';
import { LruMap } from '../lru-map.server.ts';
import { clientAddressKey } from './client-address.server.ts';
import { tooManyRequests } from './errors.server.ts';

/**
 * Counts one public submission (contact, inquiry or resume upload) for the caller's address and
 * refuses it with 429 past SUBMISSION_LIMIT per 10 minutes. The three share one budget, and an
 * IPv6 caller's whole /64 shares it too.
 */
export async function countPublicSubmission(context: AppContext, request: FastifyRequest): Promise<void> {
  const key = submissionThrottleKey(request);
  refuseOverBudget(context, key, await hitThrottle(context.db, key, throttles.submissionWindowMs));
}

/** The counter of the caller's submission budget. */
export const submissionThrottleKey = (request: FastifyRequest) => `submit:${clientAddressKey(request.ip)}`;

// Budgets refused in this process, until their window ends (ms). A window's count only grows, so
// a budget spent stays spent until then; bounded like every map keyed by what callers send.
const spentBudgets = new WeakMap<AppContext, LruMap<string, number>>();
const spentIn = (context: AppContext) => {
  let spent = spentBudgets.get(context);
  if (!spent) spentBudgets.set(context, (spent = new LruMap({ maxEntries: 4096 })));
  return spent;
};

/**
 * Whether this caller's budget was refused here and its window has not ended: a submission from
 * it will be refused whatever it holds, so nothing need be prepared for it (a notification).
 */
export function isBudgetKnownSpent(context: AppContext, key: string): boolean {
  return (spentIn(context).peek(key) ?? 0) > Date.now();
}

/** The 429 of a submission past the budget, given the budget's count including it. */
export function refuseOverBudget(context: AppContext, key: string, state: ThrottleState): void {
  if (state.count > context.env.submissionLimit) {
    // retryAfterSeconds is rounded up: a second less never outlasts the window.
    spentIn(context).set(key, Date.now() + (state.retryAfterSeconds - 1) * 1000);
    throw tooManyRequests(messages.http.tooManySubmissions, state.retryAfterSeconds);
  }
  // Within budget after all (its counter was cleared): no longer known spent.
  spentIn(context).delete(key);
}
