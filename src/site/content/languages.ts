import type { LanguageCode } from '../../domain/languages.ts';

/**
 * The language menu's flags: our own small SVG files in public/flags. The Indian languages share
 * India's flag, English shows the United Kingdom's and Arabic the United Arab Emirates' (where
 * many of our visitors' families work). Names and directions are in src/domain/languages.ts.
 */
export function flagOf(code: LanguageCode): string {
  if (code === 'en') return '/flags/gb.svg';
  if (code === 'ar') return '/flags/ae.svg';
  return '/flags/in.svg';
}

/** Flag images are drawn on a 20 x 14 canvas and shown 20 px wide. */
export const FLAG_SIZE = { width: 20, height: 14 } as const;
