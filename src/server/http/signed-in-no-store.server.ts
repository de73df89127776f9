import type { FastifyInstance } from 'fastify';

/**
 * Every answer to a signed-in caller (a valid session by bearer token or cookie) is sent
 * `Cache-Control: no-store`: it may hold what only staff may see, and no browser cache or proxy
 * on a shared computer should keep it. Answers a route marked `public` are the same bytes for
 * everyone (hashed build assets, public media files, robots.txt) and keep their caching, so the
 * admin area does not fetch its scripts and pictures again on every visit.
 * The answer that starts or ends a session counts as signed in.
 */
export function registerSignedInNoStore(app: FastifyInstance, sessionCookie: string): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const signedIn = request.account !== null || startsSession(reply.getHeader('set-cookie'), sessionCookie);
    // A route's own `private, no-store` (resumes) already says it.
    if (signedIn && !/^public\b|\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/** The answer of a sign-in (or sign-out) sets the session cookie. */
function startsSession(setCookie: unknown, sessionCookie: string): boolean {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie];
  return cookies.some((cookie) => typeof cookie === 'string' && cookie.startsWith(`${sessionCookie}=`));
}
