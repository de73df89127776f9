/**
 * Translations for signed-in editors (docs/content.md#translations): one set of routes for every
 * subject, under the subject's own address (`/api/content/{key}`, `/api/clients/{id}`, …): every
 * language at once, one language's state, a save, a publish, revisions and restoring one. Beside
 * them, what needs work, what a publish would leave in English, and the translators' file.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContentKey } from '../../domain/content/index.ts';
import { translationFileMessages } from '../../domain/i18n/translation-file.ts';
import { translatedAmong } from '../../domain/languages.ts';
import { limits } from '../../domain/limits.ts';
import { FIRST_PAGE, parseListPage } from '../api/list-query.server.ts';
import { signedInAccount } from '../auth/auth-plugin.server.ts';
import type { AppContext } from '../context.server.ts';
import { isUuid } from '../db/uuid.server.ts';
import { notFound } from '../http/errors.server.ts';
import { translatedLanguageParam } from '../http/language-param.server.ts';
import { signedInOnly, type RouteAccess } from '../http/route-access.server.ts';
import type { ReadThroughCache } from '../read-through-cache.server.ts';
import { keyOf, versionOf } from '../content/content-routes.server.ts';
import type { ContentSource } from '../content/content-source.server.ts';
import { siteLanguages } from '../content/offered-languages.server.ts';
import { untranslatedOnPublish } from '../content/untranslated.server.ts';
import { contentSubject } from './translated-subjects.server.ts';
import { exportTranslations, importTranslations } from './translation-file.server.ts';
import { translationNeeds } from './translation-status.server.ts';
import {
  listTranslationRevisions,
  publishTranslation,
  readEveryLanguage,
  readTranslationState,
  restoreTranslationRevision,
  saveTranslation,
  type TranslatedSubject,
} from './translation-store.server.ts';

const boundedBody = { bodyLimit: limits.jsonBodyBytes } as const;

/** One kind of subject's translation routes: where they live, who may use them, how a request names its subject, and what to do once visitors' text changed. */
export interface SubjectRoutes {
  /** The subject's own address, its parameter named `:id` or `:key`: '/api/content/:key'. */
  base: string;
  access: { config: { access: RouteAccess } };
  /** The subject the request names, read now; a 404 in the subject's words when there is none. */
  subjectOf(request: FastifyRequest): Promise<TranslatedSubject>;
  /** After a change visitors may read: this process shows it at once. */
  changed(subject: TranslatedSubject): void;
}

const languageOf = (request: FastifyRequest) => translatedLanguageParam((request.params as { lang: string }).lang);

/** The one set of translation routes, for one kind of subject. */
export function registerSubjectTranslationRoutes(app: FastifyInstance, context: AppContext, { base, access, subjectOf, changed }: SubjectRoutes): void {
  const path = `${base}/translations`;

  // Every language's latest translation and version: what an editor saving several at once starts from.
  app.get(path, access, async (request) => readEveryLanguage(context.db, await subjectOf(request)));

  app.get(`${path}/:lang`, access, async (request) => {
    const subject = await subjectOf(request);
    return readTranslationState(context.db, subject, languageOf(request));
  });

  app.put(`${path}/:lang`, { ...access, ...boundedBody }, async (request) => {
    const subject = await subjectOf(request);
    const language = languageOf(request);
    const state = await saveTranslation(context, signedInAccount(request), subject, language, versionOf(request.body, true, 0)!, (request.body as { draft?: unknown } | undefined)?.draft);
    if (subject.publishesOnSave) changed(subject);
    return state;
  });

  app.post(`${path}/:lang/publish`, { ...access, ...boundedBody }, async (request) => {
    const subject = await subjectOf(request);
    const language = languageOf(request);
    const state = await publishTranslation(context, signedInAccount(request), subject, language, versionOf(request.body, false));
    // This process shows it at once; the others hear of it as the subject announces it.
    changed(subject);
    return state;
  });

  app.get(`${path}/:lang/revisions`, access, async (request, reply) => {
    const subject = await subjectOf(request);
    const { revisions, total } = await listTranslationRevisions(context.db, subject, languageOf(request), parseListPage(request.query) ?? FIRST_PAGE);
    reply.header('x-total-count', String(total));
    return revisions;
  });

  app.post(`${path}/:lang/revisions/:revision/restore`, { ...access, ...boundedBody }, async (request) => {
    const subject = await subjectOf(request);
    const language = languageOf(request);
    const { revision } = request.params as { revision: string };
    if (!isUuid(revision)) throw notFound(subject.notFoundMessage);
    const state = await restoreTranslationRevision(context, signedInAccount(request), subject, language, revision, versionOf(request.body, false));
    if (subject.publishesOnSave) changed(subject);
    return state;
  });
}

/**
 * Site content documents' translations, and what spans every subject: what needs work, what a
 * publish would leave in English, the translators' file out and back in. Rows' translation routes
 * are registered with their collection's (collection-routes.server.ts).
 */
export function registerTranslationRoutes(
  app: FastifyInstance,
  { context, store, cache }: { context: AppContext; store: ContentSource; cache: ReadThroughCache },
): void {
  registerSubjectTranslationRoutes(app, context, {
    base: '/api/content/:key',
    access: signedInOnly,
    subjectOf: (request) => contentSubject(context.db, keyOf(request)),
    changed: (subject) => store.changed([subject.record as ContentKey]),
  });

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
    const key = keyOf(request);
    const language = isAskedOfOneLanguage(request) ? languageOfQuery(request) : undefined;
    return untranslatedOnPublish(context.db, key, await siteLanguages(store), language);
  });

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
