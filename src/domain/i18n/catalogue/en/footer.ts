/**
 * The footer's words, in English: a section of the English catalogue (../en.ts) in a module of its
 * own, so the admin can name the site's pages by them (src/admin/content/page-names.ts) without
 * taking the sections public islands carry, which would split those into a script of their own.
 */
export const footerEn = {
  quickLinks: 'Quick Links',
  contactUs: 'Contact Us',
  findUs: 'Find Us',
  phone: 'Phone:',
  email: 'E-mail:',
  privacyNotice: 'Privacy Notice',
  socialMedia: 'Social media',
  /** `{network}`: Facebook, Instagram, LinkedIn or YouTube. */
  socialLink: '{company} on {network} (opens in a new tab)',
  map: 'Map showing {company} in {city}, {region}',
  /** The footer's map loads only when asked for: the button in its place, and the one that closes it. */
  showMap: 'Show the map',
  hideMap: 'Hide the map',
};
