/**
 * The one spelling of a page's path. Astro finds a page under many spellings of its path
 * (`/%61bout`, `/%2561bout` and `//about` all render /about), and each spelling would be a page
 * of its own to the page cache: a caller could fill it, and make the server render each one.
 * The page route sends every other spelling to this one with a permanent redirect instead.
 *
 * The path is decoded (a few times, as Astro does), runs of slashes become one, and what is left
 * is encoded as a URL path again. Null when the path does not decode (Astro answers those 404).
 */
export function normalisedPagePath(path: string): string | null {
  let decoded = path;
  for (let round = 0; round < 3 && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  return encodeURI(decoded.replace(/\/{2,}/g, '/'));
}

/**
 * Astro's own endpoints that this site does not use: its image service (`/_image`, which
 * re-encodes a picture on every call, in the server's own thread), server islands and actions.
 * Pictures are made by the image process when they are uploaded.
 */
const FRAMEWORK_ENDPOINTS = /^\/(_image|_server-islands|_actions)(\/|$)/i;

export const isFrameworkEndpoint = (path: string) => FRAMEWORK_ENDPOINTS.test(path);
