import { z } from 'zod';
import { limits } from './limits.ts';

// Zod probes for `new Function` to speed up object parsing; under the pages' Content-Security-
// Policy (no 'unsafe-eval') that probe is reported as a violation in every browser console.
// Every domain schema is built on this module, so it turns the probe off for browser and server.
z.config({ jitless: true });

/** Shared field shapes: trimmed, bounded text so every entity applies the same limits. */
export const text = (max: number = limits.text.shortText) => z.string().trim().max(max);
export const optionalText = (max: number = limits.text.shortText) =>
  z.string().trim().max(max).optional().default('');

/**
 * Media fields hold a URL of a stored file, a data URL on its way in, or '' for none. Left out
 * of an update, a field keeps its file, so it has no default: undefined says 'not sent'.
 */
export const mediaField = () => z.string().max(limits.jsonBodyWithDataUrlsBytes).optional();

/** Honeypot: a field people never see on the public forms; bots fill it in. */
export const honeypot = () => z.string().max(limits.text.url).optional();

export { isEmail } from './email.ts';

export function isHttpUrl(value: string): boolean {
  if (value.length > limits.text.url) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The first issue of a zod failure in a form a person can read. */
export function firstIssue(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  const field = issue.path.join('.');
  if (issue.code === 'too_big') return `${field || 'A field'} is too long.`;
  return fallback;
}

/** An anchor or key made of a heading: 'iOS/Android Development' → 'ios-android-development'. */
export const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
