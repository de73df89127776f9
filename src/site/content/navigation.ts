import { routes } from '../../domain/routes.ts';

/** A link of the public header or footer: where it goes and what a visitor reads. */
export interface NavLink {
  href: string;
  label: string;
}

/** The top bar of SPEC section 2, in order. */
export const headerLinks: NavLink[] = [
  { href: routes.home, label: 'Home' },
  { href: routes.about, label: 'About' },
  { href: routes.services, label: 'Services' },
  { href: routes.advertisements, label: 'Advertisements' },
  { href: routes.internshipApply, label: 'Internship Application' },
  { href: routes.contact, label: 'Contact' },
];

/** The 'FutureOutlook' dropdown of SPEC section 2, in order. */
export const futureOutlook = {
  label: 'FutureOutlook',
  links: [
    { href: routes.aim, label: 'Our Aim' },
    { href: routes.team, label: 'Our Team' },
    { href: routes.vision, label: 'Our Vision' },
    { href: routes.clients, label: 'Our Clients' },
    { href: routes.internship, label: 'Internship Opportunity' },
  ] satisfies NavLink[],
};

/** Footer quick links of SPEC section 2, in order. */
export const footerQuickLinks: NavLink[] = [
  { href: routes.home, label: 'Home' },
  { href: routes.about, label: 'About' },
  { href: routes.services, label: 'Services' },
  { href: routes.aim, label: 'Our Aim' },
  { href: routes.clients, label: 'Our Clients' },
  { href: routes.team, label: 'Our Team' },
  { href: routes.vision, label: 'Our Vision' },
  { href: routes.advertisements, label: 'Advertisements' },
  { href: routes.internship, label: 'Internship Opportunity' },
  { href: routes.contact, label: 'Contact' },
];

/** '/about/' and '/about' are the same page. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** A top-bar link is active on its own route only (SPEC section 2). */
export function isCurrentPage(href: string, pathname: string): boolean {
  return normalisePath(pathname) === href;
}

/** A dropdown entry is active when the path starts with its route (SPEC section 2). */
export function isWithinSection(href: string, pathname: string): boolean {
  return normalisePath(pathname).startsWith(href);
}
