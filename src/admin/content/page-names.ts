/**
 * A public page in the office's words ('Contact page', 'Home page'), from the site's own English
 * navigation labels, so buttons and columns name pages rather than paths.
 */
import { footerEn } from '../../domain/i18n/catalogue/en/footer.ts';
import { navEn } from '../../domain/i18n/catalogue/en/nav.ts';
import { routes } from '../../domain/routes.ts';

const labels: Record<string, string> = {
  [routes.home]: navEn.home,
  [routes.about]: navEn.about,
  [routes.services]: navEn.services,
  [routes.advertisements]: navEn.advertisements,
  [routes.internshipApply]: navEn.internshipApplication,
  [routes.contact]: navEn.contact,
  [routes.aim]: navEn.aim,
  [routes.team]: navEn.team,
  [routes.vision]: navEn.vision,
  [routes.clients]: navEn.clients,
  [routes.internship]: navEn.internship,
  [routes.privacy]: footerEn.privacyNotice,
};

/** 'Contact page'; a path the site has no label for is shown as it is. */
export const pageName = (path: string): string => (labels[path] ? `${labels[path]} page` : path);
