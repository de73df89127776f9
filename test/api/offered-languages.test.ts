/**
 * The languages the company offers (company details' `languages`): checked and stored like any
 * other company detail; a language switched off leaves the language menu, the sitemap and every
 * page's hreflang, its pages lead to the English ones with a 302 (a kept copy is never served),
 * the translation counts leave it out, and switched on again everything is back. The check asked
 * before a publish names the texts that would show English in each offered language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { companyContent } from '../../src/domain/content/company.ts';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import type { TranslationNeeds, TranslationState, UntranslatedTexts } from '../../src/domain/content/translation-api.ts';
import { LANGUAGE_CODES, type LanguageCode, TRANSLATED_LANGUAGES } from '../../src/domain/languages.ts';
import { signIn } from '../helpers/accounts.ts';
import { createTestApp, createTestAppBeside, signedInTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds, isPostgresAvailable } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';

const LABEL = 'Languages of the site';
const company = companyContent.defaults;

for (const kind of await availableDatabaseKinds()) {
  describe(`the languages the company offers: checked and stored (${kind})`, () => {
    const t = signedInTestApp(kind);
    const save = async (draft: unknown) => {
      const { version } = (await call(t.app, 'GET', '/api/content/company', { token: t.token })).json<{ version: number }>();
      return call(t.app, 'PUT', '/api/content/company', { token: t.token, payload: { version, draft } });
    };

    it('offers all ten languages until the company chooses, and tells anyone which', async () => {
      const read = (await call(t.app, 'GET', '/api/content/company')).json<{ published: { languages: string[] } }>();
      assert.deepEqual(read.published.languages, [...LANGUAGE_CODES]);
    });

    it('refuses what is not a list of the site’s codes with English, naming the field in the product’s words', async () => {
      const refusals: [unknown, string, string][] = [
        ['en, ml', contentMessages.notLanguageList(LABEL), 'invalid_input'],
        [null, contentMessages.notLanguageList(LABEL), 'invalid_input'],
        [['en', 'xx'], contentMessages.unknownLanguage(LABEL, '"xx"'), 'invalid_language'],
        [['en', 'EN'], contentMessages.unknownLanguage(LABEL, '"EN"'), 'invalid_language'],
        [['en', 5], contentMessages.unknownLanguage(LABEL, '5'), 'invalid_language'],
        [['ml', 'ta'], contentMessages.englishAlways(LABEL), 'invalid_input'],
        [[], contentMessages.englishAlways(LABEL), 'invalid_input'],
        [['en', 'ml', 'ml'], contentMessages.languageTwice(LABEL, 'ml'), 'invalid_input'],
      ];
      for (const [languages, error, code] of refusals) {
        const refused = await save({ ...company, languages });
        assert.equal(refused.statusCode, 400, JSON.stringify(languages));
        assert.deepEqual(refused.json(), { error, field: 'languages', code }, JSON.stringify(languages));
      }
      assert.match(contentMessages.unknownLanguage(LABEL, '"xx"'), /en, gu, hi, kn, ml, mr, pa, ta, te, ar/, 'the refusal lists the codes');
    });

    it('stores a choice as the draft, shows it once published, and reads a draft without it as all ten', async () => {
      const saved = await save({ ...company, languages: ['ar', 'en', 'ml'] });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.deepEqual(saved.json<{ draft: { languages: string[] } }>().draft.languages, ['ar', 'en', 'ml']);
      assert.deepEqual((await call(t.app, 'GET', '/api/content/company')).json<{ published: { languages: string[] } }>().published.languages, [...LANGUAGE_CODES], 'a draft changes nothing');
      assert.equal((await call(t.app, 'POST', '/api/content/company/publish', { token: t.token, payload: {} })).statusCode, 200);
      assert.deepEqual((await call(t.app, 'GET', '/api/content/company')).json<{ published: { languages: string[] } }>().published.languages, ['ar', 'en', 'ml']);

      // A client that does not know the setting yet leaves it out: the default, all ten.
      const { languages: _languages, ...older } = company;
      const again = await save(older);
      assert.equal(again.statusCode, 200, again.body);
      assert.deepEqual(again.json<{ draft: { languages: string[] } }>().draft.languages, [...LANGUAGE_CODES]);
      assert.equal((await call(t.app, 'POST', '/api/content/company/publish', { token: t.token, payload: {} })).statusCode, 200);
    });
  });
}

describe('a language switched off, and on again', () => {
  let t: TestApp;
  let token: string;
  const publicUrl = 'http://localhost:3000';
  before(async () => {
    t = await createTestApp((await isPostgresAvailable()) ? 'postgres' : 'embedded', {}, { pages: true });
    token = await signIn(t.app, t.context.db);
  });
  after(async () => t?.close());

  const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
  const offer = async (languages: readonly LanguageCode[]) => {
    const { version, published } = (await call(t.app, 'GET', '/api/content/company', { token })).json<{ version: number; published: object }>();
    const saved = await call(t.app, 'PUT', '/api/content/company', { token, payload: { version, draft: { ...published, languages } } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await call(t.app, 'POST', '/api/content/company/publish', { token, payload: {} })).statusCode, 200);
  };
  const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]);
  const menuLanguages = (html: string) => [...(/data-language-menu[\s\S]*?<\/details>/.exec(html)?.[0] ?? '').matchAll(/<a [^>]*lang="([^"]+)"/g)].map((match) => match[1]);
  const countedLanguages = async () =>
    new Set((await call(t.app, 'GET', '/api/translation-status', { token })).json<TranslationNeeds[]>().map((each) => each.language));
  const withoutPunjabi = LANGUAGE_CODES.filter((code) => code !== 'pa');

  /** Everything a visitor and a search engine see of Punjabi, all there. */
  async function assertPunjabiOffered() {
    const punjabi = await page('/pa/about');
    assert.equal(punjabi.statusCode, 200);
    assert.match(punjabi.body, /<html lang="pa"/);
    const english = (await page('/about')).body;
    assert.ok(hreflangs(english).includes('pa'));
    assert.deepEqual(menuLanguages(english), [...LANGUAGE_CODES]);
    assert.match((await page('/sitemap.xml')).body, new RegExp(`<loc>${publicUrl}/pa/about</loc>`));
    assert.ok((await countedLanguages()).has('pa'), 'the shipped programme titles stay English in every language: counted');
  }

  it('offers every language by default', assertPunjabiOffered);

  it('switched off, Punjabi leaves the menu, the sitemap and hreflang; its pages lead to English, the kept copy too', async () => {
    // Kept for the next anonymous visitor before the switch.
    assert.equal((await page('/pa/about')).statusCode, 200);
    assert.equal((await page('/pa/about')).statusCode, 200);
    await offer(withoutPunjabi);

    const redirects: [string, string][] = [['/pa/about', '/about'], ['/pa', '/'], ['/pa/internship/apply?programme=x', '/internship/apply?programme=x']];
    for (const [from, to] of redirects) {
      const answer = await page(from);
      assert.equal(answer.statusCode, 302, from);
      assert.equal(answer.headers.location, to, from);
      assert.equal((await page(from, 'HEAD')).statusCode, 302, `HEAD ${from}`);
    }
    // What is no page under the prefix still answers the not-found page.
    assert.equal((await page('/pa/api/team')).statusCode, 404);
    // The other languages answer as before.
    assert.equal((await page('/ml/about')).statusCode, 200);

    for (const url of ['/about', '/ml/about', '/ar/services', '/']) {
      const html = (await page(url)).body;
      assert.deepEqual(hreflangs(html), [...withoutPunjabi, 'x-default'], url);
      assert.deepEqual(menuLanguages(html), withoutPunjabi, url);
    }
    const sitemap = (await page('/sitemap.xml')).body;
    assert.doesNotMatch(sitemap, /\/pa[/<"]|hreflang="pa"/);
    assert.match(sitemap, new RegExp(`<loc>${publicUrl}/ml/about</loc>`));

    // The dashboard's and the document list's counts leave it out; asked of it alone, it still answers.
    const counted = await countedLanguages();
    assert.ok(!counted.has('pa'));
    assert.ok(counted.has('ml'));
    const asked = await call(t.app, 'GET', '/api/translation-status?lang=pa', { token });
    assert.equal(asked.statusCode, 200);
    assert.ok(asked.json<TranslationNeeds[]>().every((each) => each.language === 'pa'));
  });

  it('a kept page of the language in another process is not served once that process hears of the switch', async () => {
    await offer(LANGUAGE_CODES);
    const beside = await createTestAppBeside(t, { pages: true });
    try {
      const pageBeside = (url: string) => beside.app.inject({ url });
      assert.equal((await pageBeside('/pa/services')).statusCode, 200);
      assert.equal((await pageBeside('/pa/services')).statusCode, 200);
      await offer(withoutPunjabi);
      // The other process is told by NOTIFY (or reads again within seconds should it be lost).
      const until = Date.now() + 8_000;
      let status = 200;
      while (status === 200 && Date.now() < until) {
        status = (await pageBeside('/pa/services')).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(status, 302);
    } finally {
      await beside.close();
    }
  });

  it('switched on again, everything is back at once', async () => {
    await offer(withoutPunjabi);
    assert.equal((await page('/pa/about')).statusCode, 302);
    await offer(LANGUAGE_CODES);
    await assertPunjabiOffered();
    assert.deepEqual(hreflangs((await page('/pa/about')).body), [...LANGUAGE_CODES, 'x-default']);
  });

  describe('what a publish would leave in English', () => {
    const untranslated = async (url: string) => {
      const answer = await call(t.app, 'GET', url, { token });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json<UntranslatedTexts[]>();
    };

    it('names, per offered language, the texts of the English draft without a translation; an outdated one still shows', async () => {
      const services = (await call(t.app, 'GET', '/api/content/services', { token })).json<{ version: number; published: typeof contentDocuments.services.defaults }>();
      const list = services.published.services;
      const added = { ...list[0]!, title: 'Cloud Hosting', summary: 'Hosting that stays up.', features: ['Round-the-clock monitoring'] };
      const changedFirst = { ...list[0]!, title: `${list[0]!.title} and more` };
      const saved = await call(t.app, 'PUT', '/api/content/services', { token, payload: { version: services.version, draft: { ...services.published, services: [changedFirst, ...list.slice(1), added] } } });
      assert.equal(saved.statusCode, 200, saved.body);
      try {
        const at = list.length;
        const expected = [`services.${at}.title`, `services.${at}.summary`, `services.${at}.features.0`];
        const everyLanguage = await untranslated('/api/content/services/untranslated');
        assert.deepEqual(everyLanguage.map((each) => each.language), [...TRANSLATED_LANGUAGES]);
        for (const each of everyLanguage) assert.deepEqual(each.fields, expected, each.language);

        await offer(withoutPunjabi);
        assert.ok(!(await untranslated('/api/content/services/untranslated')).some((each) => each.language === 'pa'));
        assert.deepEqual(await untranslated('/api/content/services/untranslated?lang=pa'), [], 'nobody reads Punjabi now');
      } finally {
        await offer(LANGUAGE_CODES);
        const { version } = (await call(t.app, 'GET', '/api/content/services', { token })).json<{ version: number }>();
        await call(t.app, 'PUT', '/api/content/services', { token, payload: { version, draft: services.published } });
      }
    });

    it('names the texts a translation’s draft leaves out; the company’s own draft counts the languages it will offer', async () => {
      const translation = async (path: string) => (await call(t.app, 'GET', path, { token })).json<TranslationState>();
      const saveTranslation = async (path: string, draft: object) => {
        const saved = await call(t.app, 'PUT', path, { token, payload: { version: (await translation(path)).version, draft } });
        assert.equal(saved.statusCode, 200, saved.body);
      };
      const aboutMl = '/api/content/about/translations/ml';
      const ml = await translation(aboutMl);
      const { 'intro.lead': _lead, ...withoutLead } = ml.published;
      await saveTranslation(aboutMl, withoutLead);
      const companyTa = '/api/content/company/translations/ta';
      const ta = await translation(companyTa);
      const { tagline: _tagline, ...withoutTagline } = ta.published;
      try {
        assert.deepEqual(await untranslated('/api/content/about/untranslated?lang=ml'), [{ language: 'ml', fields: ['intro.lead'] }]);
        assert.deepEqual(await untranslated('/api/content/about/untranslated'), [], 'the English publish leaves the published Malayalam as it is');

        await saveTranslation(companyTa, withoutTagline);
        assert.equal((await call(t.app, 'POST', `${companyTa}/publish`, { token, payload: {} })).statusCode, 200);
        const { version, published } = (await call(t.app, 'GET', '/api/content/company', { token })).json<{ version: number; published: object }>();
        assert.equal((await call(t.app, 'PUT', '/api/content/company', { token, payload: { version, draft: { ...published, languages: ['en', 'ta'] } } })).statusCode, 200);
        assert.deepEqual(await untranslated('/api/content/company/untranslated'), [{ language: 'ta', fields: ['tagline'] }]);
      } finally {
        await saveTranslation(aboutMl, ml.published);
        await saveTranslation(companyTa, ta.published);
        await call(t.app, 'POST', `${companyTa}/publish`, { token, payload: {} });
        await offer(LANGUAGE_CODES);
      }
    });

    it('refuses an unknown language or document, and anyone not signed in', async () => {
      const unknown = await call(t.app, 'GET', '/api/content/about/untranslated?lang=xx', { token });
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json<{ code: string }>().code, 'invalid_language');
      assert.equal((await call(t.app, 'GET', '/api/content/nothing/untranslated', { token })).statusCode, 404);
      assert.equal((await call(t.app, 'GET', '/api/content/about/untranslated')).statusCode, 401);
    });
  });
});
