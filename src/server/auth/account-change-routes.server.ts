import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validateEmailChangeRequest, validatePasswordChangeRequest, type VerificationType } from '../../domain/account.ts';
import { verificationLifetimeMs } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { ok, type Result } from '../../domain/result.ts';
import { checkedBody } from '../api/collection-access.server.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from '../http/client-address.server.ts';
import { badRequest, forbidden, valueOrBadRequest } from '../http/errors.server.ts';
import {
  confirmChange,
  countChangeRequest,
  isChangeLinkValid,
  readChangeLink,
  requestEmailChange,
  type ChangeLink,
  requestPasswordChange,
} from './account-changes.server.ts';
import { siteCookieOptions } from './auth-plugin.server.ts';
import { checkNewPassword } from './password-policy.server.ts';
import { hashPassword } from './passwords.server.ts';
import { newToken } from './tokens.server.ts';
import { openToAll } from '../http/route-access.server.ts';

const VERIFY_PATH = '/api/verify-change';
/** One per type, so a browser may have an e-mail and a password change pending at once. */
const requesterCookie = (type: VerificationType) => `change_${type}`;
const TYPED_MAX_LENGTH = 256;

/** The verification call: the link's values, and the new value when the page asked for it. */
function readConfirmation(input: unknown): Result<{ link: ChangeLink; confirmation: string | undefined }> {
  const link = readChangeLink(input);
  if (!link.ok) return link;
  const typed = (input as { confirmation?: unknown }).confirmation;
  return ok({ link: link.value, confirmation: typeof typed === 'string' ? typed.slice(0, TYPED_MAX_LENGTH) : undefined });
}

/**
 * Work the answer must not wait for. A failure is logged (the person sees no mail come, and may
 * ask again), never the caller's error; closing the app waits for what is still running, so a
 * graceful stop does not cut a request's mail off at the database.
 */
function createAfterAnswer(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (request: FastifyRequest, work: () => Promise<void>): void => {
    const done = work()
      .catch((error: unknown) => request.log.error({ err: error }, 'account change request could not be handled'))
      .finally(() => running.delete(done));
    running.add(done);
  };
}

/** The admin form's own rules, then the list of leaked passwords (the server alone holds it). */
function readPasswordChangeRequest(input: unknown): Result<{ emailToChange: string; newPassword: string }> {
  const request = validatePasswordChangeRequest(input);
  if (!request.ok) return request;
  const allowed = checkNewPassword(request.value.newPassword);
  return allowed.ok ? request : allowed;
}

/**
 * E-mail and password changes without sign-in (docs/product.md#states, #rules and #http-api): a
 * request mails a single-use link to the account's current address and binds the change to the
 * asking browser with a cookie that only the verification call receives; only a POST of the link's
 * values from that browser, or with the typed new value, changes anything.
 */
export function registerAccountChangeRoutes(app: FastifyInstance, context: AppContext): void {
  const bindToBrowser = (reply: FastifyReply, type: VerificationType, token: string) =>
    reply.setCookie(
      requesterCookie(type),
      token,
      siteCookieOptions(context.env.publicUrl, { path: VERIFY_PATH, sameSite: 'strict', maxAgeSeconds: verificationLifetimeMs / 1000 }),
    );

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const afterAnswer = createAfterAnswer(app);

  // The cookie is set whether or not the account exists, and the account's part of the work (its
  // look-up, the pending change, the mail) runs after the answer: neither the answer nor its time
  // tells whether the account exists (docs/decisions/254).
  typed.post('/api/requestEmailChange', { ...openToAll, schema: { body: checkedBody(validateEmailChangeRequest) } }, async (request, reply) => {
    const change = request.body;
    await countChangeRequest(context, change.emailToChange, clientAddressKey(request.ip));
    const requesterToken = newToken();
    afterAnswer(request, () => requestEmailChange(context, change, requesterToken));
    bindToBrowser(reply, 'email', requesterToken);
    return { message: messages.emailChange.requested };
  });

  typed.post('/api/requestPasswordChange', { ...openToAll, schema: { body: checkedBody(readPasswordChangeRequest) } }, async (request, reply) => {
    const { emailToChange, newPassword } = request.body;
    await countChangeRequest(context, emailToChange, clientAddressKey(request.ip));
    // Hashed before answering for every address alike: a full hashing queue is still the caller's 429.
    const newPasswordHash = await hashPassword(newPassword);
    const requesterToken = newToken();
    afterAnswer(request, () => requestPasswordChange(context, { emailToChange, newPasswordHash }, requesterToken));
    bindToBrowser(reply, 'password', requesterToken);
    return { message: messages.passwordChange.requested };
  });

  // 403 asks the page for the typed value (nothing was changed, the link still works); 400 is final.
  typed.post(VERIFY_PATH, { ...openToAll, schema: { body: checkedBody(readConfirmation) } }, async (request, reply) => {
    const { link, confirmation } = request.body;
    const outcome = await confirmChange(context, link, { requesterToken: request.cookies[requesterCookie(link.type)], typed: confirmation });
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
