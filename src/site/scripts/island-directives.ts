/**
 * The hydration directives the site's pages use (`client:idle` …) on the global `Astro`, which
 * the `<astro-island>` element reads as it connects: so this runs before islands.ts defines it.
 */
import idle from 'astro/runtime/client/idle.js';
import load from 'astro/runtime/client/load.js';
import only from 'astro/runtime/client/only.js';
import visible from 'astro/runtime/client/visible.js';

const astro = ((self as { Astro?: Record<string, unknown> }).Astro ??= {});
for (const [name, directive] of Object.entries({ idle, load, only, visible })) {
  astro[name] = directive;
  // An island connected before its directive was there waits for this event.
  dispatchEvent(new Event(`astro:${name}`));
}
