import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The access log: one line per answered request, at info, with the request id (`reqId`), the
 * request as the log's `req` serializer writes it (log-redaction: method and URL with tokens and
 * personal data redacted), the route that answered, the status and the time taken in ms.
 * Fastify's own pair of lines (one on arrival, one on completion) would cost two writes per
 * request, and the second carried everything the first did but the URL.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, route: request.routeOptions.url, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
