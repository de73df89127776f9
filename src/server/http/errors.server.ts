import type { Result } from '../../domain/result.ts';
import { messages } from '../../domain/messages.ts';

/** An error that carries its HTTP status and the message the caller will read. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, messages.auth.notSignedIn);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string = messages.http.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string = messages.http.tooLarge) => new HttpError(413, message);
export const unsupportedType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Unwraps a validation result, turning a failure into a 400 with the rule's own message. */
export function valueOrBadRequest<T>(result: Result<T>): T {
  if (!result.ok) throw badRequest(result.error);
  return result.value;
}
