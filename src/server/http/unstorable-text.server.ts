import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { holdsUnstorableText } from '../../domain/storable-text.ts';
import { countChangeAddress } from '../auth/account-changes.server.ts';
import { countLoginAddress } from '../auth/login-throttle.server.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from './client-address.server.ts';
import { badRequest, type HttpError } from './errors.server.ts';
import { countPublicSubmission } from './submission-limit.server.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks its input's text itself, with refuseUnstorableText (the plain form posts:
     * they answer a refusal with their page, not JSON).
     */
    checksOwnText?: boolean;
  }
}

/** The allowance a public route's refused attempts are counted against. */
export type Allowance = 'submission' | 'login' | 'change-request';

/**
 * The public routes a limit counts, by method and route: a refusal of their input is an attempt
 * like any other, so sending text that cannot be stored is no way round the limit. (The plain
 * form posts check their own fields, counted as submissions.)
 */
const ALLOWANCES = new Map<string, Allowance>([
  ['POST /api/contacts', 'submission'],
  ['POST /api/internship-inquiries', 'submission'],
  ['POST /api/uploads', 'submission'],
  ['POST /api/auth/login', 'login'],
  ['POST /api/requestEmailChange', 'change-request'],
  ['POST /api/requestPasswordChange', 'change-request'],
]);

/**
 * Counts the refused attempt against its allowance (by the caller's address only: what it sent
 * cannot be a counter's name) and answers the 400, or the 429 when the allowance is spent.
 */
export async function refuseUnstorableText(context: AppContext, request: FastifyRequest, allowance: Allowance | undefined): Promise<HttpError> {
  const address = clientAddressKey(request.ip);
  if (allowance === 'submission') await countPublicSubmission(context, request);
  if (allowance === 'login') await countLoginAddress(context.db, address);
  if (allowance === 'change-request') await countChangeAddress(context, address);
  return badRequest(messages.http.unstorableText, { code: 'unstorable_text' });
}

/**
 * Refuses a request whose query, path parameters or parsed body hold text PostgreSQL cannot
 * store (a NUL, a lone surrogate) with 400 `unstorable_text`, before its schema is checked and
 * before its handler runs, so before any database call but the limit's own count. Nothing of
 * the value is logged: the access log keeps no query values, and a 400 logs no body. The page
 * route's query is left alone: no page reads it (page-cache.server.ts).
 */
export function registerUnstorableTextGate(app: FastifyInstance, context: AppContext, pageRoute: string): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.checksOwnText) return;
    const route = request.routeOptions.url ?? '';
    const query = route === pageRoute ? undefined : request.query;
    if (!holdsUnstorableText(request.params) && !holdsUnstorableText(query) && !holdsUnstorableText(request.body)) return;
    throw await refuseUnstorableText(context, request, ALLOWANCES.get(`${request.method} ${route}`));
  });
}
