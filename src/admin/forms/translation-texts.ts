/** The words of a form drawn in a language other than English (ours; the admin is in English). */
import type { TranslationStatus } from '../../domain/i18n/translation.ts';

export const translationTexts = {
  english: 'English',
  language: 'Language',
  translations: 'translations',
  rowLanguageHint: 'English is the source. In another language you translate the texts visitors read beside their English; Save keeps every language changed here.',
  status: {
    missing: 'Missing',
    outdated: 'Outdated',
    'up-to-date': 'Up to date',
  } satisfies Record<TranslationStatus, string>,
  statusHint: {
    missing: 'Missing: not translated yet. Visitors see the English text.',
    outdated: 'Outdated: the English text changed after this was translated. Visitors see this translation until it is updated.',
    'up-to-date': 'Up to date with the English text.',
  } satisfies Record<TranslationStatus, string>,
  inLanguage: (label: string, language: string) => `${label} (${language})`,
} as const;
