import { localisedPath } from '../src/domain/i18n/localised-path.ts';
import { isLanguageCode, type LanguageCode } from '../src/domain/languages.ts';

/**
 * The languages the bench measures each page in: by default English, Malayalam (the one most
 * visitors read, in a script of three bytes a letter) and Arabic (right to left). BENCH_LANGUAGES
 * (codes, comma-separated) measures others, e.g. the six Indian languages added later.
 */
const DEFAULT_LANGUAGES: readonly LanguageCode[] = ['en', 'ml', 'ar'];

function benchLanguages(): readonly LanguageCode[] {
  const asked = process.env.BENCH_LANGUAGES;
  if (!asked) return DEFAULT_LANGUAGES;
  const codes = asked.split(',').map((code) => code.trim());
  const unknown = codes.filter((code) => !isLanguageCode(code));
  if (unknown.length > 0) throw new Error(`BENCH_LANGUAGES names languages the site does not have: ${unknown.join(', ')}.`);
  return codes as LanguageCode[];
}

export const inBenchLanguages = (routes: readonly string[]): string[] => benchLanguages().flatMap((lang) => routes.map((route) => localisedPath(route, lang)));
