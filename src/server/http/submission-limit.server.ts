import type { FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { throttles } from '../../domain/limits.ts';
import { hitThrottle, type ThrottleState } from '../throttle.server.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from './client-address.server.ts';
import { tooManyRequests } from './errors.server.ts';

/**
 * Counts one public submission (contact, inquiry or resume upload) for the caller's address and
 * refuses it with 429 past SUBMISSION_LIMIT per 10 minutes. The three share one budget, and an
 * IPv6 caller's whole /64 shares it too.
 */
export async function countPublicSubmission(context: AppContext, request: FastifyRequest): Promise<void> {
  refuseOverBudget(context, await hitThrottle(context.db, submissionThrottleKey(request), throttles.submissionWindowMs));
}

/** The counter of the caller's submission budget. */
export const submissionThrottleKey = (request: FastifyRequest) => `submit:${clientAddressKey(request.ip)}`;

/** The 429 of a submission past the budget, given the budget's count including it. */
export function refuseOverBudget(context: AppContext, state: ThrottleState): void {
  if (state.count > context.env.submissionLimit) {
    throw tooManyRequests(messages.http.tooManySubmissions, state.retryAfterSeconds);
  }
}
