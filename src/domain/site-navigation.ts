import type { Catalogue } from './i18n/catalogue/en.ts';
import { routes } from './routes.ts';

/** A link of the public header or footer: the English route and the catalogue's name for it. */
export interface NavLink {
  href: string;
  text: keyof Catalogue['nav'];
}

/** The top bar, in order. */
export const headerLinks: NavLink[] = [
  { href: routes.home, text: 'home' },
  { href: routes.about, text: 'about' },
  { href: routes.services, text: 'services' },
  { href: routes.advertisements, text: 'advertisements' },
  { href: routes.internshipApply, text: 'internshipApplication' },
  { href: routes.contact, text: 'contact' },
];

/** The 'FutureOutlook' dropdown, in order. */
export const futureOutlook = {
  text: 'futureOutlook',
  links: [
    { href: routes.aim, text: 'aim' },
    { href: routes.team, text: 'team' },
    { href: routes.vision, text: 'vision' },
    { href: routes.clients, text: 'clients' },
    { href: routes.internship, text: 'internship' },
  ] satisfies NavLink[],
} as const;

/** Footer quick links, in order. */
export const footerQuickLinks: NavLink[] = [
  { href: routes.home, text: 'home' },
  { href: routes.about, text: 'about' },
  { href: routes.services, text: 'services' },
  { href: routes.aim, text: 'aim' },
  { href: routes.clients, text: 'clients' },
  { href: routes.team, text: 'team' },
  { href: routes.vision, text: 'vision' },
  { href: routes.advertisements, text: 'advertisements' },
  { href: routes.internship, text: 'internship' },
  { href: routes.contact, text: 'contact' },
];

/** '/about/' and '/about' are the same page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** A top-bar link is active on its own route only (compared without the language prefix). */
export function isCurrentPage(href: string, route: string): boolean {
  return normalisePath(route) === href;
}

/** A dropdown entry is active when the route starts with its own. */
export function isWithinSection(href: string, route: string): boolean {
  return normalisePath(route).startsWith(href);
}
