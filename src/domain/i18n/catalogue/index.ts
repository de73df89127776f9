import type { LanguageCode } from '../../languages.ts';
import { ar } from './ar.ts';
import { type Catalogue, en } from './en.ts';
import { gu } from './gu.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import { ml } from './ml.ts';
import { mr } from './mr.ts';
import { pa } from './pa.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

/**
 * The site's own words in every language of the site: a language without its catalogue fails the
 * type check, like a catalogue without one of the keys. Only server-rendered code imports this
 * registry: an island gets the part of one catalogue it needs as props, so no page's script
 * carries other languages' words.
 */
const catalogues: Record<LanguageCode, Catalogue> = { en, gu, hi, kn, ml, mr, pa, ta, te, ar };

export function catalogueFor(code: LanguageCode): Catalogue {
  return catalogues[code];
}

export type { Catalogue };
