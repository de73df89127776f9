import { homeContent } from '../../domain/content/home.ts';
import { internshipContent } from '../../domain/content/internship.ts';
import { routes } from '../../domain/routes.ts';
import { paragraphsOf, previewOf } from './schemas.ts';

export interface InternshipBenefit {
  title: string;
  descriptions: string[];
  example: string;
}

const copy = internshipContent.defaults;

/** Copy of /future/internship and its home preview (SPEC section 2), as shipped. */
export const internshipPage = {
  intro: copy.intro,
  overview: copy.overview,
  benefits: {
    heading: copy.benefits.heading,
    cards: copy.benefits.cards.map(({ description, ...card }): InternshipBenefit => ({ ...card, descriptions: paragraphsOf(description) })),
  },
  howToApply: copy.howToApply,
  callToAction: { ...copy.callToAction, href: routes.internshipApply },
  // SPEC section 2: the home preview links here without a leading slash.
  preview: previewOf(homeContent.defaults.internship, routes.internship.slice(1)),
};
