import { aboutContent } from '../../domain/content/about.ts';
import { homeContent } from '../../domain/content/home.ts';
import { routes } from '../../domain/routes.ts';
import { paragraphsOf, previewOf, type SizedImage } from './schemas.ts';

const copy = aboutContent.defaults;

/** Copy of /about and its home preview (SPEC section 2), as shipped. */
export const about = {
  intro: copy.intro,
  whoWeAre: {
    heading: copy.whoWeAre.heading,
    paragraphs: paragraphsOf(copy.whoWeAre.text),
    image: { ...copy.whoWeAre.image, width: 640, height: 440 } satisfies SizedImage,
  },
  whyChooseUs: copy.whyChooseUs,
  preview: previewOf(homeContent.defaults.about, routes.about),
};
