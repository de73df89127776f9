/**
 * Astro writes the one rule its island wrappers need (`display: contents`) as a <style> just
 * before a page's first island, inside <main>; HTML allows <style> only in <head>. Moved there, it
 * applies the same, before any island is drawn.
 */
const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

export function withIslandStyleInHead(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!match || headEnd === -1 || match.index < headEnd) return html;
  const body = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return body.slice(0, headEnd) + match[0] + body.slice(headEnd);
}
