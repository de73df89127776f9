/**
 * A public page in the office's words ('Contact page', 'Home page'), from the links and English
 * labels of the site's own navigation, so buttons and columns name pages rather than paths.
 */
import { footerEn } from '../../domain/i18n/catalogue/en/footer.ts';
import { navEn } from '../../domain/i18n/catalogue/en/nav.ts';
import { routes } from '../../domain/routes.ts';
import { futureOutlook, headerLinks } from '../../domain/site-navigation.ts';

const labels = new Map<string, string>([
  ...[...headerLinks, ...futureOutlook.links].map(({ href, text }): [string, string] => [href, navEn[text]]),
  // The privacy notice is linked from the footer's last line, not from the navigation.
  [routes.privacy, footerEn.privacyNotice],
]);

/** 'Contact page'; a path the site has no label for is shown as it is. */
export const pageName = (path: string): string => {
  const label = labels.get(path);
  return label ? `${label} page` : path;
};
