import type { TextOverlay } from '../../i18n/text-overlay.ts';
import type { SiteContent } from '../index.ts';

/**
 * The site content's shipped copy in one language: for each document, its default copy's text
 * in that language, in the shape of the English defaults (see TextOverlay). A fresh database
 * seeds it as the published translation of each document.
 */
export type ShippedContentTranslation = { readonly [Key in keyof SiteContent]?: TextOverlay<SiteContent[Key]> };
