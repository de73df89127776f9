import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseEmail } from '../../domain/account.ts';
import { limits, sessionLifetime } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { audited, forgetActivityTotals, recordAudit } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from '../http/client-address.server.ts';
import { accounts } from '../db/schema.server.ts';
import { HttpError, badRequest, unauthorized } from '../http/errors.server.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './auth-plugin.server.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.server.ts';
import { createSession, revokeSession, sessionKey } from './sessions.server.ts';
import { rememberDevice, trustedDevice } from './device-cookie.server.ts';
import { countLoginAttempt } from './login-throttle.server.ts';
import { openToAll, signedInOnly } from '../http/route-access.server.ts';

const unexpected = { error: messages.http.unexpectedForm };
const loginBody = z.object(
  {
    email: z.string(unexpected).max(limits.text.email, unexpected).optional(),
    password: z.string(unexpected).max(256, unexpected).optional(),
  },
  unexpected,
);

/** A refused sign-in or a lockout, in the trail of the account it was about, with the caller's address. */
async function recordRefusal(context: AppContext, account: { id: string; email: string }, action: 'sign-in-refused' | 'lock-out', address: string) {
  await recordAudit(context.db, { id: account.id, email: account.email }, { action, entity: 'account', entityId: account.id, about: `from ${address}` });
  forgetActivityTotals(context.db);
}

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.withTypeProvider<ZodTypeProvider>().post('/api/auth/login', { ...openToAll, schema: { body: loginBody } }, async (request, reply) => {
    const email = normaliseEmail(request.body?.email ?? '');
    const password = request.body?.password ?? '';
    if (!email || !password) throw badRequest(messages.auth.invalidCredentials);

    const device = await trustedDevice(db, request, email);
    const address = clientAddressKey(request.ip);
    const attempt = await countLoginAttempt(db, { email, device, address }, async (which) => {
      // The address is in the log, never the e-mail tried (it may be anyone's); the account's own trail names it.
      const locked = which === 'account' ? await findAccountByEmail(db, email) : null;
      request.log.warn({ lockout: which, accountId: locked?.id, address }, 'sign-in locked out');
      if (locked) await recordRefusal(context, locked, 'lock-out', address);
    });
    const account = await findAccountByEmail(db, email);
    const valid = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!account || !valid) {
      request.log.warn({ accountId: account?.id, address, reason: account ? 'wrong password' : 'no such account' }, 'sign-in refused');
      if (account) await recordRefusal(context, account, 'sign-in-refused', address);
      throw new HttpError(401, messages.auth.invalidCredentials);
    }

    await attempt.succeeded();
    const user = { id: account.id, email: account.email, role: account.role };
    const key = await sessionKey(db);
    const session = await audited(
      context,
      user,
      async (tx) => {
        await tx.update(accounts).set({ lastSignInAt: new Date() }).where(eq(accounts.id, account.id));
        return createSession(tx, { accountId: account.id, key, userAgent: request.headers['user-agent'] });
      },
      () => ({ action: 'sign-in', entity: 'account', entityId: account.id }),
    );
    await rememberDevice(context, reply, account.email, device);
    reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(context.env.publicUrl, sessionLifetime.absoluteMs / 1000));
    return { token: session.token, user };
  });

  app.post('/api/auth/logout', openToAll, async (request, reply) => {
    const { account, sessionToken } = request;
    if (account && sessionToken) {
      await audited(context, account, (tx) => revokeSession(tx, sessionToken), () => ({ action: 'sign-out', entity: 'account', entityId: account.id }));
    }
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(context.env.publicUrl));
    return { ok: true };
  });

  app.get('/api/auth/me', signedInOnly, async (request) => {
    if (!request.account) throw unauthorized();
    return { user: request.account };
  });
}
