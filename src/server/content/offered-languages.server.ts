import { type ContentKey, CONTENT_KEYS, contentDocuments } from '../../domain/content/index.ts';
import { LANGUAGE_CODES, type LanguageCode, SOURCE_LANGUAGE, type TranslatedLanguage } from '../../domain/languages.ts';
import type { ContentSource } from './content-source.server.ts';

/** Whether a content document's published version has a translation into `lang` a page can show. */
export type DocumentTranslated = (key: ContentKey, lang: TranslatedLanguage) => boolean;

/**
 * The languages the site offers: the company's choice (its details' `languages`, as published),
 * English always among them. A language left out has no menu entry, sitemap entry or alternate,
 * and its pages lead to the English ones.
 */
export async function siteLanguages(content: ContentSource): Promise<readonly LanguageCode[]> {
  return (await content.siteContent({ preview: false })).company.languages;
}

/** The documents a page shows: those naming its route, and those every page shows (the company's). */
export function documentsOnPage(route: string): ContentKey[] {
  return CONTENT_KEYS.filter((key) => {
    const { routes } = contentDocuments[key];
    return routes === 'all' || routes.includes(route);
  });
}

/**
 * A route is offered in a language the site offers when every content document the page shows
 * has a translation in it (the site's own words are written in every language): then the page
 * reads in that language apart from single fields not yet translated, which show English marked
 * as such. A staff member's page, the advertisements and the contact page show only the
 * company's document besides their collection data, whose own fields fall back to English one by
 * one.
 */
export function createLanguagesOffered(
  isTranslated: DocumentTranslated,
  languagesOfSite: () => readonly LanguageCode[],
): (route: string) => readonly LanguageCode[] {
  return (route) => {
    const documents = documentsOnPage(route.startsWith('/staff/') ? '/staff' : route);
    const offered = languagesOfSite();
    return LANGUAGE_CODES.filter((lang) => lang === SOURCE_LANGUAGE || (offered.includes(lang) && documents.every((key) => isTranslated(key, lang))));
  };
}
