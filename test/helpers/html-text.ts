/** A text as the server writes it inside an element (React escapes &, <, > and quotes). */
export const asHtmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** A page's text with the numeric and &amp; entities the renderer writes turned back into characters. */
export const decodeHtmlText = (html: string) => html.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
