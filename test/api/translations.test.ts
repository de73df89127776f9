import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { CONTENT_KEYS, contentDocuments } from '../../src/domain/content/index.ts';
import { arContent } from '../../src/domain/content/translations/ar.ts';
import { hiContent } from '../../src/domain/content/translations/hi.ts';
import { mlContent } from '../../src/domain/content/translations/ml.ts';
import { i18nMessages } from '../../src/domain/i18n/messages.ts';
import { rowTranslationOf } from '../../src/domain/i18n/row-translation.ts';
import { sourceFingerprint } from '../../src/domain/i18n/translation.ts';
import { clientCollection } from '../../src/domain/client.ts';
import { staffCollection } from '../../src/domain/staff.ts';
import { advertisementCollection } from '../../src/domain/advertisement.ts';
import { seedContentTranslations } from '../../src/server/content/content-documents.server.ts';
import { advertisements, clients, staffMembers, translations } from '../../src/server/db/schema.server.ts';
import { seedDemoContent } from '../../src/server/demo/seed-demo.server.ts';
import { seedDemoTranslations } from '../../src/server/demo/seed-demo-translations.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { documentTranslation, storeTranslations, withoutContentTranslations } from '../helpers/translations.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, created, staffBody } from '../helpers/entities.ts';

type Row = Record<string, string> & { id: string };
const home = contentDocuments.home.defaults;
const ML_HEADLINE = mlContent.home!.hero!.headline!;

