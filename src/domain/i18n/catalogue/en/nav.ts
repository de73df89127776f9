/**
 * The top bar's words, in English: a section of the English catalogue (../en.ts) in a module of its
 * own, so the admin can name the site's pages by them (src/admin/content/page-names.ts) without
 * taking the sections public islands carry, which would split those into a script of their own.
 */
export const navEn = {
  label: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  home: 'Home',
  about: 'About',
  services: 'Services',
  advertisements: 'Advertisements',
  internshipApplication: 'Internship Application',
  contact: 'Contact',
  futureOutlook: 'FutureOutlook',
  aim: 'Our Aim',
  team: 'Our Team',
  vision: 'Our Vision',
  clients: 'Our Clients',
  internship: 'Internship Opportunity',
};
