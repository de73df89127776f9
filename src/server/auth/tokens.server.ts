import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; only its SHA-256 hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shape of every token newToken makes: 43 URL-safe base64 characters. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
