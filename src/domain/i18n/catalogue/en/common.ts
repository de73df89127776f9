/**
 * Words shared by many parts of the site, in English: a section of the English catalogue (../en.ts) in a module of its
 * own, so the script of an island that shows it on English pages carries this section only.
 */
export const commonEn = {
  close: 'Close',
  /** Read after a link's text by screen readers. */
  opensInNewTab: '(opens in a new tab)',
  loading: 'Loading...',
  /** A staff member's or client's picture. */
  photoOf: 'Photo of {name}',
  videoOf: 'Video of {name}',
};
