import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isContentKey, type ContentKey } from '../../domain/content/index.ts';
import { contentMessages } from '../../domain/content/messages.ts';
import { translatedAmong, type TranslatedLanguage } from '../../domain/languages.ts';
import { limits } from '../../domain/limits.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import type { AppContext } from '../context.server.ts';
import { notFound } from '../http/errors.server.ts';
import { translatedLanguageParam } from '../http/language-param.server.ts';
import { signedInOnly } from '../http/route-access.server.ts';
import { answering, versionOf } from './content-routes.server.ts';
import type { ContentSource } from './content-source.server.ts';
import { FIRST_PAGE, parseListPage } from '../api/list-query.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import {
  listTranslationRevisions,
  publishTranslation,
  readTranslationState,
  restoreTranslationRevision,
  saveTranslationDraft,
} from './content-translations.server.ts';
import { siteLanguages } from './offered-languages.server.ts';
import { translationNeeds } from './translation-status.server.ts';
import { untranslatedOnPublish } from './untranslated.server.ts';
import { exportTranslations, importTranslations } from './translation-file.server.ts';
import { translationFileMessages } from '../../domain/i18n/translation-file.ts';
import type { ReadThroughCache } from '../read-through-cache.server.ts';

const boundedBody = { bodyLimit: limits.jsonBodyBytes } as const;

/** The document and language a translation route names; a language other than the nine translated ones is a 400 in the product's words. */
function documentOf(request: FastifyRequest): { key: ContentKey; language: TranslatedLanguage } {
  const { key, lang } = request.params as { key: string; lang: string };
  if (!isContentKey(key)) throw notFound(contentMessages.notFound);
  return { key, language: translatedLanguageParam(lang) };
}

/**
 * Site content translations for signed-in editors (docs/content.md#translations): read, save a
 * draft, publish, revisions; what needs work, and what a publish would leave in English; the
 * translators' file out and back in.
 */
export function registerContentTranslationRoutes(
  app: FastifyInstance,
  { context, store, cache }: { context: AppContext; store: ContentSource; cache: ReadThroughCache },
): void {
  const languageOfQuery = (request: FastifyRequest) => {
    const { lang } = request.query as { lang?: unknown };
    return translatedLanguageParam(typeof lang === 'string' ? lang : '');
  };
  const isAskedOfOneLanguage = (request: FastifyRequest) => (request.query as { lang?: unknown }).lang !== undefined;

  // The languages the site offers; `?lang=CODE`: that language only (offered or not), each text
  // that needs work by path.
  app.get('/api/translation-status', signedInOnly, async (request) =>
    translationNeeds(context.db, isAskedOfOneLanguage(request) ? { language: languageOfQuery(request) } : { languages: translatedAmong(await siteLanguages(store)) }),
  );

  // Asked before a publish: which texts it would leave showing English, per offered language;
  // `?lang=CODE`: publishing that language's draft.
  app.get('/api/content/:key/untranslated', signedInOnly, async (request) => {
    const { key } = request.params as { key: string };
    if (!isContentKey(key)) throw notFound(contentMessages.notFound);
    const language = isAskedOfOneLanguage(request) ? languageOfQuery(request) : undefined;
    return untranslatedOnPublish(context.db, key, await siteLanguages(store), language);
  });

  app.get('/api/content/:key/translations/:lang', signedInOnly, async (request) => {
    const { key, language } = documentOf(request);
    return readTranslationState(context.db, key, language);
  });

  app.put('/api/content/:key/translations/:lang', { ...signedInOnly, ...boundedBody }, async (request, reply) =>
    answering(reply, () => {
      const { key, language } = documentOf(request);
      return saveTranslationDraft(context, signedInAccount(request), key, language, versionOf(request.body, true, 0)!, (request.body as { draft?: unknown } | undefined)?.draft);
    }),
  );

  app.post('/api/content/:key/translations/:lang/publish', { ...signedInOnly, ...boundedBody }, async (request, reply) =>
    answering(reply, async () => {
      const { key, language } = documentOf(request);
      const state = await publishTranslation(context, signedInAccount(request), key, language, versionOf(request.body, false));
      // This process shows it at once; the others hear of it through NOTIFY.
      store.changed([key]);
      return state;
    }),
  );

  app.get('/api/content/:key/translations/:lang/revisions', signedInOnly, async (request, reply) => {
    const { key, language } = documentOf(request);
    const { revisions, total } = await listTranslationRevisions(context.db, key, language, parseListPage(request.query) ?? FIRST_PAGE);
    reply.header('x-total-count', String(total));
    return revisions;
  });

  app.post('/api/content/:key/translations/:lang/revisions/:id/restore', { ...signedInOnly, ...boundedBody }, async (request, reply) =>
    answering(reply, () => {
      const { key, language } = documentOf(request);
      const { id } = request.params as { id: string };
      if (!isUuid(id)) throw notFound(contentMessages.revisionNotFound);
      return restoreTranslationRevision(context, signedInAccount(request), key, language, id, versionOf(request.body, false));
    }),
  );

  app.get('/api/translations/export', signedInOnly, async (request, reply) => {
    const language = languageOfQuery(request);
    reply.header('content-disposition', `attachment; filename="translations-${language}.json"`);
    return exportTranslations(context.db, language);
  });

  app.post('/api/translations/import', { ...signedInOnly, bodyLimit: limits.jsonBodyBytes }, async (request) => {
    const count = await importTranslations(context, signedInAccount(request), languageOfQuery(request), request.body);
    // Rows' translations show at once; content drafts only in previews.
    cache.invalidate();
    return { imported: count, message: translationFileMessages.imported(count) };
  });
}
