import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import astroIslandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../src/domain/routes.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { buildApp } from '../../src/server/app.server.ts';
import type { AppContext } from '../../src/server/context.server.ts';
import { ContentStore } from '../../src/server/content/content-store.server.ts';
import { DEFAULT_TRANSLATE_WIDGET_URL, parseEnv } from '../../src/server/env.server.ts';
import { createServices } from '../../src/server/services.server.ts';
import { createSecurityHeaders, PERMISSIONS_POLICY } from '../../src/server/http/security-headers.server.ts';
import { ensureBuiltSite } from '../helpers/built-site.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.ts';

// The staff panel is not public: an anonymous visitor is redirected to the login.
const publicPages = Object.values(routes).filter((route) => typeof route === 'string' && route !== routes.staffPanel) as string[];

/** The directives of a CSP header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Every inline script the browser would run (JSON-LD and other data blocks are not run). */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function siteApp(database: TestDatabase, env: Record<string, string>): Promise<FastifyInstance> {
  const parsedEnv = parseEnv({ DATA_DIR: database.dataDir, DEMO_CONTENT: 'off', LOG_LEVEL: 'silent', ...env });
  const context: AppContext = {
    env: parsedEnv,
    db: database.handle.db,
    databaseKind: 'embedded',
    adminBase: '/console-test0000000000',
    ...createServices(parsedEnv),
    content: new ContentStore(database.handle.db),
  };
  const { app } = await buildApp(context, { logger: false });
  await app.ready();
  return app;
}

