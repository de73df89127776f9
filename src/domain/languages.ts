/**
 * The ten languages of the site. English is the source every other language translates; the
 * others are offered at /{code}/… (see docs/decisions for the URL scheme). `nativeName` is how
 * the language menu shows the language in its own script.
 *
 * Plain typed data: browser islands read it, so no schema library here.
 */
export const LANGUAGE_CODES = ['en', 'gu', 'hi', 'kn', 'ml', 'mr', 'pa', 'ta', 'te', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** The languages that translate English: every code but the source. */
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;

export const SOURCE_LANGUAGE = 'en' satisfies LanguageCode;

export interface Language {
  code: LanguageCode;
  /** The English name (docs/product.md#languages). */
  name: string;
  /** The name in the language's own script. */
  nativeName: string;
  direction: 'ltr' | 'rtl';
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી', direction: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', direction: 'ltr' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', direction: 'ltr' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം', direction: 'ltr' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी', direction: 'ltr' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', direction: 'ltr' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', direction: 'ltr' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', direction: 'ltr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', direction: 'rtl' },
];

export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter((code): code is TranslatedLanguage => code !== SOURCE_LANGUAGE);

/** The languages of `offered` (the company's choice) that translate English, in LANGUAGES' order. */
export const translatedAmong = (offered: readonly LanguageCode[]): TranslatedLanguage[] => TRANSLATED_LANGUAGES.filter((code) => offered.includes(code));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** One of the nine languages that translate the English source. */
export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return isLanguageCode(value) && value !== SOURCE_LANGUAGE;
}

export function languageOf(code: LanguageCode): Language {
  return LANGUAGES.find((language) => language.code === code)!;
}
