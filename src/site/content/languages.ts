/**
 * The language menu of SPEC section 3. Flags are our own small SVG files in public/flags: the
 * Indian languages share India's flag, English shows the United Kingdom's and Arabic the
 * United Arab Emirates' (where many of our visitors' families work).
 *
 * This list is read by a browser island, so it is plain typed data (zod would add 50 KB of
 * JavaScript to every page); test/unit/site-content.test.ts checks its shape instead.
 */
export interface LanguageOption {
  code: string;
  name: string;
  flag: string;
  direction: 'ltr' | 'rtl';
}

const indian = (code: string, name: string): LanguageOption => ({ code, name, flag: '/flags/in.svg', direction: 'ltr' });

export const languages: LanguageOption[] = [
  { code: 'en', name: 'English', flag: '/flags/gb.svg', direction: 'ltr' },
  indian('gu', 'Gujarati'),
  indian('hi', 'Hindi'),
  indian('kn', 'Kannada'),
  indian('ml', 'Malayalam'),
  indian('mr', 'Marathi'),
  indian('pa', 'Punjabi'),
  indian('ta', 'Tamil'),
  indian('te', 'Telugu'),
  { code: 'ar', name: 'Arabic', flag: '/flags/ae.svg', direction: 'rtl' },
];

export const DEFAULT_LANGUAGE = 'en';

/** Flag images are drawn on a 20 x 14 canvas and shown 20 px wide (SPEC section 9). */
export const FLAG_SIZE = { width: 20, height: 14 } as const;

export function findLanguage(code: string | null | undefined): LanguageOption | undefined {
  return languages.find((language) => language.code === code);
}
