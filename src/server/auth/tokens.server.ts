import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe; only its SHA-256 hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shape of every token newToken makes: 43 URL-safe base64 characters. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

// 128 bits of HMAC-SHA256 are plenty to tell our own tokens from made-up ones.
const SIGNATURE_BYTES = 16;
const signatureOf = (key: Buffer, token: string) => createHmac('sha256', key).update(token).digest().subarray(0, SIGNATURE_BYTES);

/**
 * A token that says it is ours: newToken's random part, a dot, and its HMAC with a server key.
 * The random part is what makes it secret; the signature only lets a made-up one be refused
 * without asking the database (docs/decisions/254).
 */
export function newSignedToken(key: Buffer): string {
  const token = newToken();
  return `${token}.${signatureOf(key, token).toString('base64url')}`;
}

/** Whether a token is one newSignedToken made with this key; no database involved. */
export function isSignedToken(key: Buffer, signed: string): boolean {
  const dot = signed.indexOf('.');
  const token = signed.slice(0, dot);
  if (dot < 0 || !isWellFormedToken(token)) return false;
  const given = Buffer.from(signed.slice(dot + 1), 'base64url');
  return given.length === SIGNATURE_BYTES && given.toString('base64url') === signed.slice(dot + 1) && timingSafeEqual(given, signatureOf(key, token));
}
