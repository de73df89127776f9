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
  const decoded = decodedPath(path);
  return decoded === null ? null : encodeURI(decoded.replace(/\/{2,}/g, '/'));
}

/** The path decoded a few times, as Astro decodes it; null when it does not decode. */
function decodedPath(path: string): string | null {
  let decoded = path;
  for (let round = 0; round < 3 && decoded.includes('%'); round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return null;
    }
  }
  return decoded;
}

/**
 * Astro's own endpoints that this site does not use: its image service (`/_image`, which
 * re-encodes a picture on every call, in the server's own thread), server islands and actions.
 * Pictures are made by the image process when they are uploaded. No page of the site has a path
 * segment of these names, so a path holding one anywhere is refused: under a language prefix
 * (`/ml/_image`, which renders as `/_image` in Malayalam), under a prefix in capitals or one that
 * is no language at all, and in any case or with trailing dots (`/_IMAGE.`), which some file
 * systems and routers read as the same name.
 */
const FRAMEWORK_SEGMENTS = new Set(['_image', '_server-islands', '_actions']);

/** Whether a request path (as sent, or as decoded) reaches one of them; a backslash counts as a slash. */
export const isFrameworkEndpoint = (path: string) =>
  (decodedPath(path) ?? path).split(/[/\\]/).some((segment) => FRAMEWORK_SEGMENTS.has(segment.trim().replace(/\.+$/, '').toLowerCase()));
