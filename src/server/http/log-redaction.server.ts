/**
 * A request's URL as the access log keeps it: the path, and of the query only the parameters'
 * names. A query's values are what a caller chose to send: a verification link's token (as good
 * as a password until used), the address asked about in a privacy request, what staff searched
 * the lists for (names, phone numbers), or anything a stranger puts there. The log is read by
 * more people and kept longer than any of those, and neither retention nor erasure reaches it;
 * a name is enough to tell which call was made.
 */
export function redactRequestUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url.slice(start + 1);
  const hash = query.indexOf('#');
  const parameters = (hash < 0 ? query : query.slice(0, hash)).split('&').map((pair) => {
    const equals = pair.indexOf('=');
    return equals < 0 ? pair : `${pair.slice(0, equals)}=[redacted]`;
  });
  return `${url.slice(0, start)}?${parameters.join('&')}`;
}

/**
 * A request's fields in the access log (Fastify's own, as its `req` serializer), the URL's query
 * values redacted. Takes the few fields it reads, so a request answered before Fastify builds one
 * (kept-answer-lane) is logged alike.
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
