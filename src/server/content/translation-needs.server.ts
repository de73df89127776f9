import type { TranslationNeeds } from '../../domain/content/translation-api.ts';
import type { TranslationStatus } from '../../domain/i18n/translation.ts';

/** The needs of one document or row in one language from its texts' statuses: none when all are up to date. */
export function needsOf(about: Omit<TranslationNeeds, 'missing' | 'outdated' | 'fields'>, status: ReadonlyMap<string, TranslationStatus>): TranslationNeeds[] {
  const fields = [...status].flatMap(([path, each]) => (each === 'up-to-date' ? [] : [{ path, status: each }]));
  if (fields.length === 0) return [];
  return [{ ...about, missing: fields.filter((field) => field.status === 'missing').length, outdated: fields.filter((field) => field.status === 'outdated').length, fields }];
}
