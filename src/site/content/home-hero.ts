import { homeContent } from '../../domain/content/home.ts';

/** Copy of the home page's own sections (hero and the data previews), as shipped. */
const copy = homeContent.defaults;
const section = ({ heading, intro, linkLabel }: { heading: string; intro: string; linkLabel: string }) => ({ heading, intro, link: linkLabel });

export const home = {
  hero: copy.hero,
  clients: section(copy.clients),
  staff: section(copy.staff),
  advertisements: section(copy.advertisements),
};
export type HomeContent = typeof home;
