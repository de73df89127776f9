import { createHash } from 'node:crypto';
import { languages } from '../content/languages.ts';
import { LANGUAGE_STORAGE_KEY } from './language-choice.ts';

/**
 * Inline scripts of the layout. Astro hashes only the scripts it bundles, so the layout reports
 * the hash of each of these to Astro.csp itself, or the page policy would block them.
 */

/** Marks <html class="js"> before the first paint, so the mobile menu collapses only when it can open. */
export const MARK_JS_ENABLED = "document.documentElement.classList.add('js')";

const directions = Object.fromEntries(languages.map((language) => [language.code, language.direction]));

/**
 * Sets `lang` and `dir` of the kept language before the first paint, so an Arabic page is not
 * laid out left to right first and then flipped (src/site/scripts/header.ts does the rest).
 */
export const APPLY_STORED_LANGUAGE = `try{var c=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),d=${JSON.stringify(directions)};if(d.hasOwnProperty(c)){document.documentElement.lang=c;document.documentElement.dir=d[c]}}catch(e){}`;

export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source).digest('base64')}`;
}

/**
 * Applies the page's stylesheet once it has arrived: it is linked with media="print" so it never
 * delays the first paint (deferred-stylesheet.ts). Runs at the top of <body>, after the links.
 */
export const APPLY_DEFERRED_STYLESHEET =
  "for(const l of document.querySelectorAll('link[data-deferred]')){const a=()=>{l.media='all'};l.sheet?a():l.addEventListener('load',a)}";
