/**
 * The site's icon in browser tabs, public pages and the admin alike: the company's mark as SVG.
 * Browsers that take no SVG icon ask for /favicon.ico, made from the same mark by
 * scripts/site-icon.ts; it is not linked, so public pages carry no bytes for it.
 */
export const SITE_ICON = '/images/logo.svg';
