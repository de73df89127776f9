import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '../../domain/messages.ts';
import { isDatabaseUnavailable } from '../db/unavailable.server.ts';
import { errorSummary } from '../log-errors.server.ts';
import type { ErrorDetail } from '../../domain/error-codes.ts';
import { HttpError } from './errors.server.ts';

/** Fastify's own error codes, mapped to our statuses and words. */
const frameworkErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.http.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, messages.http.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.http.tooLarge],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.http.invalidJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.http.invalidJson],
  FST_ERR_CTP_EMPTY_TYPE: [415, messages.http.unsupportedMediaType],
  FST_ERR_CTP_INVALID_TYPE: [415, messages.http.unsupportedMediaType],
  FST_ERR_VALIDATION: [400, messages.http.unexpectedForm],
};

/** Busboy (under @fastify/multipart) reports a broken multipart body with plain, code-less errors. */
// A body cut off inside a part reaches whoever is reading that part's file as 'Part terminated
// early…' (or 'Preamble…'), and the form's iterator as 'Unexpected end…': which one a handler
// meets depends on how the bytes arrive.
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|(Part|Preamble) terminated early due to unexpected end of multipart data)/;

/**
 * Whatever was thrown, as the status, words and headers the caller gets; nothing internal.
 * Faults of ours (500) and database outages (503) are logged here, once.
 */
export function asHttpError(thrown: unknown, request: FastifyRequest): HttpError {
  if (thrown instanceof HttpError) return thrown;
  // A body schema's refusal carries the product's words for the first broken rule.
  if (hasZodFastifySchemaValidationErrors(thrown)) {
    const [issue] = thrown.validation;
    const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // A domain rule's own code travels in the issue's parameters (checkedBody).
    const code = (issue?.params as { params?: ErrorDetail } | undefined)?.params?.code;
    return new HttpError(400, issue?.message ?? messages.http.unexpectedForm, {}, { ...(field ? { field } : {}), ...(code ? { code } : {}) });
  }
  const error = thrown as FastifyError;
  const mapped = error.code ? frameworkErrors[error.code] : undefined;
  if (mapped) return new HttpError(mapped[0], mapped[1]);
  if (!error.code && MALFORMED_MULTIPART.test(String(error.message))) return new HttpError(400, messages.file.unreadable);
  if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) return new HttpError(400, messages.http.invalidJson);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, error.statusCode === 413 ? messages.http.tooLarge : messages.http.invalidJson);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, `database unavailable: ${errorSummary(error)}`);
    return new HttpError(503, messages.http.unavailable, { 'retry-after': '5' });
  }
  request.log.error({ err: error }, `request failed: ${errorSummary(error)}`);
  return new HttpError(500, messages.http.serverError);
}

/**
 * Every error becomes `{ error, field?, code }` with a fitting status (src/domain/error-codes.ts);
 * nothing internal ever reaches the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = asHttpError(thrown, request);
    return reply.code(error.status).headers(error.headers).send(error.body);
  });
}
