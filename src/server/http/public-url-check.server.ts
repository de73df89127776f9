import type { FastifyInstance } from 'fastify';

/**
 * PUBLIC_URL decides whether cookies are Secure, whether HSTS is sent and where links in mail
 * point. Behind a TLS proxy with PUBLIC_URL left at http://… (or unset), all three would be
 * quietly wrong while the site seems to work. The first request a trusted proxy says came over
 * HTTPS (X-Forwarded-Proto, believed only from TRUST_PROXY) logs a warning naming the fix, once.
 */
export function warnWhenServedOverHttpsAsHttp(app: FastifyInstance, publicUrl: string): void {
  if (publicUrl.startsWith('https://')) return;
  let warned = false;
  // A callback hook: it runs on every request and waits for nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && request.protocol === 'https') {
      warned = true;
      request.log.warn(
        { publicUrl },
        `Requests arrive over HTTPS but PUBLIC_URL is ${publicUrl}: cookies are not Secure, no HSTS is sent and links in mail use http. Set PUBLIC_URL=https://… to the address visitors use.`,
      );
    }
    done();
  });
}
