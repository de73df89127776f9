import type { ReadThroughCache } from '../read-through-cache.server.ts';
import type { SiteDataIn } from '../content/site-data.server.ts';
import type { AdvertisementSchedule } from '../content/advertisement-schedule.server.ts';
import type { AppContext } from '../context.server.ts';
import type { KeptAnswerLane } from '../http/kept-answer-lane.server.ts';

/** What the API route modules share: the app context, the public read-through cache and its reader. */
export interface ApiDependencies {
  context: AppContext;
  /** Invalidated after every write to team, clients or advertisements, so pages update at once. */
  cache: ReadThroughCache;
  /** The public content in a language (English: exactly as stored). */
  siteData: SiteDataIn;
  /** Where public lists are registered to be answered before Fastify (kept-answer-lane). */
  keptAnswers: KeptAnswerLane;
  /** Told of every advertisement write, so the next start or end is waited for. */
  advertisementSchedule: Pick<AdvertisementSchedule, 'reschedule'>;
}