for (const kind of await availableDatabaseKinds()) {
  describe(`translations of content and collections (${kind})`, () => {
    const t = signedInTestApp(kind);
    const get = (url: string, token?: string) => call(t.app, 'GET', url, token ? { token } : {});

    it('GET /api/content/{key}?lang= answers the translation with English per field; without lang as before; an unknown code is a 400', async () => {
      const before = (await get('/api/content/home')).json();
      // A fresh database holds the shipped Malayalam; one field of it taken away falls back to English.
      await t.context.db
        .update(translations)
        .set({ published: sql`${translations.published} - 'hero.lead'` })
        .where(documentTranslation('home', 'ml'));
      t.context.content.changed(['home']);

      const ml = await get('/api/content/home?lang=ml');
      assert.equal(ml.statusCode, 200);
      assert.equal(ml.headers['content-language'], 'ml');
      assert.equal(ml.json().published.hero.headline, ML_HEADLINE);
      assert.equal(ml.json().published.hero.lead, home.hero.lead, 'an untranslated field answers English');
      assert.deepEqual(Object.keys(ml.json()), ['key', 'version', 'published']);
      assert.equal(ml.json().version, before.version);
      assert.deepEqual((await get('/api/content/home?lang=ml', t.token)).json().published.hero.headline, ML_HEADLINE, 'signed in too');

      assert.deepEqual((await get('/api/content/home')).json(), before, 'without lang: unchanged');
      assert.deepEqual((await get('/api/content/home?lang=en')).json(), before);
      assert.equal((await get('/api/content/home')).headers['content-language'], undefined);
      // Non-text values are the stored ones in every language.
      const company = (await get('/api/content/company?lang=ml')).json().published;
      assert.deepEqual([company.name, company.phone, company.email], [contentDocuments.company.defaults.name, contentDocuments.company.defaults.phone, contentDocuments.company.defaults.email]);

      for (const url of ['/api/content/home?lang=xx', '/api/content/home?lang=', '/api/content/home?lang=ML', '/api/content/home?lang=ml&lang=hi', '/api/clients?lang=fr', '/api/team?lang=x', '/api/advertisements?lang=zz', `/api/team/public/${crypto.randomUUID()}?lang=q`]) {
        const refused = await get(url);
        assert.equal(refused.statusCode, 400, url);
        assert.deepEqual(refused.json(), { error: i18nMessages.unknownLanguage, field: 'lang', code: 'invalid_language' }, url);
      }
    });

    it('publishing and restoring the English leaves translations in place, and a changed English text keeps its outdated translation', async () => {
      const state = (await get('/api/content/home', t.token)).json();
      const edited = { ...home, hero: { ...home.hero, headline: 'Software from Thrissur' } };
      await call(t.app, 'PUT', '/api/content/home', { token: t.token, payload: { version: state.version, draft: edited } });
      await call(t.app, 'POST', '/api/content/home/publish', { token: t.token, payload: {} });
      assert.equal((await get('/api/content/home?lang=ml')).json().published.hero.headline, ML_HEADLINE);
      const [first] = (await get('/api/content/home/revisions?limit=50', t.token)).json<Row[]>().slice(-1);
      assert.equal((await call(t.app, 'POST', `/api/content/home/revisions/${first!.id}/restore`, { token: t.token, payload: {} })).statusCode, 200);
      await call(t.app, 'POST', '/api/content/home/publish', { token: t.token, payload: {} });
      const [kept] = await t.context.db.select().from(translations).where(documentTranslation('home', 'ml'));
      assert.equal(kept?.published['hero.headline']?.text, ML_HEADLINE);
      assert.equal((await get('/api/content/home?lang=ml')).json().published.hero.headline, ML_HEADLINE);
      assert.equal((await get('/api/content/home')).json().published.hero.headline, home.hero.headline);
    });

    it('the collections answer ?lang= with their translatable fields translated, English per field, everything else as stored', async () => {
      const client = await created<Row>(t.app, t.token, '/api/clients', clientBody({ name: 'Periyar Lang Test' }));
      const member = await created<Row>(t.app, t.token, '/api/team', staffBody({ role: 'Flutter Developer', quotes: 'Build small, ship often.' }));
      const ad = await created<Row>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Flutter internship 2026' }));
      const beforeClients = (await get('/api/clients')).json();
      const beforeTeam = (await get('/api/team')).json();
      const beforeDetail = (await get(`/api/team/public/${member.id}`)).json();
      const beforeAds = (await get('/api/advertisements')).json();

      await storeTranslations(t.context.db, 'clients', client.id, { ml: rowTranslationOf(clientCollection, client, { shortDescription: 'കേരളത്തിലുടനീളം ചരക്കുനീക്കം', name: 'പെരിയാർ' }) });
      await storeTranslations(t.context.db, 'staff', member.id, { ml: rowTranslationOf(staffCollection, member, { role: 'ഫ്ലട്ടർ ഡെവലപ്പർ' }), hi: rowTranslationOf(staffCollection, member, { quotes: 'छोटा बनाओ, जल्दी भेजो।' }) });
      await storeTranslations(t.context.db, 'advertisements', ad.id, { ar: rowTranslationOf(advertisementCollection, ad, { title: 'تدريب فلاتر 2026' }) });
      t.cache.invalidate();

      const mlClient = (await get('/api/clients?lang=ml')).json<Row[]>().find((row) => row.id === client.id)!;
      assert.equal(mlClient.shortDescription, 'കേരളത്തിലുടനീളം ചരക്കുനീക്കം');
      assert.equal(mlClient.fullDescription, 'A regional logistics company.');
      assert.equal(mlClient.name, 'Periyar Lang Test', 'names are never translated');
      assert.deepEqual(Object.keys(mlClient).sort(), Object.keys(beforeClients.find((row: Row) => row.id === client.id)).sort());
      const signedInMl = (await get('/api/clients?lang=ml&limit=50', t.token)).json<Row[]>().find((row) => row.id === client.id)!;
      assert.equal(signedInMl.shortDescription, 'കേരളത്തിലുടനീളം ചരക്കുനീക്കം');
      assert.equal(signedInMl.translations, undefined);

      const mlCard = (await get('/api/team?lang=ml')).json<Row[]>().find((row) => row.id === member.id)!;
      assert.deepEqual([mlCard.role, mlCard.quotes, mlCard.name], ['ഫ്ലട്ടർ ഡെവലപ്പർ', 'Build small, ship often.', 'Anjali Menon']);
      const hiDetail = (await get(`/api/team/public/${member.id}?lang=hi`)).json();
      assert.deepEqual([hiDetail.role, hiDetail.quotes, hiDetail.employeeId], ['Flutter Developer', 'छोटा बनाओ, जल्दी भेजो।', member.employeeId]);
      assert.equal((await get(`/api/team/public/${member.id}?lang=ml`)).json().role, 'ഫ്ലട്ടർ ഡെവലപ്പർ');
      assert.equal((await get('/api/advertisements?lang=ar')).json<Row[]>().find((row) => row.id === ad.id)!.title, 'تدريب فلاتر 2026');
      assert.equal((await get('/api/advertisements?lang=ml')).json<Row[]>().find((row) => row.id === ad.id)!.title, 'Flutter internship 2026');

      assert.deepEqual((await get('/api/clients')).json(), beforeClients, 'without lang: unchanged');
      assert.deepEqual((await get('/api/team')).json(), beforeTeam);
      assert.deepEqual((await get(`/api/team/public/${member.id}`)).json(), beforeDetail);
      assert.deepEqual((await get('/api/advertisements')).json(), beforeAds);
      assert.deepEqual((await get('/api/clients?lang=en')).json(), beforeClients);

      // An editor's save of the English keeps the row's translations; the changed field's one is kept (outdated).
      const saved = await call(t.app, 'PUT', `/api/clients/${client.id}`, { token: t.token, payload: clientBody({ name: 'Periyar Lang Test', shortDescription: 'Freight across South India' }) });
      assert.equal(saved.statusCode, 200);
      assert.equal(saved.json().translations, undefined);
      assert.equal((await get('/api/clients?lang=ml')).json<Row[]>().find((row) => row.id === client.id)!.shortDescription, 'കേരളത്തിലുടനീളം ചരക്കുനീക്കം');
    });

    it('seeds shipped translations once per document and language, only for fields still as shipped, never over a stored one', async () => {
      // A fresh database got the shipped Malayalam, Hindi and Arabic of every document.
      for (const key of CONTENT_KEYS) for (const language of ['ml', 'hi', 'ar'] as const) assert.ok(t.context.content.hasTranslation(key, language), `${key} ${language}`);
      // Kannada as in a database from before it shipped: nothing of it stored yet, for the seeding below.
      await withoutContentTranslations(t.context, 'kn');
      assert.equal(t.context.content.hasTranslation('about', 'kn'), false);
      assert.equal((await get('/api/content/about?lang=hi')).json().published.intro.title, hiContent.about!.intro!.title);
      assert.equal((await get('/api/content/about?lang=ar')).json().published.intro.title, arContent.about!.intro!.title);

      const shipped = { kn: { home: { hero: { headline: 'ನಿಮ್ಮ ಆಲೋಚನೆಗಳಿಗೆ ಜೀವ', lead: 'ಕೇರಳದಿಂದ ಸಾಫ್ಟ್‌ವೇರ್' } }, about: { intro: { title: 'ನಮ್ಮ ಬಗ್ಗೆ' } } } };
      // The English lead was edited: its shipped translation is not taken.
      const state = (await get('/api/content/home', t.token)).json();
      await call(t.app, 'PUT', '/api/content/home', { token: t.token, payload: { version: state.version, draft: { ...home, hero: { ...home.hero, lead: 'Our own words.' } } } });
      await call(t.app, 'POST', '/api/content/home/publish', { token: t.token, payload: {} });

      assert.equal(await seedContentTranslations(t.context.db, shipped), 2);
      assert.equal(await seedContentTranslations(t.context.db, shipped), 0, 'once');
      assert.equal(await seedContentTranslations(t.context.db, { ml: { home: { hero: { headline: 'another' } } } }), 0, 'a stored translation is left alone');
      t.context.content.changed('all');
      const kn = (await get('/api/content/home?lang=kn')).json().published;
      assert.equal(kn.hero.headline, 'ನಿಮ್ಮ ಆಲೋಚನೆಗಳಿಗೆ ಜೀವ');
      assert.equal(kn.hero.lead, 'Our own words.');
      assert.equal((await get('/api/content/home?lang=ml')).json().published.hero.headline, ML_HEADLINE);
      assert.deepEqual(
        (['home', 'about', 'company', 'services'] as const).map((key) => t.context.content.hasTranslation(key, 'kn')),
        [true, true, false, false],
      );
    });

    it('gives the demo rows their translations once per language, not to rows an editor changed', async () => {
      const context = { ...t.context, env: { ...t.context.env, demoContent: true } };
      for (const table of [staffMembers, clients, advertisements]) await t.context.db.delete(table as typeof clients);
      assert.equal(await seedDemoContent(context), true);
      const ads = (await get('/api/advertisements')).json<Row[]>();
      const [edited] = ads;
      await call(t.app, 'PUT', `/api/advertisements/${edited!.id}`, { token: t.token, payload: { title: 'Our own advertisement', image: edited!.image } });
      const fixture = {
        staff: { 'NT-001': { role: 'ഭൂമിക' } },
        clients: {},
        advertisements: Object.fromEntries(ads.map((ad) => [ad.title, { title: `ml ${ad.title}` }])),
      };
      assert.deepEqual(await seedDemoTranslations(context, { ml: fixture }), ['ml']);
      assert.deepEqual(await seedDemoTranslations(context, { ml: fixture }), [], 'once');
      assert.deepEqual(await seedDemoTranslations(t.context, { hi: fixture }), [], 'only with demo content on');
      t.cache.invalidate();
      const mlAds = (await get('/api/advertisements?lang=ml')).json<Row[]>();
      assert.equal(mlAds.find((ad) => ad.id === edited!.id)!.title, 'Our own advertisement');
      assert.deepEqual(mlAds.filter((ad) => ad.id !== edited!.id).map((ad) => ad.title), ads.slice(1).map((ad) => `ml ${ad.title}`));
      const staff = (await get('/api/team?lang=ml&limit=50', t.token)).json<Row[]>();
      assert.equal(staff.find((member) => member.employeeId === 'NT-001')!.role, 'ഭൂമിക');
    });
  });
}
