import { codeOfStatus, type ErrorCode, type ErrorDetail } from '../../domain/error-codes.ts';
import { uploadRules, type UploadKind } from '../../domain/media.ts';
import type { FieldIssue } from '../../domain/field-issue.ts';
import type { Result } from '../../domain/result.ts';
import { messages } from '../../domain/messages.ts';

/**
 * An error that carries its HTTP status, the message the caller will read and its stable code
 * (the status's own unless a rule gave a more specific one), with the field at fault when one is.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(status: number, message: string, headers: Record<string, string> = {}, detail: ErrorDetail = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.code = detail.code ?? codeOfStatus(status);
    this.field = detail.field;
  }

  /** The JSON answer: `{ error, field?, code }`. */
  get body(): { error: string; field?: string; code: ErrorCode } {
    return this.field === undefined ? { error: this.message, code: this.code } : { error: this.message, field: this.field, code: this.code };
  }
}

export const badRequest = (message: string, detail?: ErrorDetail) => new HttpError(400, message, {}, detail);

/** A field's rule refused the input (a document's, a translation's): 400 `{ error, field, code }`, the field being its path ('hero.headline'). */
export class FieldRefusal extends HttpError {
  constructor(issue: FieldIssue) {
    super(400, issue.message, {}, { field: issue.field, ...(issue.code ? { code: issue.code } : {}) });
  }
}
export const unauthorized = () => new HttpError(401, messages.auth.notSignedIn);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = messages.http.notFound) => new HttpError(404, message);
export const conflict = (message: string, detail?: ErrorDetail) => new HttpError(409, message, {}, detail);
export const tooLarge = (message: string = messages.http.tooLarge) => new HttpError(413, message);
export const unsupportedType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * A file its kind's rule refuses: 413 over its size ('file_too_large'), 415 not of a type it
 * takes ('not_pdf' for a resume, the status's code for the others), with the rule's message.
 */
export function fileRefused(kind: UploadKind, reason: 'tooLarge' | 'invalidType'): HttpError {
  const rule = uploadRules[kind];
  if (reason === 'tooLarge') return new HttpError(413, rule.tooLarge, {}, { code: 'file_too_large' });
  return new HttpError(415, rule.invalidType, {}, kind === 'resume' ? { code: 'not_pdf' } : {});
}

/** Unwraps a validation result, turning a failure into a 400 with the rule's own message, code and field. */
export function valueOrBadRequest<T>(result: Result<T>): T {
  if (!result.ok) throw badRequest(result.error, { code: result.code, field: result.field });
  return result.value;
}
