import type { TranslatedLanguage } from '../../languages.ts';
import { arContent } from './ar.ts';
import { hiContent } from './hi.ts';
import { mlContent } from './ml.ts';
import type { ShippedContentTranslation } from './shape.ts';

/**
 * The site content's shipped translations, by language: seeded into a fresh database as each
 * document's published translation (and once into an existing one, see
 * docs/decisions/160-translations-beside-the-source.md). A language left out here shows its
 * pages' copy in English until an editor translates it.
 */
export const shippedContentTranslations: Readonly<Partial<Record<TranslatedLanguage, ShippedContentTranslation>>> = {
  ml: mlContent,
  hi: hiContent,
  ar: arContent,
};
