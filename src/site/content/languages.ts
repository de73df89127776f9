import type { LanguageCode } from '../../domain/languages.ts';

/**
 * The language menu's flags: our own small SVG files in public/flags. The Indian languages share
 * India's flag, English shows the United Kingdom's and Arabic the United Arab Emirates' (where
 * many of our visitors' families work). Names and directions are in src/domain/languages.ts.
 */
export function flagOf(code: LanguageCode): string {
  if (code === 'en') return '/flags/gb.svg';
  if (code === 'ar') return '/flags/ae.svg';
  return '/flags/in.svg';
}

/** Flag images are drawn on a 20 x 14 canvas and shown 20 px wide. */
export const FLAG_SIZE = { width: 20, height: 14 } as const;

/**
 * How the top bar lays out its links in a language: the Bootstrap classes of the bar, of the
 * company's name beside the logo and of the list of links. Written out in full, because the
 * build keeps only the Bootstrap rules whose classes occur in src/site (bootstrap-subset.ts).
 */
export interface TopBarLayout {
  navbar: string;
  brandName: string;
  links: string;
}

/** Links in a row from lg (992 px); the name beside the logo makes room for them between lg and xl. */
const ROW_FROM_LG: TopBarLayout = { navbar: 'navbar-expand-lg', brandName: 'd-lg-none d-xl-inline', links: 'mb-2 mb-lg-0 align-items-lg-center' };
/**
 * Links in a row from xl (1200 px), without the company's name, each link's words on two lines
 * where they need to (site.css): below xl they stay behind the menu button.
 */
const ROW_FROM_XL: TopBarLayout = { navbar: 'navbar-expand-xl', brandName: 'd-xl-none', links: 'mb-2 mb-xl-0 align-items-xl-center' };

/**
 * Languages whose words for the links are too long for a row at lg. With the Noto fonts a
 * phone has, the row is 835 px wide in English, at most 770 px in the other Indian languages,
 * but 1,054 px in Malayalam and 1,132 px in Tamil: wider than a 1280 px laptop's container
 * (1,116 px) even before the logo (test/e2e/public-layout-fits.spec.ts measures every language).
 */
const LONG_LINK_WORDS: readonly LanguageCode[] = ['ml', 'ta'];

export function topBarLayout(code: LanguageCode): TopBarLayout {
  return LONG_LINK_WORDS.includes(code) ? ROW_FROM_XL : ROW_FROM_LG;
}
