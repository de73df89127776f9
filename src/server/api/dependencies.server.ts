import type { SiteData } from '../../domain/site-data.ts';
import type { ContentCache } from '../content/cache.server.ts';
import type { AppContext } from '../context.server.ts';

/** What the API route modules share: the app context, the public content cache and its reader. */
export interface ApiDependencies {
  context: AppContext;
  /** Invalidated after every write to team, clients or advertisements, so pages update at once. */
  cache: ContentCache;
  siteData: SiteData;
}
