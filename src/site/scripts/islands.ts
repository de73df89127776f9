/**
 * What wakes the pages' islands: the directives that say when each hydrates (at once, when the
 * browser is idle, when it scrolls into view, or only in the browser), then the `<astro-island>`
 * element. Astro writes these as about 2 KB of gzip inline in every page with an island, which
 * kept a page in Malayalam or Hindi from fitting its first round trip; as a module they are
 * fetched once with the header's script and cached (lib/island-runtime.ts takes the inline
 * copies out).
 */
import './island-directives.ts';
import 'astro/runtime/server/astro-island.js';
