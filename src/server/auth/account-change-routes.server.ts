import type { FastifyInstance } from 'fastify';
import { validateEmailChangeRequest, validatePasswordChangeRequest } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { badRequest, valueOrBadRequest } from '../http/errors.server.ts';
import {
  confirmChange,
  countChangeRequest,
  isChangeLinkValid,
  readChangeLink,
  requestEmailChange,
  requestPasswordChange,
} from './account-changes.server.ts';

/**
 * E-mail and password changes without sign-in (SPEC sections 4, 5, 7): a request mails a
 * single-use link to the account's current address; only a POST of that link's values changes
 * anything.
 */
export function registerAccountChangeRoutes(app: FastifyInstance, context: AppContext): void {
  app.post('/api/requestEmailChange', async (request) => {
    const change = valueOrBadRequest(validateEmailChangeRequest(request.body));
    await countChangeRequest(context, change.emailToChange, request.ip);
    await requestEmailChange(context, change);
    return { message: messages.emailChange.requested };
  });

  app.post('/api/requestPasswordChange', async (request) => {
    const change = valueOrBadRequest(validatePasswordChangeRequest(request.body));
    await countChangeRequest(context, change.emailToChange, request.ip);
    await requestPasswordChange(context, change);
    return { message: messages.passwordChange.requested };
  });

  app.post('/api/verify-change', async (request) => {
    const link = valueOrBadRequest(readChangeLink(request.body));
    const result = await confirmChange(context, link);
    if (!result.ok) throw badRequest(result.error);
    return { message: result.value };
  });

  // Never changes anything: mail scanners and link previews fetch links before people do.
  app.get('/api/verify-change', async (request) => {
    const link = valueOrBadRequest(readChangeLink(request.query));
    if (!(await isChangeLinkValid(context, link))) throw badRequest(messages.verification.failed);
    return { valid: true, message: messages.verification.confirmToApply };
  });
}
