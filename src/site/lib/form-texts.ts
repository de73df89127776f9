import { ENQUIRY_FORM_TEXTS, type EnquiryFormTexts } from '../components/contact/EnquiryForm.tsx';
import type { Catalogue } from '../../domain/i18n/catalogue/en.ts';
import type { LanguageCode } from '../../domain/languages.ts';

/**
 * What the enquiry form island is handed of a catalogue: its own words only, and nothing on an
 * English page (the island has the English words).
 */
export function enquiryFormTexts(lang: LanguageCode, { enquiry }: Catalogue): EnquiryFormTexts | undefined {
  if (lang === 'en') return undefined;
  return Object.fromEntries(ENQUIRY_FORM_TEXTS.map((key) => [key, enquiry[key]])) as EnquiryFormTexts;
}
