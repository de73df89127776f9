/**
 * The company's map as the office has it (decision 055's company details): a Google Maps link
 * copied from the browser or Share, the embed code or its address, or simply the office's postal
 * address. The server turns each into the address the Contact page's map frame loads; Google's
 * own embed address is kept as it is. A short share link (maps.app.goo.gl) names no place
 * until Google is asked, which the server does not do: the rule refuses it and says what works.
 */

/** Google's embed address, or the keyless map frame the server makes from a place or an address. */
export const MAP_EMBED = /^https:\/\/www\.google\.com\/maps(?:\/embed\?|\?(?=[^\s"'<>]*output=embed))[^\s"'<>]+$/;

const GOOGLE_MAPS_HOST = /^(?:www\.|maps\.)?google\.[a-z.]{2,6}$/;

/** The frame for a place's name, coordinates or address, its labels in English until a page sets its language. */
const frameFor = (place: string) => `https://www.google.com/maps?q=${encodeURIComponent(place)}&output=embed&hl=en`;

/** What a Google Maps page link points at: its search, its place's name, or its coordinates. */
function placeOf(url: URL): string | null {
  const query = url.searchParams.get('q') ?? url.searchParams.get('query');
  if (query) return query;
  const named = /\/maps\/(?:place|search)\/([^/@]+)/.exec(url.pathname);
  if (named) return decodeURIComponent(named[1]!.replaceAll('+', ' '));
  const at = /\/maps\/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url.pathname);
  return at ? `${at[1]},${at[2]}` : null;
}

/** The map frame's address for what was typed; anything it cannot read is returned for the rule to refuse. */
export function toMapEmbed(typed: string): string {
  const given = typed.trim();
  const src = /<iframe[^>]*\ssrc="([^"]+)"/i.exec(given)?.[1];
  if (src) return src.replaceAll('&amp;', '&');
  if (!given || MAP_EMBED.test(given)) return given;
  if (!/^https?:\/\//i.test(given)) return frameFor(given);
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return given;
  }
  const isMaps = GOOGLE_MAPS_HOST.test(url.hostname) && (url.hostname.startsWith('maps.') || url.pathname.startsWith('/maps'));
  if (!isMaps) return given;
  const place = placeOf(url);
  return place ? frameFor(place) : given;
}
