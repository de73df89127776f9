import type { FastifyRequest } from 'fastify';
import { inboxLimits } from '../../domain/inbox.ts';
import { isHoneypotFilled } from '../../domain/public-form.ts';
import type { Result } from '../../domain/result.ts';
import type { AppContext } from '../context.server.ts';
import { valueOrBadRequest } from '../http/errors.server.ts';
import { countPublicSubmission } from '../http/submission-limit.server.ts';

/**
 * The common start of a public form submission (`body`: JSON, or a plain form's fields): it
 * counts against the caller's submission budget (invalid attempts too, so a bot cannot probe
 * without limit), then is validated.
 * `isBot` is true when the honeypot field is filled: the caller answers as if stored.
 */
export async function receivePublicSubmission<T extends { website?: string }>(
  context: AppContext,
  request: FastifyRequest,
  body: unknown,
  validate: (input: unknown) => Result<T>,
): Promise<{ input: T; isBot: boolean }> {
  await countPublicSubmission(context, request);
  const input = valueOrBadRequest(validate(body));
  return { input, isBot: isHoneypotFilled(input) };
}

/** A time the visitor's browser sent, kept when it is a real date-time, as ISO; else the server's time. */
export function visitorTimestamp(value: string | undefined, fallback: Date): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return new Date(Number.isNaN(time) ? fallback : time).toISOString();
}

const SITE_PATH = /^\/[\p{L}\p{N}/_.~%-]*$/u;

/**
 * The path of the site's page a submission was sent from, for the office reading it: the
 * browser's Referer when it is one of this site's pages (the site sends it to itself in full,
 * `strict-origin-when-cross-origin`), without its query; '' when absent, foreign or odd.
 */
export function sentFromPage(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer || referer.length > 2 * inboxLimits.page) return '';
  let url: URL;
  let site: URL;
  try {
    url = new URL(referer);
    site = new URL(`${request.protocol}://${request.host}`);
  } catch {
    return '';
  }
  // Compared as origins, so a default port written out (`:80`) matches one left out.
  if (url.origin !== site.origin) return '';
  const path = url.pathname;
  return path.length <= inboxLimits.page && SITE_PATH.test(path) ? path : '';
}
