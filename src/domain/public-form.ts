import { z } from 'zod';
import { isLanguageCode, SOURCE_LANGUAGE, type LanguageCode } from './languages.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';

/**
 * What both public forms (the enquiry and the application) send beside what a person types:
 * the language of the page they were sent from, and the form's one-time submission key.
 */

/** The page's language code, English when not sent; checked by `checkedLanguage`. */
export const pageLanguage = () => z.string().max(10).default(SOURCE_LANGUAGE);

/** A submission whose page language is one of the site's languages. */
export function checkedLanguage<Input extends { language: string }>(input: Input): Result<Omit<Input, 'language'> & { language: LanguageCode }> {
  const { language } = input;
  if (!isLanguageCode(language)) return fail(messages.publicForm.invalidLanguage, { code: 'invalid_language', field: 'language' });
  return ok({ ...input, language });
}

/**
 * A rendered form's submission key (src/domain/submission-key.ts). Anything not of its shape is
 * taken as no key; bounded so an odd value costs nothing to refuse.
 */
export const submissionKey = () => z.string().max(64).optional();

/** A public form's honeypot (`website`, src/site/components/common/Honeypot.tsx) filled in: a bot sent it. */
export const isHoneypotFilled = (input: { website?: string }) => Boolean(input.website?.trim());
