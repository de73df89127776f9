import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.server.ts';
import type { AppContext } from '../context.server.ts';
import { siteCookieOptions } from './auth-plugin.server.ts';
import { serverSecret } from './server-secret.server.ts';

/**
 * OWASP's device cookie: a browser that signed in to an account before carries a cookie signed
 * for that account, and its failed logins are counted on their own. Someone guessing passwords
 * from elsewhere then exhausts only the allowance of unknown browsers, never the owner's.
 */
export const DEVICE_COOKIE = 'device';
const LOGIN_PATH = '/api/auth/login';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

const signature = (secret: Buffer, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`${email}\n${nonce}`).digest('base64url');

/** The device's id when the request carries a cookie signed for this e-mail address. */
export async function trustedDevice(db: Database, request: FastifyRequest, email: string): Promise<string | null> {
  const value = request.cookies?.[DEVICE_COOKIE];
  const [nonce, signed] = value?.split('.') ?? [];
  if (!nonce || !signed || nonce.length > 64 || signed.length > 64) return null;
  const expected = Buffer.from(signature(await serverSecret(db, 'device-cookie'), email, nonce));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Marks this browser as one the account signs in from; keeps the id it already had. */
export async function rememberDevice(context: AppContext, reply: FastifyReply, email: string, deviceId: string | null) {
  const nonce = deviceId ?? randomBytes(16).toString('base64url');
  const value = `${nonce}.${signature(await serverSecret(context.db, 'device-cookie'), email, nonce)}`;
  reply.setCookie(DEVICE_COOKIE, value, siteCookieOptions(context.env.publicUrl, { path: LOGIN_PATH, sameSite: 'strict', maxAgeSeconds: LIFETIME_SECONDS }));
}
