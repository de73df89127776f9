/**
 * The value of every parameter called `name`, as typed (`?name=`, `&name=`), and as it reads
 * inside another parameter (`next=%2F...%3Fname%3D...`).
 */
const parameterValues = (names: string) => new RegExp(`(?<=[?&]|%3F|%26)((?:${names})(?:=|%3D))(?:[^&#\\s"'<>%]|%(?!26|23))+`, 'gi');

const TOKEN_VALUE = parameterValues('token');
// A person's address asked about in a privacy request (`email`), and what staff searched the
// lists for (`q`: names, addresses, phone numbers).
const PERSONAL_VALUE = parameterValues('email|q');

/**
 * The text with the value of every `token` parameter replaced: a verification or invitation
 * link is as good as a password until it is used, and logs are read by more people, and kept
 * longer, than the mailbox it was sent to.
 */
export const redactTokens = (text: string) => text.replace(TOKEN_VALUE, '$1[redacted]');

/**
 * A request's URL as the access log may keep it: tokens, and the personal data a query can
 * carry, redacted. The privacy log keeps only keyed hashes of addresses; the access log must not
 * keep them in clear beside it.
 */
export const redactRequestUrl = (url: string) => (hasParameters(url) ? redactTokens(url).replace(PERSONAL_VALUE, '$1[redacted]') : url);

/** Whether a URL can hold a parameter, typed or encoded (most requests have none: nothing to redact). */
const hasParameters = (url: string) => url.includes('?') || url.includes('%') || url.includes('&');

/**
 * A request's fields in the access log (Fastify's own, as its `req` serializer), with tokens and
 * personal data redacted from the URL. Takes the few fields it reads, so a request answered
 * before Fastify builds one (kept-answer-lane) is logged alike.
 */
export function requestLogFields(request: { method: string; url: string; host: string; ip: string | undefined; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: redactRequestUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
