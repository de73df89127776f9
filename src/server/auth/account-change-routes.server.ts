import type { FastifyInstance, FastifyReply } from 'fastify';
import { validateEmailChangeRequest, validatePasswordChangeRequest, type VerificationType } from '../../domain/account.ts';
import { verificationLifetimeMs } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from '../http/client-address.server.ts';
import { badRequest, forbidden, valueOrBadRequest } from '../http/errors.server.ts';
import {
  confirmChange,
  countChangeRequest,
  isChangeLinkValid,
  readChangeLink,
  requestEmailChange,
  requestPasswordChange,
} from './account-changes.server.ts';
import { siteCookieOptions } from './auth-plugin.server.ts';
import { newToken } from './tokens.server.ts';
import { openToAll } from '../http/route-access.server.ts';

const VERIFY_PATH = '/api/verify-change';
/** One per type, so a browser may have an e-mail and a password change pending at once. */
const requesterCookie = (type: VerificationType) => `change_${type}`;
const TYPED_MAX_LENGTH = 256;

/**
 * E-mail and password changes without sign-in (SPEC sections 4, 5, 7): a request mails a
 * single-use link to the account's current address and binds the change to the asking browser
 * with a cookie that only the verification call receives; only a POST of the link's values from
 * that browser, or with the typed new value, changes anything.
 */
export function registerAccountChangeRoutes(app: FastifyInstance, context: AppContext): void {
  const bindToBrowser = (reply: FastifyReply, type: VerificationType, token: string) =>
    reply.setCookie(
      requesterCookie(type),
      token,
      siteCookieOptions(context.env.publicUrl, { path: VERIFY_PATH, sameSite: 'strict', maxAgeSeconds: verificationLifetimeMs / 1000 }),
    );

  // The cookie is set whether or not the account exists: the answer must not tell.
  app.post('/api/requestEmailChange', openToAll, async (request, reply) => {
    const change = valueOrBadRequest(validateEmailChangeRequest(request.body));
    await countChangeRequest(context, change.emailToChange, clientAddressKey(request.ip));
    const requesterToken = newToken();
    await requestEmailChange(context, change, requesterToken);
    bindToBrowser(reply, 'email', requesterToken);
    return { message: messages.emailChange.requested };
  });

  app.post('/api/requestPasswordChange', openToAll, async (request, reply) => {
    const change = valueOrBadRequest(validatePasswordChangeRequest(request.body));
    await countChangeRequest(context, change.emailToChange, clientAddressKey(request.ip));
    const requesterToken = newToken();
    await requestPasswordChange(context, change, requesterToken);
    bindToBrowser(reply, 'password', requesterToken);
    return { message: messages.passwordChange.requested };
  });

  // 403 asks the page for the typed value (nothing was changed, the link still works); 400 is final.
  app.post(VERIFY_PATH, openToAll, async (request, reply) => {
    const link = valueOrBadRequest(readChangeLink(request.body));
    const typed = (request.body as { confirmation?: unknown }).confirmation;
    const outcome = await confirmChange(context, link, {
      requesterToken: request.cookies[requesterCookie(link.type)],
      typed: typeof typed === 'string' ? typed.slice(0, TYPED_MAX_LENGTH) : undefined,
    });
    switch (outcome.kind) {
      case 'failed':
        throw badRequest(outcome.message);
      case 'typeToConfirm':
        throw forbidden(outcome.message);
      case 'forwarded':
        bindToBrowser(reply, link.type, outcome.requesterToken);
        return { message: outcome.message };
      case 'applied':
        reply.clearCookie(requesterCookie(link.type), { path: VERIFY_PATH });
        return { message: outcome.message };
    }
  });

  // Never changes anything: mail scanners and link previews fetch links before people do.
  app.get(VERIFY_PATH, openToAll, async (request) => {
    const link = valueOrBadRequest(readChangeLink(request.query));
    if (!(await isChangeLinkValid(context, link))) throw badRequest(messages.verification.failed);
    return { valid: true, message: messages.verification.confirmToApply };
  });
}
