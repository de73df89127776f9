import type { Catalogue } from './i18n/catalogue/en.ts';
import { plural } from './i18n/catalogue/plural.ts';
import type { LanguageCode } from './languages.ts';

/**
 * How the privacy notice states RETENTION_DAYS in the page's language: whole years as months
 * (365 → '12 months'), whole months of 30 days as months, otherwise days, each in the form the
 * language's plural rules pick for the count. 0 means the daily purge erases everything already
 * decided.
 */
export function retentionPeriod(days: number, lang: LanguageCode, words: Catalogue['retention']): string {
  if (days === 0) return words.untilCleanUp;
  if (days % 365 === 0) return plural(lang, words.months, (days / 365) * 12);
  if (days % 30 === 0) return plural(lang, words.months, days / 30);
  return plural(lang, words.days, days);
}

/** The placeholder the privacy notice's texts use for the configured period. */
export const RETENTION_PLACEHOLDER = '{retention}';
