import type { FastifyRequest } from 'fastify';

/**
 * An onSend hook for routes that read uploads: a refusal can come before the client has finished
 * sending. The rest is read and thrown away so the client can read the answer (closing the
 * socket would lose it in most clients).
 */
export async function drainUnreadBody(request: FastifyRequest): Promise<void> {
  if (!request.raw.complete) {
    request.raw.unpipe();
    request.raw.resume();
  }
}
