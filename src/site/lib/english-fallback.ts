import type { CompanyContent } from '../../domain/content/company.ts';
import { fallbackLang } from '../../domain/i18n/fallback.ts';

/**
 * What pages hand components about texts that show English on a page in another language
 * (domain/i18n/fallback.ts), where one element shows several fields or an island's props lose
 * the marks.
 */

/**
 * An island's marks as props to spread: only those that say something, so an English page's
 * islands get exactly the props they got before translations existed (Astro serialises even an
 * undefined prop).
 */
export function islandMarks<Props extends Record<string, 'en' | readonly string[] | undefined>>(props: Props): Partial<Props> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value !== undefined))) as Partial<Props>;
}

/** The ids of the advertisements whose title shows English, as the ad islands' `englishTitles`. */
export const titlesInEnglish = (ads: readonly { id: string; title: string }[]) =>
  islandMarks({ englishTitles: ads.flatMap((ad) => (fallbackLang(ad, 'title') ? [ad.id] : [])) });

const ADDRESS_TEXTS = ['street', 'locality', 'city', 'region', 'country'] as const;

/** The address as one line is English when none of its words is translated. */
export function addressLang(address: CompanyContent['address']): 'en' | undefined {
  const shown = ADDRESS_TEXTS.filter((key) => address[key] !== '');
  return shown.length > 0 && shown.every((key) => fallbackLang(address, key)) ? 'en' : undefined;
}

/**
 * The home carousel's island props: each advertisement keyed by its place instead of its id (a
 * UUID a slide is some 30 bytes of gzip that the home page's first response cannot spare), with
 * the English-title marks following the same keys.
 */
export function carouselSlides<Ad extends { id: string; title: string }>(ads: readonly Ad[]) {
  return {
    ads: ads.map((ad, index) => ({ ...ad, id: String(index) })),
    ...islandMarks({ englishTitles: ads.flatMap((ad, index) => (fallbackLang(ad, 'title') ? [String(index)] : [])) }),
  };
}
