import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Who asked and which host they asked for, as the access log records them. */
export interface RequestOrigin {
  ip: string | undefined;
  host: string;
}

/**
 * Reads a raw request's origin exactly as Fastify's request does with the same `trustProxy`
 * (the caller's address from X-Forwarded-For through trusted proxies only, the host from
 * X-Forwarded-Host when the connection is a trusted proxy's), for answers given before Fastify
 * builds its request (kept-answer-lane).
 */
export function createRequestOrigin(trustProxy: readonly string[]): (request: IncomingMessage) => RequestOrigin {
  const trusted = proxyAddr.compile([...trustProxy]);
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    const forwardedHost = request.headers['x-forwarded-host'];
    const remote = request.socket.remoteAddress;
    const host = typeof forwardedHost === 'string' && forwardedHost && remote !== undefined && trusted(remote, 0) ? lastEntry(forwardedHost) : (request.headers.host ?? '');
    return { ip: addresses[addresses.length - 1], host };
  };
}

/** The last of a header's comma-separated values: the one the nearest proxy added. */
const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();
