import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../domain/messages.ts';
import { audited } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { notFound, unauthorized } from '../http/errors.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { SESSION_COOKIE, sessionCookieOptions, signedInAccount } from './auth-plugin.server.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.server.ts';

/** The signed-in account and the token its call came with (every signed-in call has both). */
function caller(request: FastifyRequest) {
  const account = signedInAccount(request);
  if (!request.sessionToken) throw unauthorized();
  return { account, token: request.sessionToken };
}

/**
 * One's own sessions (docs/product.md#sessions): everyone signed in may list theirs, end any of
 * them, or end every one but the current. Each ending is a sign-out in the Activity trail.
 */
export function registerSessionRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/api/auth/sessions', signedInOnly, async (request) => {
    const { account, token } = caller(request);
    return listSessions(context.db, account.id, token);
  });

  // Ending the current session is signing out: its cookie is cleared as POST /api/auth/logout does.
  app.delete('/api/auth/sessions/:id', signedInOnly, async (request, reply) => {
    const { account, token } = caller(request);
    const { id } = request.params as { id: string };
    const ended = await audited(
      context,
      account,
      (tx) => endSession(tx, account.id, id, token),
      (session) => session && { action: 'sign-out', entity: 'account', entityId: account.id, about: session.browser },
    );
    if (!ended) throw notFound(messages.sessions.notFound);
    if (ended.current) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(context.env.publicUrl));
    return { message: messages.sessions.ended, current: ended.current };
  });

  app.delete('/api/auth/sessions', signedInOnly, async (request) => {
    const { account, token } = caller(request);
    const count = await audited(
      context,
      account,
      (tx) => endOtherSessions(tx, account.id, token),
      (ended) => (ended ? { action: 'sign-out', entity: 'account', entityId: account.id, about: messages.sessions.endedOthers(ended) } : null),
    );
    return { message: count ? messages.sessions.endedOthers(count) : messages.sessions.onlyThisDevice, ended: count };
  });
}
