import { LANGUAGE_CODES } from '../languages.ts';

/** What the public JSON answers about languages (`?lang=`). */
export const i18nMessages = {
  unknownLanguage: `Unknown language. Use one of: ${LANGUAGE_CODES.join(', ')}.`,
} as const;
