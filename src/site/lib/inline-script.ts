import { createHash } from 'node:crypto';

/**
 * Inline scripts of the layout. Astro hashes only the scripts it bundles, so the layout reports
 * the hash of each of these to Astro.csp itself, or the page policy would block them.
 */

/** Marks <html class="js"> before the first paint, so the mobile menu collapses only when it can open. */
export const MARK_JS_ENABLED = "document.documentElement.classList.add('js')";

export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}
