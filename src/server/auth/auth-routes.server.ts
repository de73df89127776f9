import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normaliseEmail } from '../../domain/account.ts';
import { limits, sessionLifetime } from '../../domain/limits.ts';
import { messages } from '../../domain/messages.ts';
import { audited } from '../audit/audit-trail.server.ts';
import type { AppContext } from '../context.server.ts';
import { clientAddressKey } from '../http/client-address.server.ts';
import { accounts } from '../db/schema.server.ts';
import { HttpError, badRequest, unauthorized } from '../http/errors.server.ts';
import { findAccountByEmail } from './accounts.server.ts';
import { SESSION_COOKIE, sessionCookieOptions } from './auth-plugin.server.ts';
import { decoyPasswordHash, verifyPassword } from './passwords.server.ts';
import { createSession, revokeSession } from './sessions.server.ts';
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

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.withTypeProvider<ZodTypeProvider>().post('/api/auth/login', { ...openToAll, schema: { body: loginBody } }, async (request, reply) => {
    const email = normaliseEmail(request.body?.email ?? '');
    const password = request.body?.password ?? '';
    if (!email || !password) throw badRequest(messages.auth.invalidCredentials);

    const device = await trustedDevice(db, request, email);
    const attempt = await countLoginAttempt(db, { email, device, address: clientAddressKey(request.ip) });
    const account = await findAccountByEmail(db, email);
    const valid = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!account || !valid) throw new HttpError(401, messages.auth.invalidCredentials);

    await attempt.succeeded();
    const user = { id: account.id, email: account.email };
    const session = await audited(
      context,
      user,
      async (tx) => {
        await tx.update(accounts).set({ lastSignInAt: new Date() }).where(eq(accounts.id, account.id));
        return createSession(tx, account.id);
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
