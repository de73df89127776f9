import type { FastifyRequest } from 'fastify';

// The `token` parameter as typed (`?token=`, `&token=`), and as it reads inside another
// parameter (`next=%2F...%3Ftoken%3D...`).
const TOKEN_VALUE = /(?<=[?&]|%3F|%26)(token(?:=|%3D))(?:[^&#\s"'<>%]|%(?!26|23))+/gi;

/**
 * The text with the value of every `token` parameter replaced: a verification or invitation
 * link is as good as a password until it is used, and logs are read by more people, and kept
 * longer, than the mailbox it was sent to.
 */
export const redactTokens = (text: string) => text.replace(TOKEN_VALUE, '$1[redacted]');

/** Fastify's own request fields in a log line, with tokens redacted from the URL. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
