import { teamContent } from '../../domain/content/team.ts';

/** The 'Our Team Culture' block under the staff cards on /team, as shipped. */
const { heading, intro, values } = teamContent.defaults;
export const teamCulture = { heading, intro, values };
export type TeamCulture = typeof teamCulture;
