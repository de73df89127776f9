import type { Advertisement, ShownAdvertisement } from '../../domain/advertisement.ts';
import { catalogueFor } from '../../domain/i18n/catalogue/index.ts';
import { fallbackLang, markEnglish } from '../../domain/i18n/fallback.ts';
import { isLocalisableRoute, localisedPath } from '../../domain/i18n/localised-path.ts';
import type { LanguageCode } from '../../domain/languages.ts';

/**
 * The advertisements as the cards, their modals and the home carousel show them on a page in
 * `lang`: only the fields shown (the schedule stays out of the carousel island's props), the link
 * to one of the site's pages in the page's language, and every link with its button text.
 */
export function shownAdvertisements(ads: readonly Advertisement[], lang: LanguageCode): ShownAdvertisement[] {
  const learnMore = catalogueFor(lang).advertisements.learnMore;
  return ads.map((ad) => {
    const { id, title, image, video, link, linkText } = ad;
    const shown: ShownAdvertisement = { id, title, image, video };
    // The mark of an English title in place of a translation (fallback.ts) follows it to the copy.
    if (fallbackLang(ad, 'title')) markEnglish(shown, 'title');
    if (!link) return shown;
    shown.link = link.startsWith('/') && isLocalisableRoute(link) ? localisedPath(link, lang) : link;
    shown.linkText = linkText || learnMore;
    if (linkText && fallbackLang(ad, 'linkText')) shown.linkLang = 'en';
    return shown;
  });
}
