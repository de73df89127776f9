/**
 * The home carousel's words, in English: a section of the English catalogue (../en.ts) in a module of its
 * own, so the script of an island that shows it on English pages carries this section only.
 */
export const carouselEn = {
  label: 'Latest advertisements',
  slide: '{index} of {count}',
  previous: 'Previous advertisement',
  next: 'Next advertisement',
};
