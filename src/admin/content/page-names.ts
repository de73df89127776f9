/**
 * A public page in the office's words ('Contact page', 'Home page'), from the site's own English
 * navigation labels, so buttons and columns name pages rather than paths.
 */
import { en } from '../../domain/i18n/catalogue/en.ts';
import { routes } from '../../domain/routes.ts';

const labels: Record<string, string> = {
  [routes.home]: en.nav.home,
  [routes.about]: en.nav.about,
  [routes.services]: en.nav.services,
  [routes.advertisements]: en.nav.advertisements,
  [routes.internshipApply]: en.nav.internshipApplication,
  [routes.contact]: en.nav.contact,
  [routes.aim]: en.nav.aim,
  [routes.team]: en.nav.team,
  [routes.vision]: en.nav.vision,
  [routes.clients]: en.nav.clients,
  [routes.internship]: en.nav.internship,
  [routes.privacy]: en.footer.privacyNotice,
};

/** 'Contact page'; a path the site has no label for is shown as it is. */
export const pageName = (path: string): string => (labels[path] ? `${labels[path]} page` : path);
