import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { limits } from '../domain/limits.ts';
import { messages } from '../domain/messages.ts';
import { routes } from '../domain/routes.ts';
import { companyContent } from '../domain/content/company.ts';
import type { SiteLocals } from '../domain/site-data.ts';
import { registerApiRoutes } from './api/api-routes.server.ts';
import { registerAuth, SESSION_COOKIE } from './auth/auth-plugin.server.ts';
import { registerAccountRoutes } from './auth/account-routes.server.ts';
import { registerAuthRoutes } from './auth/auth-routes.server.ts';
import { registerAccountChangeRoutes } from './auth/account-change-routes.server.ts';
import { ContentCache } from './content/cache.server.ts';
import { registerBrochureRoute } from './content/brochure.server.ts';
import { registerContentRoutes } from './content/content-routes.server.ts';
import { pagesShowing } from './content/content-store.server.ts';
import { isPreviewRequest } from './content/preview.server.ts';
import { createSiteData } from './content/site-data.server.ts';
import type { AppContext } from './context.server.ts';
import { pingDatabase } from './db/client.server.ts';
import { registerMediaRoutes } from './files/media-routes.server.ts';
import { registerUploadRoutes } from './files/upload-routes.server.ts';
import { ADMIN_APP_PAGE, registerAdminPages } from './http/admin-pages.server.ts';
import { registerErrorHandler } from './http/error-handler.server.ts';
import { registerFormPosts } from './http/form-posts.server.ts';
import { requestLogFields } from './http/log-redaction.server.ts';
import { isAnonymousPageRequest, PageCache } from './http/page-cache.server.ts';
import { clientAssetsDir, loadAstroHandler } from './http/astro-render.server.ts';
import { createPageRenderer } from './http/pages.server.ts';
import { registerPrivacyRoutes } from './privacy/privacy-routes.server.ts';
import { enforceRouteAccess } from './http/route-access.server.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createSecurityHeaders, registerSecurityHeaders, securitySourcesFrom } from './http/security-headers.server.ts';
import { registerSignedInNoStore } from './http/signed-in-no-store.server.ts';

export interface BuiltApp {
  app: FastifyInstance;
  cache: ContentCache;
}

export interface BuildOptions {
  /** Render pages with the built Astro site when it exists (default true). */
  pages?: boolean;
  logger?: boolean;
}

const REQUEST_TIMEOUT_MS = 10 * 60 * 1000;
const HEADERS_TIMEOUT_MS = 30 * 1000;

export async function buildApp(context: AppContext, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: context.env.logLevel, serializers: { req: requestLogFields } },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: limits.jsonBodyBytes,
    // Behind a reverse proxy every visitor would otherwise share the proxy's address and one
    // submission budget; a proxy not named in TRUST_PROXY (default: this machine) is not believed.
    trustProxy: context.env.trustProxy,
    // A caller that trickles its headers or body must not hold a connection for ever; the whole
    // request may take long enough for a 50 MB video on a slow line.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS },
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Only the pages are compressed, each by its sender (page-replies.server.ts); the API's JSON
  // and the media files are not, and request bodies are read as they were sent. A page (tens of
  // KB) is compressed in one call, as the plugin advises for a host with little spare CPU: a
  // rendered 25 KB page cost 0.9 ms of CPU that way against 2 ms through a compression stream.
  await app.register(fastifyCompress, { global: false, encodings: ['br', 'gzip'], syncThreshold: 64 * 1024 });

  const cache = new ContentCache();
  // The company's map address may be edited, but only to another Google Maps embed (its schema),
  // so the frame origin the shipped one names stays right for the life of the process.
  const securityHeaders = createSecurityHeaders(securitySourcesFrom(context.env, companyContent.defaults.mapEmbedUrl));
  registerSecurityHeaders(app, securityHeaders);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  // After the cookie plugin: its own onSend hook writes the Set-Cookie header this one reads.
  registerSignedInNoStore(app, SESSION_COOKIE);
  registerAuth(app, context);
  enforceRouteAccess(app);
  // Route bodies are zod schemas (the collection definitions'), typed in handlers by the type provider.
  app.setValidatorCompiler(validatorCompiler);

  app.get('/healthz', async (_request, reply) => {
    const ok = await pingDatabase(context.db);
    return reply.code(ok ? 200 : 503).send(ok ? { ok: true } : { ok: false, error: messages.http.unavailable });
  });

  registerAuthRoutes(app, context);
  registerAccountChangeRoutes(app, context);
  registerAccountRoutes(app, context);
  registerMediaRoutes(app, context);
  await registerUploadRoutes(app, context);

  const siteData = createSiteData(context.db, cache);
  const pageCache = new PageCache({ generation: () => cache.generation, ttlMs: cache.ttlMs });
  const contentStore = context.content;
  contentStore.onChange((change) => pageCache.forget(pagesShowing(change)));
  await contentStore.start();
  app.addHook('onClose', () => contentStore.stop());
  // What a submission is checked against (an application's programme) is what is published when
  // it arrives, also straight after a publish in this process.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'POST') await contentStore.caughtUp();
  });
  registerApiRoutes(app, { context, cache, siteData });
  registerPrivacyRoutes(app, context);
  registerContentRoutes(app, { context, store: contentStore });
  registerBrochureRoute(app, contentStore);

  const localsFor = async (request: FastifyRequest): Promise<SiteLocals> => {
    const preview = isPreviewRequest(request);
    return {
      data: siteData,
      content: await contentStore.siteContent({ preview }),
      preview,
      account: request.account,
      publicUrl: context.env.publicUrl,
      translateWidgetUrl: context.env.translateWidgetUrl,
      retentionDays: context.env.retentionDays,
    };
  };
  const renderPage = createPageRenderer(options.pages === false ? null : await loadAstroHandler(), {
    security: securityHeaders,
    cache: pageCache,
    isCacheable: (request) => isAnonymousPageRequest(request, SESSION_COOKIE, [context.adminBase, routes.staffPanel]),
    isDatabaseUp: () => pingDatabase(context.db),
    companyName: () => contentStore.latest().company.name,
  });
  await registerFormPosts(app, context, (request, reply, url, posted, status) =>
    renderPage(request, reply, async () => ({ ...(await localsFor(request)), ...posted }), { url, status }),
  );
  registerAdminPages(app, context, (request, reply) =>
    renderPage(request, reply, async () => ({ ...(await localsFor(request)), adminBase: context.adminBase }), { url: ADMIN_APP_PAGE }),
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
    url: '/*',
    handler: async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
      return renderPage(request, reply, () => localsFor(request));
    },
  });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: messages.http.notFound }));

  return { app, cache };
}
