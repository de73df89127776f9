/**
 * A first view in one round trip: the public page's stylesheet link becomes the CSS its first
 * screen needs, inline, and the same link with media="print", which the browser fetches without
 * waiting for it and the layout's inline script switches on when it has arrived (with a
 * <noscript> link for browsers without scripts). The whole stylesheet holds every inlined rule
 * again, in the same order, so once it applies the page looks exactly as it would without this.
 */
import { type CompiledStylesheet, criticalCss, firstScreenOf, markupOf } from './critical-css.ts';
import { APPLY_DEFERRED_STYLESHEET } from './inline-script.ts';

/**
 * How many top-level blocks of <main> a first screen shows at most (a 1920 x 1080 window shows
 * four of /future/vision's); the browser test first-screen.spec.ts measures that nothing on
 * the first screen moves or changes when the whole stylesheet applies.
 */
export const FIRST_SCREEN_BLOCKS = 4;

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"<>]+\.css)"\s*\/?>/g;

/** The mirrored copy the build writes beside each stylesheet (scripts/build/rtl-stylesheets.ts). */
const rtlHref = (href: string) => href.replace(/\.css$/, '.rtl.css');

/**
 * Pages whose layout applies deferred stylesheets (the public layout) get theirs deferred; a
 * right-to-left page gets the mirrored stylesheets (and `stylesheet` is the mirrored one).
 */
export function withDeferredStylesheet(html: string, stylesheet: CompiledStylesheet, { rightToLeft = false } = {}): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1 || !html.includes(APPLY_DEFERRED_STYLESHEET)) return html;
  let critical: string | null = criticalCss(stylesheet, { firstScreen: markupOf(firstScreenOf(html, FIRST_SCREEN_BLOCKS)), wholePage: markupOf(html) });
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (_link, linked: string) => {
    const href = rightToLeft ? rtlHref(linked) : linked;
    const deferred = `<link rel="stylesheet" href="${href}" media="print" data-deferred><noscript><link rel="stylesheet" href="${href}"></noscript>`;
    const inline = critical === null ? '' : `<style>${critical}</style>`;
    critical = null;
    return inline + deferred;
  });
  return head + html.slice(headEnd);
}
