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

/**
 * Applies the page's stylesheet once it has arrived: it is linked with media="print" so it never
 * delays the first paint (deferred-stylesheet.ts). Runs at the top of <body>, after the links.
 */
export const APPLY_DEFERRED_STYLESHEET =
  "for(const l of document.querySelectorAll('link[data-deferred]')){const a=()=>{l.media='all'};l.sheet?a():l.addEventListener('load',a)}";

/**
 * The sending state of a public form sent as a plain post: before its island has hydrated, or
 * when its script never arrives. Once hydrated the island handles the submit (it prevents the
 * default, below the window where this listens) and this leaves it alone. Otherwise the button
 * is disabled and reads its `data-sending-label`, which the server rendered in the page's
 * language (SendButton.tsx), keeping its own words in `data-label` (an island hydrating after
 * this starts in its sending state: sentAsPlainPost), and a second submit of the form is
 * stopped; a page brought back from the back/forward cache gets its buttons back. Only pages
 * with a public form carry it.
 */
export const SHOW_SENDING_STATE =
  "addEventListener('submit',e=>{let b=e.target.querySelector('[data-sending-label]');if(!b||e.defaultPrevented)return;if(b.disabled)return e.preventDefault();b.dataset.label=b.textContent;b.disabled=1;b.textContent=b.dataset.sendingLabel});addEventListener('pageshow',e=>{if(e.persisted)for(let b of document.querySelectorAll('[data-label]'))b.disabled=0,b.textContent=b.dataset.label,delete b.dataset.label})";

/**
 * No click lost on a control that only works once its island has hydrated (the home page's
 * carousel buttons): a click on such a button while the island's script is still on its way is
 * clicked again once the island has hydrated, in order. Buttons that open a dialog do so by
 * themselves (`command`), and submit buttons are the forms' (SHOW_SENDING_STATE). Only an
 * `<astro-island>` carries `ssr`, until it has hydrated.
 */
export const REPLAY_EARLY_CLICKS =
  "addEventListener('click',e=>{let b=e.target.closest?.('[ssr] button[type=button]:not([command])');b&&b.closest('[ssr]').addEventListener('astro:hydrate',()=>b.click(),{once:1})},1)";
