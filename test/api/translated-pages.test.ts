/**
 * The public pages as the built site renders them in another language (/ml/…), with English per
 * field where a translation is missing, each such element marked lang="en"; and in English at
 * their usual URLs, which must carry no mark.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { mlContent } from '../../src/domain/content/translations/ml.ts';
import { rowTranslationOf } from '../../src/domain/i18n/row-translation.ts';
import { clientCollection } from '../../src/domain/client.ts';
import { translations } from '../../src/server/db/schema.server.ts';
import { documentTranslation, storeTranslations } from '../helpers/translations.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { asHtmlText } from '../helpers/html-text.ts';
import { advertisementBody, call, clientBody, created } from '../helpers/entities.ts';

const about = contentDocuments.about.defaults;
const apply = contentDocuments.apply.defaults;
const ML_TITLE = mlContent.about!.intro!.title!;
const ML_DESCRIPTION = mlContent.apply!.programmes![0]!.description!;

/** The opening tag of the (first) element whose whole text is `text`, e.g. '<h1 class="…">'. */
function tagAround(html: string, text: string): string {
  const found = html.indexOf(`>${text}<`);
  assert.ok(found >= 0, `"${text}" is the text of an element`);
  const at = found + 1;
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', html.lastIndexOf('<', at)) + 1);
}

for (const kind of await availableDatabaseKinds()) {
  describe(`pages in another language, English per field marked lang="en" (${kind})`, () => {
    const t = signedInTestApp(kind, {}, { pages: true });
    before(async () => {
      // The shipped Malayalam, with a few fields taken away: those fall back to English.
      const remove = async (key: 'about' | 'company', fields: string[]) =>
        t.context.db
          .update(translations)
          .set({ published: sql`${translations.published} - ${sql.raw(`'{${fields.join(',')}}'::text[]`)}` })
          .where(documentTranslation(key, 'ml'));
      await remove('about', ['intro.lead', 'whoWeAre.heading', 'whyChooseUs.cards.0.title', 'whoWeAre.image.alt']);
      await remove('company', ['tagline']);
      t.context.content.changed('all');
    });

    const page = async (url: string) => {
      const response = await call(t.app, 'GET', url);
      assert.equal(response.statusCode, 200, url);
      return response.body;
    };

    it('a translated field shows in Malayalam; a field left untranslated shows English inside a lang="en" element', async () => {
      const html = await page('/ml/about');
      assert.ok(html.includes(`<h1 class="display-6 fw-bold mb-3">${ML_TITLE}</h1>`), 'the heading in Malayalam, unmarked');
      assert.match(tagAround(html, asHtmlText(about.intro.lead)), /^<p [^>]*lang="en"/);
      assert.match(tagAround(html, asHtmlText(about.whoWeAre.heading)), /^<h2 [^>]*lang="en"/);
      assert.match(tagAround(html, asHtmlText(about.whyChooseUs.cards[0]!.title)), /^<h3 [^>]*lang="en"/);
      assert.match(html, new RegExp(`<img [^>]*alt="${asHtmlText(about.whoWeAre.image.alt)}"[^>]*lang="en"`));
      // The footer's company details are not translated at all: English, marked.
      assert.match(tagAround(html, asHtmlText(contentDocuments.company.defaults.tagline)), /lang="en"/);
    });

    it('English pages carry no mark on their content', async () => {
      for (const url of ['/about', '/internship/apply', '/clients', '/advertisements']) {
        const html = await page(url);
        const content = html.slice(html.indexOf('<main'), html.indexOf('</footer>'));
        assert.ok(content.includes('</main>'), url);
        assert.doesNotMatch(content, /\slang="en"/, url);
      }
      assert.ok((await page('/about')).includes(`>${asHtmlText(about.intro.title)}</h1>`));
    });

    it('collections: an untranslated description shows English marked; the form’s choices stay the English titles', async () => {
      const client = await created<Record<string, string> & { id: string }>(t.app, t.token, '/api/clients', clientBody({ name: 'Kerala Lang Client' }));
      await storeTranslations(t.context.db, 'clients', client.id, { ml: rowTranslationOf(clientCollection, client, { fullDescription: 'ഒരു പ്രാദേശിക ചരക്കുനീക്ക കമ്പനി.' }) });
      const ad = await created<{ id: string; title: string }>(t.app, t.token, '/api/advertisements', advertisementBody({ title: 'Untranslated Internship Call' }));

      const clientsPage = await page('/ml/clients');
      assert.equal(tagAround(clientsPage, 'ഒരു പ്രാദേശിക ചരക്കുനീക്ക കമ്പനി.'), '<p class="mb-0">');
      assert.match(tagAround(clientsPage, asHtmlText(client.collaboration!)), /^<p [^>]*lang="en"/);

      const adsPage = await page('/ml/advertisements');
      assert.match(tagAround(adsPage, ad.title), /^<span [^>]*lang="en"/);
      assert.ok(adsPage.includes(ad.id), 'the island is told which titles are English');

      const applyPage = await page('/ml/internship/apply');
      // The shipped copy keeps programme titles English: marked, beside a translated description.
      assert.equal(tagAround(applyPage, ML_DESCRIPTION), '<p class="card-text">');
      assert.match(tagAround(applyPage, asHtmlText(apply.programmes[1]!.title)), /^<h3 [^>]*lang="en"/);
      assert.match(applyPage, new RegExp(`<option[^>]*>${asHtmlText(apply.programmes[0]!.title)}</option>`), 'the choice stays English');
    });
  });
}
