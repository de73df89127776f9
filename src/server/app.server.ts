import { existsSync } from 'node:fs';
import http from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { codeOfStatus } from '../domain/error-codes.ts';
import { limits } from '../domain/limits.ts';
import { messages } from '../domain/messages.ts';
import { routes } from '../domain/routes.ts';
import { companyContent } from '../domain/content/company.ts';
import { inEveryLanguage } from '../domain/i18n/localised-path.ts';
import type { PageAsked, PageLanguage, SiteLocals } from '../domain/site-data.ts';
import { registerApiRoutes } from './api/api-routes.server.ts';
import { registerAuth, SESSION_COOKIE } from './auth/auth-plugin.server.ts';
import { registerAccountRoutes } from './auth/account-routes.server.ts';
import { registerAuthRoutes } from './auth/auth-routes.server.ts';
import { registerSessionRoutes } from './auth/session-routes.server.ts';
import { registerAccountChangeRoutes } from './auth/account-change-routes.server.ts';
import { ReadThroughCache } from './read-through-cache.server.ts';
import { registerBrochureRoute } from './content/brochure.server.ts';
import { registerContentRoutes } from './content/content-routes.server.ts';
import { ContentScheduler } from './content/content-schedule.server.ts';
import { registerTranslationRoutes } from './translations/translation-routes.server.ts';
import { scheduleAdvertisementChanges } from './content/advertisement-schedule.server.ts';
import { pagesShowing } from './content/content-store.server.ts';
import { createLanguagesOffered, siteLanguages } from './content/offered-languages.server.ts';
import { isPreviewRequest } from './content/preview.server.ts';
import { createSiteData } from './content/site-data.server.ts';
import type { AppContext } from './context.server.ts';
import { pingDatabase } from './db/client.server.ts';
import { createLogger } from './log.server.ts';
import { createHealthCheck } from './health.server.ts';
import { registerMetricsRoute } from './metrics/metrics-route.server.ts';
import { routeClassOf } from './metrics/metrics.server.ts';
import { registerMediaRoutes } from './files/media-routes.server.ts';
import { registerUploadRoutes } from './files/upload-routes.server.ts';
import { ADMIN_APP_PAGE, registerAdminPages } from './http/admin-pages.server.ts';
import { AccessLog } from './http/access-log.server.ts';
import { registerErrorHandler } from './http/error-handler.server.ts';
import { notFound } from './http/errors.server.ts';
import { registerFormPosts, tooManySubmissionsPage } from './http/form-posts.server.ts';
import { requestLogFields } from './http/log-redaction.server.ts';
import { limitConnectionsPerAddress } from './http/connection-limit.server.ts';
import { endStalledBody } from './http/stalled-body.server.ts';
import { isAnonymousPageRequest, PageCache } from './http/page-cache.server.ts';
import { KeptAnswerLane } from './http/kept-answer-lane.server.ts';
import { requestIdOf } from './http/request-id.server.ts';
import { createRequestOrigin } from './http/request-origin.server.ts';
import { clientAssetsDir, loadAstroHandler } from './http/astro-render.server.ts';
import { createPageRenderer, englishInstead } from './http/pages.server.ts';
import { isFrameworkEndpoint, normalisedPagePath } from './http/page-paths.server.ts';
import { registerStatsRoute } from './stats/stats-route.server.ts';
import { countVisitors } from './stats/visitor-counting.server.ts';
import { registerPrivacyRoutes } from './privacy/privacy-routes.server.ts';
import { registerBackupRoutes } from './backup/backup-routes.server.ts';
import { enforceRouteAccess } from './http/route-access.server.ts';
import { registerUnstorableTextGate } from './http/unstorable-text.server.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createSecurityHeaders, registerSecurityHeaders, securitySourcesFrom, withPagePolicy } from './http/security-headers.server.ts';
import { registerSignedInNoStore } from './http/signed-in-no-store.server.ts';
import { closeConnectionsWhenStopping, isStopping } from './shutdown.server.ts';
import { warnWhenServedOverHttpsAsHttp } from './http/public-url-check.server.ts';

export interface BuiltApp {
  app: FastifyInstance;
  cache: ReadThroughCache;
}

export interface BuildOptions {
  /** Render pages with the built Astro site when it exists (default true). */
  pages?: boolean;
  logger?: boolean;
}

/** The route of every page: any GET the API, the media and the build's files do not answer. */
const PAGE_ROUTE = '/*';
const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;
const HEADERS_TIMEOUT_MS = 30 * 1000;
/** How long an idle kept-alive connection stays open (Fastify's default, which clients have seen). */
const KEEP_ALIVE_TIMEOUT_MS = 72 * 1000;

