import { localisedPath } from '../src/domain/i18n/localised-path.ts';

/**
 * The languages the bench measures each page in besides English: Malayalam (the one most
 * visitors read, in a script of three bytes a letter) and Arabic (right to left).
 */
const BENCH_LANGUAGES = ['en', 'ml', 'ar'] as const;

export const inBenchLanguages = (routes: readonly string[]): string[] =>
  BENCH_LANGUAGES.flatMap((lang) => routes.map((route) => localisedPath(route, lang)));
