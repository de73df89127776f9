import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { contentDocuments } from '../../src/domain/content/index.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import { auditLog, contentRevisions } from '../../src/server/db/schema.server.ts';
import { sweepOrphanUploads } from '../../src/server/files/orphan-sweep.server.ts';
import { findUploadByUrl } from '../../src/server/files/upload-store.server.ts';
import { ADMIN, bearer } from '../helpers/accounts.ts';
import { pngBytes, uploadForm } from '../helpers/files.ts';
import { createTestAppBeside, signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';

const home = contentDocuments.home.defaults;
const withHeadline = (headline: string) => ({ ...home, hero: { ...home.hero, headline } });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

for (const kind of await availableDatabaseKinds()) {
  describe(`scheduled publishing of site content (${kind})`, () => {
    const t = signedInTestApp(kind);
    const signedIn = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });
    const state = async (key: string) => (await signedIn('GET', `/api/content/${key}`)).json();
    async function saveDraft(key: 'home' | 'about', document: unknown) {
      const response = await signedIn('PUT', `/api/content/${key}`, { version: (await state(key)).version, draft: document });
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    }
    const auditActions = async (key: string) =>
      (
        await t.context.db
          .select({ action: auditLog.action, accountEmail: auditLog.accountEmail, about: auditLog.about })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, key)))
          .orderBy(asc(auditLog.at))
      ).filter(({ action }) => action !== 'update');
    const publishedHeadlines = async () =>
      (await t.context.db.select({ document: contentRevisions.document }).from(contentRevisions).where(eq(contentRevisions.key, 'home')).orderBy(asc(contentRevisions.version))).map(
        ({ document }) => (document as typeof home).hero.headline,
      );

    it('schedules the draft: the editor and the list say when and by whom, the site still shows what is published', async () => {
      await saveDraft('home', withHeadline('Onam offer from Monday'));
      const at = inSeconds(3600);
      const response = await signedIn('POST', '/api/content/home/publish', { at });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual({ ...response.json().scheduled, scheduledAt: undefined }, { key: 'home', title: contentDocuments.home.title, at, scheduledAt: undefined, scheduledBy: ADMIN.email });
      assert.equal(response.json().draft.hero.headline, 'Onam offer from Monday', 'the draft stays the draft');
      assert.equal((await call(t.app, 'GET', '/api/content/home')).json().published.hero.headline, home.hero.headline);
      assert.equal((await state('home')).scheduled.at, at);

      const list = await signedIn('GET', '/api/schedule');
      assert.equal(list.statusCode, 200);
      assert.deepEqual(list.json().map(({ key, at: when, scheduledBy }: { key: string; at: string; scheduledBy: string }) => ({ key, at: when, scheduledBy })), [{ key: 'home', at, scheduledBy: ADMIN.email }]);
      assert.equal(list.headers['cache-control'], 'no-store');
      assert.equal((await call(t.app, 'GET', '/api/schedule')).statusCode, 401);
      assert.equal((await call(t.app, 'POST', '/api/content/home/publish', { payload: { at } })).statusCode, 401);
      assert.deepEqual((await auditActions('home')).map(({ action }) => action), ['schedule']);
    });

    it('refuses a time in the past or no time at all with invalid_time on `at`, and keeps the schedule it had', async () => {
      const before = (await state('home')).scheduled;
      for (const at of [inSeconds(-60), '2020-01-01T00:00:00Z', 'tomorrow', '2027-02-31T10:00:00Z', '2027-01-05T24:00:00Z', '2027-01-05T10:00', 20270105, '', null]) {
        const response = await signedIn('POST', '/api/content/home/publish', { at });
        assert.equal(response.statusCode, 400, `${at}: ${response.body}`);
        assert.deepEqual(response.json(), { error: contentMessages.invalidPublishTime, field: 'at', code: 'invalid_time' });
      }
      assert.deepEqual((await state('home')).scheduled, before);
      assert.equal((await call(t.app, 'GET', '/api/content/home')).json().published.hero.headline, home.hero.headline, 'nothing was published');
    });

    it('cancels a schedule: nothing is listed, the draft stays, a second cancel changes nothing', async () => {
      const response = await signedIn('DELETE', '/api/content/home/schedule');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.json().scheduled, null);
      assert.equal(response.json().draft.hero.headline, 'Onam offer from Monday');
      assert.deepEqual((await signedIn('GET', '/api/schedule')).json(), []);
      assert.equal((await signedIn('DELETE', '/api/content/home/schedule')).statusCode, 200);
      assert.deepEqual((await auditActions('home')).map(({ action }) => action), ['schedule', 'unschedule']);
      assert.equal((await call(t.app, 'DELETE', '/api/content/home/schedule')).statusCode, 401);
      assert.equal((await signedIn('DELETE', '/api/content/nothing-like-this/schedule')).statusCode, 404);
    });

    it('publishes now as before and drops a schedule the document had', async () => {
      assert.equal((await signedIn('POST', '/api/content/home/publish', { at: inSeconds(3600) })).statusCode, 200);
      const now = await signedIn('POST', '/api/content/home/publish', {});
      assert.equal(now.statusCode, 200, now.body);
      assert.equal(now.json().scheduled, null);
      assert.equal(now.json().published.hero.headline, 'Onam offer from Monday');
      assert.deepEqual((await signedIn('GET', '/api/schedule')).json(), []);
      // With no draft there is nothing to schedule.
      assert.equal((await signedIn('POST', '/api/content/home/publish', { at: inSeconds(60) })).statusCode, 409);
    });

    it('publishes the draft as scheduled, once, with two processes on the database; a draft saved since stays the draft', async () => {
      const second = await createTestAppBeside(t);
      try {
        const revisionsBefore = (await publishedHeadlines()).length;
        await saveDraft('home', withHeadline('Published on the stroke of the time'));
        assert.equal((await signedIn('POST', '/api/content/home/publish', { at: inSeconds(1.5) })).statusCode, 200);
        await saveDraft('home', withHeadline('Still being written'));
        const deadline = Date.now() + 8_000;
        while (Date.now() < deadline && (await state('home')).scheduled !== null) await new Promise((resolve) => setTimeout(resolve, 100));
        const after = await state('home');
        assert.equal(after.scheduled, null, 'published within moments of its time');
        assert.equal(after.published.hero.headline, 'Published on the stroke of the time');
        assert.equal(after.draft.hero.headline, 'Still being written');
        // Both processes' timers had it; a while later there is still one publish of it.
        await new Promise((resolve) => setTimeout(resolve, 500));
        assert.deepEqual((await publishedHeadlines()).slice(revisionsBefore), ['Published on the stroke of the time']);
        const entries = await auditActions('home');
        assert.deepEqual(entries.at(-1), { action: 'publish', accountEmail: ADMIN.email, about: 'As scheduled' });
        assert.equal(entries.filter(({ about }) => about === 'As scheduled').length, 1);
        // The other process shows it too (it hears of it as of any publish).
        assert.equal((await call(second.app, 'GET', '/api/content/home')).json().published.hero.headline, 'Published on the stroke of the time');
      } finally {
        await second.close();
      }
    });

    it('keeps the picture of a scheduled draft from the orphan sweep after the draft dropped it', async () => {
      const form = uploadForm('image', 'offer.png', 'image/png', await pngBytes(64, 44));
      const uploaded = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: { ...form.headers, ...bearer(t.token) } });
      assert.equal(uploaded.statusCode, 201, uploaded.body);
      const picture = uploaded.json().url as string;
      const about = contentDocuments.about.defaults;
      const withPicture = (src: string) => ({ ...about, whoWeAre: { ...about.whoWeAre, image: { ...about.whoWeAre.image, src } } });
      await saveDraft('about', withPicture(picture));
      assert.equal((await signedIn('POST', '/api/content/about/publish', { at: inSeconds(3600) })).statusCode, 200);
      await saveDraft('about', withPicture(about.whoWeAre.image.src));
      await t.context.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours'`);
      await sweepOrphanUploads(t.context);
      assert.ok(await findUploadByUrl(t.context, picture), 'the scheduled picture is kept');
      assert.equal((await signedIn('DELETE', '/api/content/about/schedule')).statusCode, 200);
      await sweepOrphanUploads(t.context);
      assert.equal(await findUploadByUrl(t.context, picture), null, 'once nothing shows it, it goes');
    });
  });
}