export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<BuiltApp> {
  const keptAnswers = new KeptAnswerLane();
  const privatePrefixes = [context.adminBase, ADMIN_APP_PAGE];
  const areaPrefixes = [...privatePrefixes, routes.staffPanel];
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: createLogger(context.env.logLevel, { serializers: { req: requestLogFields } }) as FastifyBaseLogger }),
    logController: new AccessLog(),
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // Kept pages and lists are answered before Fastify sees the request (kept-answer-lane); the rest
    // goes to Fastify's handler on a server made as Fastify would make it.
    serverFactory: (handler) =>
      http.createServer(
        // A caller that trickles its headers or body must not hold a connection for ever; the
        // whole request may take long enough for a 50 MB video on a slow line.
        { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: HEADERS_TIMEOUT_MS, keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS },
        (request, response) => {
          context.metrics.observe(routeClassOf(request.url ?? '/', areaPrefixes), response);
          return keptAnswers.answer(request, response) || handler(request, response);
        },
      ),
    bodyLimit: limits.jsonBodyBytes,
    // Behind a reverse proxy every visitor would otherwise share the proxy's address and one
    // submission budget; a proxy not named in TRUST_PROXY (default: this machine) is not believed.
    trustProxy: context.env.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // At shutdown a request that still arrives on an open connection is served (with
    // `Connection: close`) rather than refused, so nothing sent before the stop is lost
    // (shutdown.server.ts).
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  closeConnectionsWhenStopping(app);
  limitConnectionsPerAddress(app.server, context.env.trustProxy);
  // A body that stops arriving (a partial JSON body, a stalled upload) ends its connection.
  app.addHook('onRequest', endStalledBody);

  // Only the pages are compressed, each by its sender (page-replies.server.ts); the API's JSON
  // and the media files are not, and request bodies are read as they were sent. A page (tens of
  // KB) is compressed in one call, as the plugin advises for a host with little spare CPU: a
  // rendered 25 KB page cost 0.9 ms of CPU that way against 2 ms through a compression stream.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], syncThreshold: 64 * 1024 });

  const cache = new ReadThroughCache();
  // The company's map address may be edited, but only to another Google Maps embed (its schema),
  // so the frame origin the shipped one names stays right for the life of the process.
  const securityHeaders = createSecurityHeaders(securitySourcesFrom(context.env, companyContent.defaults.mapEmbedUrl));
  registerSecurityHeaders(app, securityHeaders);
  warnWhenServedOverHttpsAsHttp(app, context.env.publicUrl);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  // After the cookie plugin: its own onSend hook writes the Set-Cookie header this one reads.
  registerSignedInNoStore(app, SESSION_COOKIE);
  registerAuth(app, context);
  enforceRouteAccess(app);
  registerUnstorableTextGate(app, context, PAGE_ROUTE);
  // Route bodies are zod schemas (the collection definitions'), typed in handlers by the type provider.
  app.setValidatorCompiler(validatorCompiler);

  const health = createHealthCheck({ db: context.db, dataDir: context.env.dataDir, backupDir: context.env.backup.dir });
  let failingBefore = '';
  // A monitor probes every few seconds: a probe is not worth an access-log line, a change of
  // health is (one warning when checks start failing or fail differently, one when all pass again).
  app.get('/healthz', { logLevel: 'warn' }, async (request, reply) => {
    const { ok, failing } = await health();
    if (failing.join() !== failingBefore) {
      failingBefore = failing.join();
      if (ok) request.log.warn('health checks pass again');
      else request.log.warn({ failing }, 'health checks failing');
    }
    if (ok) return reply.send({ ok: true });
    return reply.code(503).send({ ok: false, failing, error: messages.http.unavailable, code: codeOfStatus(503) });
  });
  registerMetricsRoute(app, context, health);

  registerAuthRoutes(app, context);
  registerSessionRoutes(app, context);
  registerAccountChangeRoutes(app, context);
  registerAccountRoutes(app, context);
  registerMediaRoutes(app, context);
  await registerUploadRoutes(app, context);

  const siteData = createSiteData(context.db, cache);
  const pageCache = new PageCache({ generation: () => cache.generation, ttlMs: cache.ttlMs });
  const contentStore = context.content;
  contentStore.onChange((change) => pageCache.forget(inEveryLanguage(pagesShowing(change))));
  await contentStore.start();
  app.addHook('onClose', () => contentStore.stop());
  // What a submission is checked against (an application's programme) is what is published when
  // it arrives, also straight after a publish in this process.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method !== 'POST') return done();
    contentStore.caughtUp().then(() => done(), done);
  });
  // The pages showing advertisements (the home carousel and the list) change when one starts or ends.
  const advertisementSchedule = scheduleAdvertisementChanges(context, () => pageCache.forget(inEveryLanguage([routes.home, routes.advertisements])));
  app.addHook('onClose', async () => advertisementSchedule.stop());
  registerApiRoutes(app, { context, cache, siteData, keptAnswers, advertisementSchedule });
  registerPrivacyRoutes(app, context);
  registerStatsRoute(app, context);
  countVisitors(app, context, PAGE_ROUTE);
  registerBackupRoutes(app, context);
  // Scheduled publishes: made by whichever process claims each first (decision 257).
  const scheduler = new ContentScheduler(context);
  scheduler.start();
  app.addHook('onClose', () => scheduler.stop());
  registerContentRoutes(app, { context, store: contentStore, scheduler });
  registerTranslationRoutes(app, { context, store: contentStore, cache });
  registerBrochureRoute(app, contentStore);

  // A page's locals in its language: the site content and the collections' rows already in it,
  // English per field where a translation is missing (marked for lang="en"); a page is offered
  // in a language the site offers when the documents it shows are translated into it (stored
  // translations). Read after the content it is rendered with, so the same publish.
  const languagesOffered = createLanguagesOffered(
    (key, lang) => contentStore.hasTranslation(key, lang),
    () => contentStore.latest().company.languages,
  );
  const localsFor = async (request: FastifyRequest, page: PageLanguage): Promise<Omit<SiteLocals, keyof PageAsked>> => {
    const preview = isPreviewRequest(request);
    return {
      data: siteData(page.lang),
      siteLanguages: await siteLanguages(contentStore),
      languagesOffered,
      content: await contentStore.siteContent({ preview, language: page.lang }),
      sourceContent: await contentStore.siteContent({ preview }),
      preview,
      account: request.account,
      publicUrl: context.env.publicUrl,
      translateWidgetUrl: context.env.translateWidgetUrl,
      retentionDays: context.env.retentionDays,
      visitorStats: context.env.visitorStats,
    };
  };
  keptAnswers.open({
    pages: pageCache,
    commonHeaders: securityHeaders.common,
    log: app.log,
    origin: createRequestOrigin(context.env.trustProxy),
    sessionCookie: SESSION_COOKIE,
    pageRoute: PAGE_ROUTE,
    isStopping: () => isStopping(app),
    visitors: context.visitors,
  });
  const renderPage = createPageRenderer(options.pages === false ? null : await loadAstroHandler(), {
    security: securityHeaders,
    cache: pageCache,
    isCacheable: (request) => isAnonymousPageRequest(request, [context.adminBase, routes.staffPanel]),
    isDatabaseUp: () => pingDatabase(context.db),
    companyName: () => contentStore.latest().company.name,
    privatePrefixes,
    onRender: () => context.metrics.rendered(),
  });
  await registerFormPosts(app, context, {
    render: (request, reply, url, posted, status) =>
      renderPage(request, reply, async (page) => ({ ...(await localsFor(request, page)), ...posted }), { url, status }),
    overLimit: (lang, formPage) => withPagePolicy(securityHeaders, tooManySubmissionsPage(contentStore.latest().company.name, lang, formPage)),
  });
  registerAdminPages(app, context, (request, reply) =>
    renderPage(request, reply, async (page) => ({ ...(await localsFor(request, page)), adminBase: context.adminBase }), { url: ADMIN_APP_PAGE, area: 'admin' }),
  );

  if (options.pages !== false && existsSync(clientAssetsDir)) {
    await app.register(fastifyStatic, {
      root: clientAssetsDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of text assets (scripts/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Hashed build assets never change under the same name.
        const immutable = filePath.includes('/_astro/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  // Every other GET is a page, Astro's to render (a path it has no page for gets the site's 404
  // page). A route rather than the not-found handler: only a route's replies can be compressed.
  app.route({
    method: ['GET', 'HEAD'],
    url: PAGE_ROUTE,
    handler: async (request, reply) => {
      const [path = '', query] = request.url.split(/\?(.*)/s);
      if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
      // Before any redirect or render: no spelling or language prefix of these reaches Astro.
      if (isFrameworkEndpoint(path)) return reply.callNotFound();
      const normalised = normalisedPagePath(path) ?? path;
      if (normalised !== path) return reply.redirect(query === undefined ? normalised : `${normalised}?${query}`, 301);
      // A language the company switched off: its pages lead to English for now. 302, not 301:
      // switched on again, its pages must answer at once, not stay redirected in browsers and
      // search engines (docs/decisions/246).
      const english = await englishInstead(request.url, privatePrefixes, () => siteLanguages(contentStore));
      if (english !== null) return reply.redirect(english, 302);
      return renderPage(request, reply, (page) => localsFor(request, page));
    },
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send(notFound().body));

  return { app, cache };
}
