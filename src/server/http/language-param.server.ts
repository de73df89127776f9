import type { FastifyReply, FastifyRequest } from 'fastify';
import { i18nMessages } from '../../domain/i18n/messages.ts';
import { isLanguageCode, isTranslatedLanguage, type LanguageCode, type TranslatedLanguage } from '../../domain/languages.ts';
import { badRequest } from './errors.server.ts';

/**
 * The language a public JSON call asks for with `?lang=CODE`: English when left out; any other
 * value (an unknown code, an empty one, the parameter given twice) is a 400 in our words, code
 * invalid_language, field lang, so a client never silently gets English for a typo. A language
 * other than English is named in the answer's Content-Language.
 */
export function languageParam(request: FastifyRequest, reply: FastifyReply): LanguageCode {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (asked === undefined) return 'en';
  if (!isLanguageCode(asked)) throw badRequest(i18nMessages.unknownLanguage, { code: 'invalid_language', field: 'lang' });
  if (asked !== 'en') reply.header('content-language', asked);
  return asked;
}

/** The language a translation's route names (`:lang`): one of the nine that translate English, else the same 400. */
export function translatedLanguageParam(lang: string): TranslatedLanguage {
  if (!isTranslatedLanguage(lang)) throw badRequest(i18nMessages.unknownLanguage, { code: 'invalid_language', field: 'lang' });
  return lang;
}
