import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountUser } from '../../domain/account.ts';
import { messages } from '../../domain/messages.ts';
import type { AppContext } from '../context.server.ts';
import { forbidden, HttpError, unauthorized } from '../http/errors.server.ts';
import { resolveSession } from './sessions.server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    account: AccountUser | null;
    sessionToken: string | null;
  }
}

export const SESSION_COOKIE = 'sid';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * A state-changing call that relies on the cookie alone must come from our own pages:
 * the browser says so in Sec-Fetch-Site, or at least in Origin.
 */
function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers.host;
  return origin === new URL(publicUrl).origin || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
}

/**
 * Resolves the caller's session on every request: a bearer token first, then the HttpOnly cookie.
 * A request with neither (every anonymous visitor) does no session work at all and goes on at
 * once, without a promise.
 */
export function registerAuth(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies?.[SESSION_COOKIE] ?? null;
    if (!token) return done();
    if (!bearer && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, context.env.publicUrl)) {
      return done(forbidden(messages.auth.crossSite));
    }
    resolveSession(context.db, token).then((account) => {
      if (account) {
        request.account = account;
        request.sessionToken = token;
      }
      done();
    }, done);
  });
}

/** preHandler for admin routes: 401 JSON without a valid session. */
export async function requireSignIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.account) throw unauthorized();
}

/** The 403 of an editor on an owners' call: the same words and code wherever the role is checked. */
export const ownersOnlyRefusal = () => new HttpError(403, messages.accounts.ownersOnly, {}, { code: 'owners_only' });

/** preHandler for owners' routes, after requireSignIn: 403 `owners_only` for an editor. */
export async function requireOwner(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (signedInAccount(request).role !== 'owner') throw ownersOnlyRefusal();
}

/** The signed-in account of a request on a signed-in route (401 should there be none). */
export function signedInAccount(request: FastifyRequest): AccountUser {
  if (!request.account) throw unauthorized();
  return request.account;
}

/** An HttpOnly cookie of this site, Secure when the site is served over https. */
export function siteCookieOptions(
  publicUrl: string,
  { path = '/', sameSite = 'lax', maxAgeSeconds }: { path?: string; sameSite?: 'lax' | 'strict'; maxAgeSeconds?: number } = {},
) {
  return {
    path,
    httpOnly: true,
    sameSite,
    secure: publicUrl.startsWith('https://'),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

export const sessionCookieOptions = (publicUrl: string, maxAgeSeconds?: number) => siteCookieOptions(publicUrl, { maxAgeSeconds });
