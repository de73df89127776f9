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

/** Whether a text is one of a fixed list: a select's options (field-formats.ts `choiceOf`). */
export const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);

/** Honeypot: a field people never see on the public forms; bots fill it in. */
export const honeypot = () => z.string().max(limits.text.url).optional();

export function isHttpUrl(value: string): boolean {
  if (value.length > limits.text.url) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD that exists: 2025-02-31 is no date, not 3 March. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An id or anchor made of a text: letters and digits of any script (a Malayalam heading too), the rest '-'. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
