import { aimsContent } from '../../domain/content/aims.ts';
import { homeContent } from '../../domain/content/home.ts';
import { routes } from '../../domain/routes.ts';
import { paragraphsOf, previewOf } from './schemas.ts';

export interface Aim {
  title: string;
  descriptions: string[];
  benefits: string[];
  impact: string;
}

const copy = aimsContent.defaults;

/** Copy of /future/aim and its home preview (SPEC section 2), as shipped. */
export const aimsPage = {
  intro: copy.intro,
  strategicAims: {
    heading: copy.strategicAims.heading,
    aims: copy.strategicAims.aims.map(({ description, ...aim }): Aim => ({ ...aim, descriptions: paragraphsOf(description) })),
  },
  commitment: copy.commitment,
  preview: previewOf(homeContent.defaults.aims, routes.aim),
};
