import type { TranslatedLanguage } from '../../../domain/languages.ts';
import type { DemoTranslation } from '../demo-translation-shape.server.ts';
import { arDemo } from './ar.server.ts';
import { guDemo } from './gu.server.ts';
import { hiDemo } from './hi.server.ts';
import { knDemo } from './kn.server.ts';
import { mlDemo } from './ml.server.ts';
import { mrDemo } from './mr.server.ts';
import { paDemo } from './pa.server.ts';
import { taDemo } from './ta.server.ts';
import { teDemo } from './te.server.ts';

/** The demo content's visitor-facing text in the languages it ships in (seed-demo-translations.server.ts seeds it). */
export const demoTranslations: Readonly<Partial<Record<TranslatedLanguage, DemoTranslation>>> = { gu: guDemo, hi: hiDemo, kn: knDemo, ml: mlDemo, mr: mrDemo, pa: paDemo, ta: taDemo, te: teDemo, ar: arDemo };
