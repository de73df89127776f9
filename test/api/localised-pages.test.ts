/**
 * The public site in every language, as the server sends it: each public page answers under
 * each language's prefix in that language (its <html lang dir>, the catalogue's navigation), its
 * head names the language versions it is offered in, the sitemap lists them, the plain form
 * posts answer in the page's language, and every page in every language is conforming HTML by
 * html-validate's standard rules. Needs the built site; one database kind is enough.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HtmlValidate } from 'html-validate';
import { catalogueFor } from '../../src/domain/i18n/catalogue/index.ts';
import { localisedPath } from '../../src/domain/i18n/localised-path.ts';
import { LANGUAGE_CODES, languageOf } from '../../src/domain/languages.ts';
import { publicPageRoutes, routes } from '../../src/domain/routes.ts';
import { decodeHtmlText } from '../helpers/html-text.ts';
import { seedDemoContent } from '../../src/server/demo/seed-demo.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { isPostgresAvailable } from '../helpers/databases.ts';

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('the site in every language', () => {
  let t: TestApp;
  let staffRoute: string;
  let pages: string[];
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', { DEMO_CONTENT: 'on' }, { pages: true });
    assert.ok(await seedDemoContent(t.context), 'demo content seeded');
    const team = (await t.app.inject({ url: '/api/team' })).json<{ id: string }[]>();
    staffRoute = routes.staffDetail(team[0]!.id);
    pages = [...publicPageRoutes, staffRoute];
  });
  after(async () => t.close());

  it('answers every public page under every language prefix, in that language', async () => {
    for (const lang of LANGUAGE_CODES) {
      const { nav } = catalogueFor(lang);
      for (const route of pages) {
        const url = localisedPath(route, lang);
        const response = await t.app.inject({ url });
        assert.equal(response.statusCode, 200, url);
        assert.equal(attribute(response.body, /<html lang="([^"]+)"/), lang, url);
        assert.equal(attribute(response.body, /<html lang="[^"]+" dir="([^"]+)"/), languageOf(lang).direction, url);
        const mainNav = /<nav class="navbar[^>]*>([\s\S]*?)<\/nav>/.exec(response.body)?.[1] ?? '';
        for (const [key, href] of [['about', routes.about], ['contact', routes.contact], ['aim', routes.aim]] as const) {
          const link = new RegExp(`href="${localisedPath(href, lang)}"[^>]*>([^<]*)</a>`).exec(mainNav);
          assert.equal(decodeHtmlText(link?.[1] ?? ''), nav[key], `${url}: ${key}`);
        }
      }
    }
  });

  it('answers an unknown page, a file and the signed-in areas under a language prefix with the not-found page in that language', async () => {
    for (const url of ['/ml/no-such-page', '/ml/404', '/ml/sitemap.xml', '/ml/staff-panel', `/ml${t.context.adminBase}`, '/ml/api/team', '/ml/admin-app']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(attribute(response.body, /<html lang="([^"]+)"/), 'ml', url);
      assert.ok(decodeHtmlText(response.body).includes(catalogueFor('ml').notFound.heading), url);
    }
    // Not a language: an English path like any other.
    assert.equal((await t.app.inject({ url: '/en/about' })).statusCode, 404);
    assert.equal(attribute((await t.app.inject({ url: '/en/about' })).body, /<html lang="([^"]+)"/), 'en');
  });

  it('names the same language versions in every head, English as x-default, each version canonical to itself', async () => {
    // A staff member's page is never indexed, in any language.
    for (const route of publicPageRoutes) {
      const english = (await t.app.inject({ url: route })).body;
      const alternates = [...english.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`);
      const offered = alternates.filter((line) => !line.startsWith('x-default')).map((line) => line.split(' ')[0]!);
      assert.ok(offered.includes('en'), route);
      assert.ok(alternates.includes(`x-default ${new URL(route, t.context.env.publicUrl)}`), route);
      for (const lang of LANGUAGE_CODES) {
        const html = (await t.app.inject({ url: localisedPath(route, lang) })).body;
        const own = new URL(localisedPath(route, lang), t.context.env.publicUrl).toString();
        if (offered.includes(lang)) {
          assert.equal(attribute(html, /<link rel="canonical" href="([^"]+)"/), own, `${route} ${lang}`);
          assert.deepEqual([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`), alternates);
        } else {
          // A version not offered (the site's words around English copy) stays out of search.
          assert.match(html, /<meta name="robots" content="noindex"/, `${route} ${lang}`);
          assert.doesNotMatch(html, /rel="canonical"|hreflang=/, `${route} ${lang}`);
        }
      }
    }
  });

  it('lists every offered page version in the sitemap with its alternates', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    assert.match(xml, /xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml"/);
    assert.doesNotMatch(xml, /\/staff\//);
    for (const route of publicPageRoutes) {
      const loc = new URL(route, t.context.env.publicUrl).toString();
      const entry = new RegExp(`<url><loc>${loc.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}</loc>(.*?)</url>`).exec(xml);
      assert.ok(entry, route);
      assert.ok(entry[1]!.includes(`<xhtml:link rel="alternate" hreflang="x-default" href="${loc}"/>`), route);
    }
  });

  it('answers a plain post of a form on a language page in that language, what was typed kept', async () => {
    const texts = catalogueFor('ml');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/ml/contact',
      payload: 'name=Anu&email=anu%40example.com&phone=98470&message=Hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(attribute(refused.body, /<html lang="([^"]+)"/), 'ml');
    assert.ok(decodeHtmlText(refused.body).includes(texts.enquiry.fixPhoneFirst));
    assert.match(refused.body, /action="\/ml\/contact#contact"/);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/ml/contact',
      payload: 'name=Anu&email=anu%40example.com&phone=9847012345&message=Hello',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(sent.statusCode, 200);
    assert.ok(decodeHtmlText(sent.body).includes(texts.enquiry.sent));
  });

  it('sends conforming HTML on every public page in every language (html-validate, standard rules)', async () => {
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    const problems: string[] = [];
    for (const lang of LANGUAGE_CODES) {
      for (const route of [...pages, '/no-such-page']) {
        const url = localisedPath(route, lang);
        const report = await validator.validateString((await t.app.inject({ url })).body, url);
        for (const result of report.results) for (const message of result.messages) problems.push(`${url}: ${message.ruleId}: ${message.message}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
