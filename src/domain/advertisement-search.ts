import type { Advertisement } from './advertisement.ts';

/**
 * docs/product.md#states: case-insensitive substring match on the title. In its own zod-free module so
 * the browser's search island does not pull in the schema library.
 */
export function matchesAdvertisementSearch(ad: Pick<Advertisement, 'title'>, query: string): boolean {
  return ad.title.toLowerCase().includes(query.trim().toLowerCase());
}
