import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import type { TranslationNeeds, TranslationState } from '../../src/domain/content/translation-api.ts';
import { mlContent } from '../../src/domain/content/translations/ml.ts';
import { sourceFingerprint } from '../../src/domain/i18n/translation.ts';
import { translationMessages } from '../../src/domain/i18n/translation-messages.ts';
import { translationFileMessages, type TranslationFile } from '../../src/domain/i18n/translation-file.ts';
import { i18nMessages } from '../../src/domain/i18n/messages.ts';
import { auditLog } from '../../src/server/db/schema.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { withoutContentTranslations } from '../helpers/translations.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { advertisementBody, call, clientBody, created, staffBody, withoutCode } from '../helpers/entities.ts';

const home = contentDocuments.home.defaults;
const ML_HEADLINE = mlContent.home!.hero!.headline!;

for (const kind of await availableDatabaseKinds()) {
  describe(`translating site content in the admin (${kind})`, () => {
    const t = signedInTestApp(kind);
    const signedIn = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });
    const translation = async (lang = 'ml') => (await signedIn('GET', `/api/content/home/translations/${lang}`)).json<TranslationState>();
    const homeNeeds = async (lang = 'ml') => (await signedIn('GET', '/api/translation-status')).json<TranslationNeeds[]>().find((needs) => needs.key === 'home' && needs.language === lang);
    const headlineStatus = async () => {
      const state = await translation();
      const entry = (state.draft ?? state.published)['hero.headline'];
      const english = (state.source as typeof home).hero.headline;
      return !entry ? 'missing' : entry.source === sourceFingerprint(english) ? 'up-to-date' : 'outdated';
    };
    /** Publishes the English home page with `headline`. */
    async function publishEnglish(headline: string) {
      const { version } = (await signedIn('GET', '/api/content/home')).json<{ version: number }>();
      const draft = { ...home, hero: { ...home.hero, headline } };
      assert.equal((await signedIn('PUT', '/api/content/home', { version, draft })).statusCode, 200);
      assert.equal((await signedIn('POST', '/api/content/home/publish', {})).statusCode, 200);
    }
    /** Saves the Malayalam headline as a draft, made from the English published now. */
    async function saveHeadline(text: string, version?: number) {
      const state = await translation();
      const draft = { ...(state.draft ?? state.published), 'hero.headline': { text, source: sourceFingerprint((state.source as typeof home).hero.headline) } };
      return signedIn('PUT', '/api/content/home/translations/ml', { version: version ?? state.version, draft });
    }

    it('reads a translation beside the English it translates; only signed-in editors, only the nine translated languages', async () => {
      const state = await translation();
      assert.equal(state.published['hero.headline']?.text, ML_HEADLINE);
      assert.equal(state.draft, null);
      assert.deepEqual(state.source, (await signedIn('GET', '/api/content/home')).json<{ published: unknown }>().published);
      assert.equal((await call(t.app, 'GET', '/api/content/home/translations/ml')).statusCode, 401);
      assert.equal((await call(t.app, 'GET', '/api/translation-status')).statusCode, 401);
      for (const lang of ['en', 'xx']) {
        const refused = await signedIn('GET', `/api/content/home/translations/${lang}`);
        assert.deepEqual([refused.statusCode, refused.json()], [400, { error: i18nMessages.unknownLanguage, field: 'lang', code: 'invalid_language' }], lang);
      }
      assert.equal((await signedIn('GET', '/api/content/nothing/translations/ml')).statusCode, 404);
      // A language with no translation stored (Gujarati, in a database from before it shipped):
      // every text is missing, and the first save creates it.
      await withoutContentTranslations(t.context, 'gu');
      const gujarati = await translation('gu');
      assert.deepEqual([gujarati.version, gujarati.published, gujarati.draft], [0, {}, null]);
      assert.equal((await homeNeeds('gu'))?.outdated, 0);
      assert.ok((await homeNeeds('gu'))!.missing > 5);
    });

    it('a changed English text makes its translation outdated; a save made from the new English is up to date and a stale save is a 409', async () => {
      await publishEnglish('Software from Thrissur for the world');
      assert.equal(await headlineStatus(), 'outdated');
      const before = await homeNeeds();
      assert.equal(before?.outdated, 1);
      assert.equal(before?.fields, undefined, 'counts only, without lang');
      const inMalayalam = (await signedIn('GET', '/api/translation-status?lang=ml')).json<TranslationNeeds[]>();
      assert.ok(inMalayalam.every((needs) => needs.language === 'ml'));
      assert.deepEqual(inMalayalam.find((needs) => needs.key === 'home')?.fields, [{ path: 'hero.headline', status: 'outdated' }]);
      assert.equal((await signedIn('GET', '/api/translation-status?lang=en')).statusCode, 400);

      const { version } = await translation();
      const saved = await saveHeadline('തൃശ്ശൂരിൽ നിന്ന് ലോകത്തിനായി സോഫ്റ്റ്‌വെയർ');
      assert.equal(saved.statusCode, 200);
      assert.equal(saved.json<TranslationState>().version, version + 1);
      assert.equal(await headlineStatus(), 'up-to-date');
      assert.equal((await homeNeeds())?.outdated ?? 0, 0);

      const stale = await saveHeadline('പഴയ പതിപ്പ്', version);
      assert.deepEqual([stale.statusCode, withoutCode(stale.json())], [409, { error: contentMessages.stale }]);
      const stalePublish = await signedIn('POST', '/api/content/home/translations/ml/publish', { version });
      assert.equal(stalePublish.statusCode, 409);
      assert.equal((await translation()).draft?.['hero.headline']?.text, 'തൃശ്ശൂരിൽ നിന്ന് ലോകത്തിനായി സോഫ്റ്റ്‌വെയർ', 'the stale save changed nothing');
    });

    it('publishing the English never publishes nor discards a translation draft; publishing the translation shows it', async () => {
      const draftBefore = (await translation()).draft;
      assert.ok(draftBefore, 'the previous test left a draft');
      await publishEnglish('Software from Thrissur for the world');
      const after = await translation();
      assert.deepEqual(after.draft, draftBefore);
      assert.equal(after.published['hero.headline']?.text, ML_HEADLINE);
      assert.equal((await call(t.app, 'GET', '/api/content/home?lang=ml')).json<{ published: typeof home }>().published.hero.headline, ML_HEADLINE);

      const published = await signedIn('POST', '/api/content/home/translations/ml/publish', { version: after.version });
      assert.equal(published.statusCode, 200);
      assert.equal(published.json<TranslationState>().draft, null);
      assert.equal((await call(t.app, 'GET', '/api/content/home?lang=ml')).json<{ published: typeof home }>().published.hero.headline, 'തൃശ്ശൂരിൽ നിന്ന് ലോകത്തിനായി സോഫ്റ്റ്‌വെയർ');
      const nothing = await signedIn('POST', '/api/content/home/translations/ml/publish', {});
      assert.deepEqual([nothing.statusCode, withoutCode(nothing.json())], [409, { error: contentMessages.noDraft }]);
    });

    it('restoring an English revision recomputes the status from the fingerprints', async () => {
      assert.equal(await headlineStatus(), 'up-to-date');
      const revisions = (await signedIn('GET', '/api/content/home/revisions?limit=50')).json<{ id: string }[]>();
      const first = revisions.at(-1)!;
      assert.equal((await signedIn('POST', `/api/content/home/revisions/${first.id}/restore`, {})).statusCode, 200);
      assert.equal(await headlineStatus(), 'up-to-date', 'a restored draft is not yet what the site shows');
      assert.equal((await signedIn('POST', '/api/content/home/publish', {})).statusCode, 200);
      assert.equal(await headlineStatus(), 'outdated', 'the translation was made for the English now replaced');
      assert.equal((await homeNeeds())?.outdated, 1);
      // The English it was made for, published again, makes it current again.
      await publishEnglish('Software from Thrissur for the world');
      assert.equal(await headlineStatus(), 'up-to-date');
    });

    it('refuses a text over its field\'s limit and a field the document does not have, naming the field; the audit trail names the language', async () => {
      const tooLong = await saveHeadline('അ'.repeat(500));
      assert.equal(tooLong.statusCode, 400);
      assert.equal(tooLong.json<{ field: string }>().field, 'hero.headline');
      const state = await translation();
      const unknown = await signedIn('PUT', '/api/content/home/translations/ml', { version: state.version, draft: { 'hero.nothing': { text: 'x', source: sourceFingerprint('x') } } });
      assert.deepEqual([unknown.statusCode, unknown.json<{ field: string; error: string }>().field], [400, 'hero.nothing']);
      assert.equal(unknown.json<{ error: string }>().error, translationMessages.notTranslatable('hero.nothing'));
      assert.equal((await translation()).version, state.version, 'nothing was stored');

      const entries = await t.context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, 'home')))
        .orderBy(desc(auditLog.at));
      const translated = entries.filter((entry) => entry.about === 'Malayalam translation');
      assert.deepEqual(translated.map((entry) => entry.action).sort(), ['publish', 'update']);
      assert.deepEqual(entries.filter((entry) => entry.about !== '' && entry.about !== 'Malayalam translation'), [], 'no other language');
      assert.ok(translated.every((entry) => entry.fields.includes('hero.headline')));
      assert.ok(entries.filter((entry) => entry.about === '').length >= 3, 'the English entries name no language');
    });

    it('each publish of a translation is a revision; the shipped one is the first; a revision restored becomes the draft, audited with its language', async () => {
      const revisions = await signedIn('GET', '/api/content/home/translations/ml/revisions');
      assert.equal(revisions.statusCode, 200);
      const listed = revisions.json<{ id: string; version: number; publishedBy: string | null }[]>();
      assert.equal(revisions.headers['x-total-count'], '2');
      assert.equal(listed.length, 2);
      assert.ok(listed[0]!.publishedBy, "the editor's publish names its editor");
      assert.equal(listed[1]!.publishedBy, null, 'the shipped translation was published by nobody');
      assert.equal((await signedIn('GET', '/api/content/home/translations/hi/revisions')).headers['x-total-count'], '1', 'Hindi: its shipped translation');

      const { version } = await translation();
      const restored = await signedIn('POST', `/api/content/home/translations/ml/revisions/${listed[1]!.id}/restore`, { version });
      assert.equal(restored.statusCode, 200);
      assert.equal(restored.json<TranslationState>().draft?.['hero.headline']?.text, ML_HEADLINE);
      assert.equal(restored.json<TranslationState>().published['hero.headline']?.text, 'തൃശ്ശൂരിൽ നിന്ന് ലോകത്തിനായി സോഫ്റ്റ്‌വെയർ', 'the site changes only once it is published');
      assert.equal(await headlineStatus(), 'outdated', 'the shipped headline translates the shipped English');
      const stale = await signedIn('POST', `/api/content/home/translations/ml/revisions/${listed[1]!.id}/restore`, { version });
      assert.equal(stale.statusCode, 409);
      assert.equal((await signedIn('POST', `/api/content/home/translations/ml/revisions/${crypto.randomUUID()}/restore`, {})).statusCode, 404);
      assert.equal((await signedIn('POST', `/api/content/home/translations/hi/revisions/${listed[1]!.id}/restore`, {})).statusCode, 404, 'another language\'s revision');
      const restores = await t.context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'content'), eq(auditLog.action, 'restore')));
      assert.deepEqual(restores.map((entry) => [entry.entityId, entry.about]).sort(), [['home', ''], ['home', 'Malayalam translation']], 'the English restore, and this one');
    });

    it('a client row\'s translation is saved in one language beside its English, held to its fields and audited naming the language', async () => {
      const client = await created<{ id: string }>(t.app, t.token, '/api/clients', clientBody({ name: 'Chalakudy Row Translation' }));
      const path = `/api/clients/${client.id}/translations`;
      assert.deepEqual((await signedIn('GET', path)).json(), { translations: {}, versions: {} });
      const entry = (text: string, english: string) => ({ text, source: sourceFingerprint(english) });
      const translation = { shortDescription: entry('കേരളത്തിലുടനീളം ചരക്ക്', 'Freight across Kerala'), impact: entry('  ', 'Deliveries 20% faster') };
      const saved = await signedIn('PUT', `${path}/ml`, { version: 0, draft: translation });
      assert.equal(saved.statusCode, 200);
      assert.deepEqual(saved.json<TranslationState>().published, { shortDescription: translation.shortDescription }, 'a blank text is missing, not stored');
      assert.equal(saved.json<TranslationState>().draft, null, 'a row has no drafts: its save is published');
      const ml = (await call(t.app, 'GET', '/api/clients?lang=ml')).json<{ name: string; shortDescription: string }[]>().find((row) => row.name === 'Chalakudy Row Translation');
      assert.equal(ml?.shortDescription, 'കേരളത്തിലുടനീളം ചരക്ക്');
      // The English saved again leaves the translation where it is.
      assert.equal((await signedIn('PUT', `/api/clients/${client.id}`, clientBody({ name: 'Chalakudy Row Translation' }))).statusCode, 200);
      assert.deepEqual((await signedIn('GET', path)).json<{ translations: object }>().translations, { ml: { shortDescription: translation.shortDescription } });

      const unknown = await signedIn('PUT', `${path}/ml`, { version: 1, draft: { name: entry('x', 'x') } });
      assert.deepEqual([unknown.statusCode, unknown.json<{ field: string }>().field], [400, 'name']);
      const tooLong = await signedIn('PUT', `${path}/hi`, { version: 0, draft: { shortDescription: entry('क'.repeat(5001), 'Freight across Kerala') } });
      assert.deepEqual([tooLong.statusCode, tooLong.json<{ field: string }>().field], [400, 'shortDescription']);
      assert.equal((await signedIn('PUT', `${path}/en`, { version: 0, draft: {} })).statusCode, 400);
      assert.equal((await call(t.app, 'PUT', `${path}/ml`, { payload: { version: 1, draft: {} } })).statusCode, 401);
      assert.deepEqual(Object.keys((await signedIn('GET', path)).json<{ translations: object }>().translations), ['ml'], 'the refused saves changed nothing');

      const needs = (await signedIn('GET', '/api/translation-status?lang=ml')).json<TranslationNeeds[]>().find((each) => each.key === client.id);
      assert.deepEqual(needs && [needs.kind, needs.title, needs.fields], ['clients', 'Chalakudy Row Translation', ['fullDescription', 'collaboration', 'impact'].map((path) => ({ path, status: 'missing' }))]);
      const [audit] = await t.context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, client.id), eq(auditLog.about, 'Malayalam translation')));
      assert.deepEqual(audit?.fields, ['shortDescription']);
    });

    it('a staff member\'s role and an advertisement\'s title are translated the same way, in their public lists', async () => {
      const member = await created<{ id: string }>(t.app, t.token, '/api/team', staffBody({ name: 'Row Translation Staff', role: 'Flutter Developer' }));
      const ad = await created<{ id: string }>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Row translation internship' }));
      const entry = (text: string, english: string) => ({ text, source: sourceFingerprint(english) });
      assert.equal((await signedIn('PUT', `/api/team/${member.id}/translations/ar`, { version: 0, draft: { role: entry('مطور فلاتر', 'Flutter Developer') } })).statusCode, 200);
      assert.equal((await signedIn('PUT', `/api/advertisements/${ad.id}/translations/ar`, { version: 0, draft: { title: entry('تدريب', 'Row translation internship') } })).statusCode, 200);
      const team = (await call(t.app, 'GET', '/api/team?lang=ar')).json<{ name: string; role: string }[]>();
      assert.equal(team.find((row) => row.name === 'Row Translation Staff')?.role, 'مطور فلاتر');
      const ads = (await call(t.app, 'GET', '/api/advertisements?lang=ar')).json<{ id: string; title: string }[]>();
      assert.equal(ads.find((row) => row.id === ad.id)?.title, 'تدريب');
      assert.equal((await signedIn('PUT', `/api/team/${member.id}/translations/ar`, { version: 1, draft: { employeeId: entry('x', 'x') } })).statusCode, 400, 'not a text to translate');
    });

    it('a translation draft saved before the English list changed is published at the list\'s new places', async () => {
      const ml = (await signedIn('GET', '/api/content/services/translations/ml')).json<TranslationState>();
      const secondTitle = ml.published['services.1.title']!.text;
      assert.equal((await signedIn('PUT', '/api/content/services/translations/ml', { version: ml.version, draft: ml.published })).statusCode, 200);
      const english = (await signedIn('GET', '/api/content/services')).json<{ version: number; published: { services: unknown[] } }>();
      const draft = { ...english.published, services: english.published.services.slice(1) };
      assert.equal((await signedIn('PUT', '/api/content/services', { version: english.version, draft })).statusCode, 200);
      assert.equal((await signedIn('POST', '/api/content/services/publish', {})).statusCode, 200);

      const published = await signedIn('POST', '/api/content/services/translations/ml/publish', {});
      assert.equal(published.statusCode, 200);
      assert.equal(published.json<TranslationState>().published['services.0.title']?.text, secondTitle, 'the second service is first now');
      assert.equal((await call(t.app, 'GET', '/api/content/services?lang=ml')).json<{ published: { services: { title: string }[] } }>().published.services[0]?.title, secondTitle);
    });

    it('exports the texts that need work in a language and imports the file filled in: all of it as drafts, or nothing with the row named', async () => {
      // A language with nothing stored yet (Tamil, in a database from before it shipped): all of it needs work.
      await withoutContentTranslations(t.context, 'ta');
      const exported = await signedIn('GET', '/api/translations/export?lang=ta');
      assert.equal(exported.statusCode, 200);
      assert.match(String(exported.headers['content-disposition']), /attachment; filename="translations-ta.json"/);
      const file = exported.json<TranslationFile>();
      const headline = file.rows.find((row) => row.key === 'content/home/hero.headline')!;
      assert.deepEqual(headline, { key: 'content/home/hero.headline', status: 'missing', source: 'Software from Thrissur for the world', target: '' });
      const lead = file.rows.find((row) => row.key === 'content/home/hero.lead')!;
      const importing = (rows: TranslationFile['rows']) => signedIn('POST', '/api/translations/import?lang=ta', { ...file, rows });
      const tamilBefore = await signedIn('GET', '/api/content/home/translations/ta');

      // One bad row refuses the whole file, naming the row; nothing is written.
      const unknown = await importing([{ ...headline, target: 'உலகிற்கான மென்பொருள்' }, { key: 'content/home/hero.nothing', source: 'x', target: 'y' }]);
      assert.equal(unknown.statusCode, 400);
      assert.equal(unknown.json<{ error: string }>().error, translationFileMessages.row(2, 'content/home/hero.nothing', translationFileMessages.unknownKey));
      const tooLong = await importing([{ ...lead, target: 'அறிமுகம்' }, { ...headline, target: 'உ'.repeat(121) }]);
      assert.equal(tooLong.statusCode, 400);
      assert.match(tooLong.json<{ error: string }>().error, /^Row 2 \(content\/home\/hero\.headline\): Headline .*120.* Nothing was imported\.$/);
      assert.deepEqual((await signedIn('GET', '/api/content/home/translations/ta')).json(), tamilBefore.json(), 'nothing was written');
      assert.equal((await signedIn('POST', '/api/translations/import?lang=ml', { ...file, rows: [] })).statusCode, 400, 'a Tamil file in Malayalam');
      assert.equal((await signedIn('POST', '/api/translations/import?lang=ta', { rows: 'x' })).statusCode, 400);

      const imported = await importing([{ ...headline, target: 'உலகிற்கான மென்பொருள்' }, { ...lead, target: '' }]);
      assert.equal(imported.statusCode, 200);
      assert.deepEqual(imported.json(), { imported: 1, message: translationFileMessages.imported(1) });
      const tamil = (await signedIn('GET', '/api/content/home/translations/ta')).json<TranslationState>();
      assert.equal(tamil.draft?.['hero.headline']?.text, 'உலகிற்கான மென்பொருள்', 'a draft');
      assert.deepEqual(tamil.published, {}, 'not published');
      assert.equal((await signedIn('GET', '/api/translations/export?lang=ta')).json<TranslationFile>().rows.some((row) => row.key === headline.key), false, 'no longer needs work');
    });
  });
}
