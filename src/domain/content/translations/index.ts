import type { TranslatedLanguage } from '../../languages.ts';
import { arContent } from './ar.ts';
import { guContent } from './gu.ts';
import { hiContent } from './hi.ts';
import { knContent } from './kn.ts';
import { mlContent } from './ml.ts';
import { mrContent } from './mr.ts';
import { paContent } from './pa.ts';
import { taContent } from './ta.ts';
import { teContent } from './te.ts';
import type { ShippedContentTranslation } from './shape.ts';

/**
 * The site content's shipped translations, by language: seeded into a fresh database as each
 * document's published translation (and once into an existing one, see
 * docs/decisions/160-translations-beside-the-source.md). A language left out here shows its
 * pages' copy in English until an editor translates it.
 */
export const shippedContentTranslations: Readonly<Partial<Record<TranslatedLanguage, ShippedContentTranslation>>> = {
  gu: guContent,
  hi: hiContent,
  kn: knContent,
  ml: mlContent,
  mr: mrContent,
  pa: paContent,
  ta: taContent,
  te: teContent,
  ar: arContent,
};
