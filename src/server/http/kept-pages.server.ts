import type { RenderedPage } from './captured-response.server.ts';
import { oneAtATime } from '../one-at-a-time.server.ts';
import type { CachedPage, PageCache } from './page-cache.server.ts';

/** A kept copy to send, or the page a render has just made (not kept). */
export type KeptOrRendered = { kept: CachedPage } | { rendered: RenderedPage };

/**
 * Serve-stale for anonymous visitors: a fresh kept copy answers at once; a stale one answers at
 * once too while one render in the background makes the next visitor's copy; a page not kept
 * is rendered (once, however many visitors ask for it meanwhile) and kept when it is good. When
 * that render fails, a copy kept before it is better than an error.
 */
export function createKeptPages(cache: PageCache, isDatabaseUp: () => Promise<boolean>): (key: string, render: () => Promise<RenderedPage>) => Promise<KeptOrRendered> {
  const renderOnce = oneAtATime<{ page: RenderedPage; kept: CachedPage | null }>();
  const renderToKeep = (key: string, render: () => Promise<RenderedPage>) =>
    renderOnce(key, async () => {
      // Read before rendering reads its data, so a write or a forget during the render wins.
      const generation = cache.generation;
      const mark = cache.mark();
      const page = await render();
      // A page rendered while the database failed may be missing its data: never keep it.
      const kept = page.status === 200 && (await isDatabaseUp()) ? cache.store(key, page, generation, mark) : null;
      return { page, kept };
    });

  return async (key, render) => {
    const hit = cache.get(key);
    if (hit?.freshness === 'fresh') return { kept: hit.entry };
    if (hit?.freshness === 'stale') {
      // Answer now from the kept copy; the next visitor gets the page this render makes.
      void renderToKeep(key, render).catch(() => {});
      return { kept: hit.entry };
    }
    const { page, kept } = await renderToKeep(key, render);
    if (kept) return { kept };
    if (page.status >= 500 && hit) return { kept: hit.entry };
    return { rendered: page };
  };
}
