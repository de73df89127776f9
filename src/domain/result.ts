import type { ErrorDetail } from './error-codes.ts';

/**
 * Errors are values carrying the user's message, never bare strings thrown across layers; a
 * failure may say its stable code and the field at fault (src/domain/error-codes.ts).
 */
export type Result<T> = { ok: true; value: T } | ({ ok: false; error: string } & ErrorDetail);

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: string, detail: ErrorDetail = {}): Result<T> => ({ ok: false, error, ...detail });
