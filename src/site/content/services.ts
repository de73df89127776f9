import { homeContent } from '../../domain/content/home.ts';
import { servicesContent, type Service as ServiceCopy } from '../../domain/content/services.ts';
import { routes } from '../../domain/routes.ts';
import { slugOf } from '../../domain/text.ts';
import { previewOf } from './schemas.ts';

export type Service = ServiceCopy & { slug: string };

const copy = servicesContent.defaults;

/** Copy of /services and its home preview (SPEC section 2), as shipped. */
export const servicesPage = {
  intro: copy.intro,
  services: copy.services.map((service): Service => ({ ...service, slug: slugOf(service.title) })),
  approach: copy.approach,
  results: copy.results,
  preview: previewOf(homeContent.defaults.services, routes.services),
};