describe('security headers on the built site', () => {
  let database: TestDatabase;
  let plainApp: FastifyInstance;
  let httpsApp: FastifyInstance;

  before(async () => {
    ensureBuiltSite();
    database = await createTestDatabase('embedded');
    plainApp = await siteApp(database, { PUBLIC_URL: 'http://localhost:3000', TRANSLATE_WIDGET_URL: '' });
    httpsApp = await siteApp(database, { PUBLIC_URL: 'https://www.example.in', TRANSLATE_WIDGET_URL: DEFAULT_TRANSLATE_WIDGET_URL });
  });
  after(async () => {
    await plainApp?.close();
    await httpsApp?.close();
    await database?.dispose();
  });

  for (const path of publicPages) {
    test(`${path}: every inline script is allowed by hash, nothing by 'unsafe-inline'`, async () => {
      const response = await plainApp.inject({ method: 'GET', url: path });
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(response.headers['permissions-policy'], PERMISSIONS_POLICY);
      assert.equal(response.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
      if (!String(response.headers['content-type']).startsWith('text/html')) {
        // A route the site does not render (yet) answers a plain 404 with the closed policy.
        assert.equal(response.statusCode, 404);
        assert.equal(directives(String(response.headers['content-security-policy'])).get('default-src')?.[0], "'none'");
        return;
      }
      const policy = directives(String(response.headers['content-security-policy']));
      const scriptSources = policy.get('script-src') ?? [];
      assert.ok(scriptSources.includes("'self'"));
      assert.ok(!scriptSources.includes("'unsafe-inline'"), 'scripts never run inline without a hash');
      assert.ok(!scriptSources.includes("'unsafe-eval'"));
      for (const script of inlineScripts(response.body)) {
        assert.ok(scriptSources.includes(sha256(script)), `inline script not in the policy: ${script.slice(0, 80)}`);
        assert.ok(!script.includes('astro-island'), "Astro's island runtime comes as a cached file, not inline");
      }
      assert.ok(!scriptSources.includes(sha256(astroIslandRuntime)), "nor is its inline copy allowed");
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(policy.get('object-src'), ["'none'"]);
      assert.deepEqual(policy.get('base-uri'), ["'self'"]);
    });
  }

  test('the map frame origin is allowed and, without a widget, no widget origin is', async () => {
    const response = await plainApp.inject({ method: 'GET', url: routes.home });
    const policy = String(response.headers['content-security-policy']);
    assert.deepEqual(directives(policy).get('frame-src'), [new URL(companyContent.defaults.mapEmbedUrl).origin]);
    assert.doesNotMatch(policy, /translate/);
  });

  test('over https: HSTS and upgraded requests; the configured widget origin only on a page asked for with its translation', async () => {
    const widgetOrigin = new URL(DEFAULT_TRANSLATE_WIDGET_URL).origin;
    for (const url of [routes.home, routes.about, '/ml/about', '/ml/about?translate=gu', '/about?translate=xx']) {
      const response = await httpsApp.inject({ method: 'GET', url });
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      const policy = directives(String(response.headers['content-security-policy']));
      assert.ok(policy.has('upgrade-insecure-requests'));
      assert.ok(!String(response.headers['content-security-policy']).includes('translate'), url);
    }
    const translated = await httpsApp.inject({ method: 'GET', url: `${routes.about}?translate=gu` });
    const policy = directives(String(translated.headers['content-security-policy']));
    assert.ok(policy.get('script-src')?.includes(widgetOrigin));
    assert.ok(!policy.get('script-src')?.includes("'unsafe-inline'"));
  });

  test('the admin area has its own policy: no widget or map origins, frames of its own (a resume) only, its scripts by hash', async () => {
    const login = await httpsApp.inject({ method: 'GET', url: '/console-test0000000000/login' });
    assert.equal(login.statusCode, 200);
    const raw = String(login.headers['content-security-policy']);
    assert.doesNotMatch(raw, /translate|google/, 'no origin of the translation widget or the map');
    const policy = directives(raw);
    assert.deepEqual(policy.get('frame-src'), ["'self'"]);
    assert.deepEqual(policy.get('connect-src'), ["'self'"]);
    assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'none'"]);
    const scriptSources = policy.get('script-src') ?? [];
    assert.ok(!scriptSources.includes("'unsafe-inline'"));
    for (const script of inlineScripts(login.body)) assert.ok(scriptSources.includes(sha256(script)), `inline script not in the policy: ${script.slice(0, 80)}`);
    // A public page asked for with its translation in the browser keeps the widget's.
    const translated = String((await httpsApp.inject({ method: 'GET', url: `${routes.about}?translate=gu` })).headers['content-security-policy']);
    assert.match(translated, /translate/);
  });

  test('API answers carry a closed policy and the common headers', async () => {
    for (const url of ['/api/no-such-call', '/healthz']) {
      const response = await httpsApp.inject({ method: 'GET', url });
      assert.match(String(response.headers['content-type']), /json/);
      const policy = directives(String(response.headers['content-security-policy']));
      assert.deepEqual(policy.get('default-src'), ["'none'"]);
      assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.ok(response.headers['strict-transport-security']);
    }
  });
});

describe('page policy sources', () => {
  const base = { publicUrl: 'http://localhost:3000', translateWidgetUrl: '', mapEmbedUrl: '' };

  test('nothing configured: no frames, no third-party scripts', () => {
    const policy = directives(createSecurityHeaders(base).pagePolicy(undefined));
    assert.deepEqual(policy.get('frame-src'), ["'none'"]);
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
  });

  test("Astro's script hashes are kept and its other sources are not", () => {
    const astro = "script-src 'self' 'sha256-AAAA' 'unsafe-inline'; style-src 'self' 'sha256-BBBB';";
    const policy = directives(createSecurityHeaders(base).pagePolicy(astro));
    assert.deepEqual(policy.get('script-src'), ["'self'", "'sha256-AAAA'"]);
  });

  test('a widget on another host is allowed for scripts only from its own origin, and only where it is asked for', () => {
    const headers = createSecurityHeaders({ ...base, translateWidgetUrl: 'https://widgets.example.org/t.js' });
    assert.deepEqual(directives(headers.pagePolicy(undefined, { translateWidget: true })).get('script-src'), ["'self'", 'https://widgets.example.org']);
    assert.deepEqual(directives(headers.pagePolicy(undefined)).get('script-src'), ["'self'"]);
  });
});
