import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a request's body (a JSON call, an upload) may send nothing at all before its
 * connection is closed. A phone on a weak signal pauses for a second or two; a caller holding
 * the request open on purpose sends a few bytes and then nothing.
 */
export const STALLED_BODY_MS = 10_000;

/** Whether a request says it carries a body (chunked, or a length over zero). */
export const hasBody = (headers: IncomingHttpHeaders) => headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

/**
 * An onRequest hook (a plain callback: it runs on every request and waits for nothing): while a
 * request's body is arriving, a connection that sends nothing for STALLED_BODY_MS is closed
 * (Node's socket time-out, which every byte received restarts), and what an upload held is given
 * back as its handler fails. Once the body is in, the answer is ours to write and the server's
 * usual keep-alive rules apply.
 */
export function endStalledBody(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const socket = request.raw.socket;
  // A request without a body has nothing to stall: arming the time-out for it would leave a
  // kept-alive connection to be closed after 10 idle seconds under a client that was told it may
  // reuse it for longer. A request injected in-process (tests, app.inject) has no real socket.
  if (hasBody(request.headers) && !request.raw.complete && typeof socket?.setTimeout === 'function') {
    socket.setTimeout(STALLED_BODY_MS);
    request.raw.once('end', () => {
      // After an early answer Node has set the keep-alive time-out already: leave it.
      if (!reply.raw.writableEnded) socket.setTimeout(request.server.server.timeout);
    });
  }
  done();
}
