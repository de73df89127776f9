import type { TranslatedLanguage } from '../../../domain/languages.ts';
import type { DemoTranslation } from '../demo-translation-shape.server.ts';
import { arDemo } from './ar.server.ts';
import { hiDemo } from './hi.server.ts';
import { mlDemo } from './ml.server.ts';

/** The demo content's visitor-facing text in the languages it ships in (seed-demo-translations.server.ts seeds it). */
export const demoTranslations: Readonly<Partial<Record<TranslatedLanguage, DemoTranslation>>> = { ml: mlDemo, hi: hiDemo, ar: arDemo };
