import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';
import { scriptHash } from './inline-script.ts';

/**
 * The inline scripts Astro writes before a page's first island (the `<astro-island>` element
 * and each directive it uses), which scripts/islands.ts defines from a cached module instead.
 * Taken out of the page with their hashes out of its policy. Should Astro change them, nothing
 * matches: the page keeps its inline copies and works as before, only heavier (the first round
 * trip test weighs every page).
 */
const INLINE_RUNTIME = [islandScript, idle, load, only, visible];
const INLINE_TAGS = INLINE_RUNTIME.map((source) => `<script>${source}</script>`);
const INLINE_HASHES = INLINE_RUNTIME.map((source) => `'${scriptHash(source)}'`);

export function withoutInlineIslandRuntime(html: string): string {
  let page = html;
  for (const tag of INLINE_TAGS) page = page.replace(tag, '');
  return page;
}

/** A content-security-policy without the hashes of the scripts withoutInlineIslandRuntime takes out. */
export function policyWithoutInlineIslandRuntime(policy: string): string {
  return INLINE_HASHES.reduce((rest, hash) => rest.replace(` ${hash}`, ''), policy);
}
