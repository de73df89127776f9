import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { publicFieldsOf } from '../../src/domain/content/define.ts';
import { CONTENT_KEYS, contentDocuments } from '../../src/domain/content/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { rowsOf } from '../../src/server/db/rows.server.ts';
import { seedContent } from '../../src/server/content/content-documents.server.ts';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { auditLog, contentRevisions, storedContent } from '../../src/server/db/schema.server.ts';
import { sweepOrphanUploads } from '../../src/server/files/orphan-sweep.server.ts';
import { findUploadByUrl } from '../../src/server/files/upload-store.server.ts';
import { ADMIN, bearer } from '../helpers/accounts.ts';
import { createTestAppBeside, signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, withoutCode } from '../helpers/entities.ts';
import { pdfBytes, pngBytes, uploadForm } from '../helpers/files.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';

const home = contentDocuments.home.defaults;
const withHeadline = (headline: string) => ({ ...home, hero: { ...home.hero, headline } });

for (const kind of await availableDatabaseKinds()) {
  describe(`site content: drafts, publishing and revisions (${kind})`, () => {
    const t = signedInTestApp(kind, {}, { pages: true });

    const anonymous = (url: string) => call(t.app, 'GET', url);
    const signedIn = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });
    const state = async (key: string) => (await signedIn('GET', `/api/content/${key}`)).json();
    /** Saves a draft of the home page on top of whatever version it is now. */
    async function saveHome(document: unknown) {
      const response = await signedIn('PUT', '/api/content/home', { version: (await state('home')).version, draft: document });
      assert.equal(response.statusCode, 200, response.body);
      return response.json();
    }

    it('seeds a fresh database with every document as its defaults: published, version 1, the first revision', async () => {
      const list = await anonymous('/api/content');
      assert.equal(list.statusCode, 200);
      assert.deepEqual(list.json().map((entry: { key: string }) => entry.key), CONTENT_KEYS);
      for (const key of CONTENT_KEYS) {
        const response = await anonymous(`/api/content/${key}`);
        assert.equal(response.statusCode, 200);
        // Internal fields (the company's notification address) are the editors' only.
        assert.deepEqual(response.json(), { key, version: 1, published: publicFieldsOf(contentDocuments[key], contentDocuments[key].defaults) });
      }
      const revisions = await signedIn('GET', '/api/content/privacy/revisions');
      assert.equal(revisions.headers['x-total-count'], '1');
      assert.deepEqual(
        revisions.json().map(({ version, publishedBy }: { version: number; publishedBy: string | null }) => ({ version, publishedBy })),
        [{ version: 1, publishedBy: null }],
      );
      assert.equal((await anonymous('/api/content/nothing-like-this')).statusCode, 404);
      assert.equal((await anonymous('/api/content/constructor')).statusCode, 404);
    });

    it('never gives an anonymous caller a draft: not by the API, not on the page, not with ?preview', async () => {
      // The published page is kept for visitors first, as it would be on a live site.
      assert.ok((await anonymous('/')).body.includes(home.hero.headline));
      const saved = await saveHome(withHeadline('A headline still in draft'));
      assert.equal(saved.draft.hero.headline, 'A headline still in draft');
      assert.equal(saved.updatedBy, ADMIN.email);

      const api = await anonymous('/api/content/home');
      assert.deepEqual(Object.keys(api.json()).sort(), ['key', 'published', 'version']);
      assert.equal(api.json().published.hero.headline, home.hero.headline);
      assert.ok(!api.body.includes('A headline still in draft'));

      for (const url of ['/', '/?preview', '/?preview=1']) {
        const page = await anonymous(url);
        assert.equal(page.statusCode, 200);
        assert.ok(page.body.includes(home.hero.headline), url);
        assert.ok(!page.body.includes('A headline still in draft'), url);
        assert.ok(!page.body.includes(contentMessages.previewBanner), url);
      }

      const preview = await signedIn('GET', '/?preview');
      assert.equal(preview.statusCode, 200);
      assert.ok(preview.body.includes('A headline still in draft'));
      assert.ok(preview.body.includes(contentMessages.previewBanner));
      assert.equal(preview.headers['cache-control'], 'no-store');
      // Signed in without ?preview: the published site.
      assert.ok(!(await signedIn('GET', '/')).body.includes('A headline still in draft'));
      // The preview was not kept for visitors either.
      assert.ok(!(await anonymous('/')).body.includes('A headline still in draft'));
    });

    it('keeps internal fields out of what anonymous callers read: the company\'s notification address', async () => {
      const company = await state('company');
      const draft = { ...company.published, notificationEmail: 'enquiries-desk@nilavu.example' };
      assert.equal((await signedIn('PUT', '/api/content/company', { version: company.version, draft })).statusCode, 200);
      assert.equal((await signedIn('POST', '/api/content/company/publish', {})).statusCode, 200);
      const read = await anonymous('/api/content/company');
      assert.equal(read.statusCode, 200);
      assert.equal(read.json().published.name, draft.name);
      assert.ok(!('notificationEmail' in read.json().published), 'no notification address for anonymous callers');
      assert.ok(!read.body.includes('enquiries-desk@'), read.body);
      assert.equal((await state('company')).published.notificationEmail, 'enquiries-desk@nilavu.example', 'editors still see it');
    });

    it('answers a rule failure with 400, the field path and the message in words', async () => {
      const { version } = await state('home');
      const refused = async (draft: unknown, field: string, error: string) => {
        const response = await signedIn('PUT', '/api/content/home', { version, draft });
        assert.equal(response.statusCode, 400, response.body);
        assert.deepEqual(withoutCode(response.json()), { error, field });
      };
      await refused(withHeadline('   '), 'hero.headline', 'Headline is required.');
      await refused(withHeadline('x'.repeat(121)), 'hero.headline', 'Headline must be at most 120 characters.');
      await refused({ ...home, hero: { ...home.hero, lead: 7 } }, 'hero.lead', 'Introduction is not in the expected form.');
      await refused(undefined, '', contentMessages.invalidDocument);

      const about = contentDocuments.about.defaults;
      const aboutVersion = (await state('about')).version;
      const picture = (src: string) => ({ ...about, whoWeAre: { ...about.whoWeAre, image: { ...about.whoWeAre.image, src } } });
      const unknownUpload = await signedIn('PUT', '/api/content/about', { version: aboutVersion, draft: picture('/media/2026/no-such-file.png') });
      assert.equal(unknownUpload.statusCode, 400);
      assert.deepEqual(withoutCode(unknownUpload.json()), { error: contentMessages.invalidImage('Picture'), field: 'whoWeAre.image.src' });
      const foreign = await signedIn('PUT', '/api/content/about', { version: aboutVersion, draft: picture('https://elsewhere.example/x.png') });
      assert.equal(foreign.json().field, 'whoWeAre.image.src');

      // A date that does not exist is refused, not moved to the next month (31 February, 3 March).
      const company = contentDocuments.company.defaults;
      const companyVersion = (await state('company')).version;
      for (const foundedOn of ['2025-02-31', '2025-13-01', '2025-2-1']) {
        const notADate = await signedIn('PUT', '/api/content/company', { version: companyVersion, draft: { ...company, foundedOn } });
        assert.equal(notADate.statusCode, 400, foundedOn);
        assert.deepEqual(withoutCode(notADate.json()), { error: contentMessages.invalidDate('Founded On'), field: 'foundedOn' });
      }
      assert.equal((await signedIn('PUT', '/api/content/company', { version: companyVersion, draft: { ...company, foundedOn: '2024-02-29' } })).statusCode, 200);

      const noVersion = await signedIn('PUT', '/api/content/home', { draft: home });
      assert.deepEqual(withoutCode(noVersion.json()), { error: contentMessages.invalidVersion, field: 'version' });
      // Nothing refused was stored.
      assert.equal((await state('home')).version, version);
    });

    it('refuses writes from anonymous callers', async () => {
      assert.equal((await call(t.app, 'PUT', '/api/content/home', { payload: { version: 1, draft: home } })).statusCode, 401);
      assert.equal((await call(t.app, 'POST', '/api/content/home/publish')).statusCode, 401);
      assert.equal((await call(t.app, 'GET', '/api/content/home/revisions')).statusCode, 401);
    });

    it('lets exactly one of two saves based on the same version through; the other is told with 409', async () => {
      const { version } = await state('home');
      const [first, second] = await Promise.all([
        signedIn('PUT', '/api/content/home', { version, draft: withHeadline('Editor one was here') }),
        signedIn('PUT', '/api/content/home', { version, draft: withHeadline('Editor two was here') }),
      ]);
      assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 409]);
      const winner = first.statusCode === 200 ? first : second;
      const loser = first.statusCode === 200 ? second : first;
      assert.deepEqual(withoutCode(loser.json()), { error: contentMessages.stale });
      const now = await state('home');
      assert.equal(now.version, version + 1);
      assert.equal(now.draft.hero.headline, winner.json().draft.hero.headline);
      // Publishing with a version that is no longer the document's is refused the same way.
      const stale = await signedIn('POST', '/api/content/home/publish', { version });
      assert.equal(stale.statusCode, 409);
    });

    it('publishes: the next request shows the new text, and a revision keeps who and when', async () => {
      assert.ok((await anonymous('/')).body.includes(home.hero.headline));
      await saveHome(withHeadline('Published just now'));
      const before = Date.now();
      const published = await signedIn('POST', '/api/content/home/publish', {});
      assert.equal(published.statusCode, 200, published.body);
      assert.equal(published.json().draft, null);
      assert.equal(published.json().published.hero.headline, 'Published just now');

      const page = await anonymous('/');
      assert.ok(page.body.includes('Published just now'));
      assert.ok(!page.body.includes(home.hero.headline));
      assert.equal((await anonymous('/api/content/home')).json().published.hero.headline, 'Published just now');

      const revisions = await signedIn('GET', '/api/content/home/revisions?limit=1');
      assert.equal(revisions.headers['x-total-count'], '2');
      const [newest] = revisions.json();
      assert.equal(newest.version, published.json().version);
      assert.equal(newest.publishedBy, ADMIN.email);
      assert.ok(Date.parse(newest.publishedAt) >= before - 1000 && Date.parse(newest.publishedAt) <= Date.now() + 1000);

      const audited = await t.context.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, 'home'), eq(auditLog.action, 'publish')));
      assert.equal(audited.length, 1);
      assert.deepEqual(audited[0]!.fields, ['hero']);
      assert.equal(audited[0]!.accountEmail, ADMIN.email);

      const nothingToPublish = await signedIn('POST', '/api/content/home/publish');
      assert.deepEqual([nothingToPublish.statusCode, withoutCode(nothingToPublish.json())], [409, { error: contentMessages.noDraft }]);
    });

    it('restores a revision as the draft, leaving the site as it is until that is published', async () => {
      const revisions = (await signedIn('GET', '/api/content/home/revisions')).json() as { id: string; version: number }[];
      const seeded = revisions.at(-1)!;
      assert.equal(seeded.version, 1);
      const restored = await signedIn('POST', `/api/content/home/revisions/${seeded.id}/restore`, {});
      assert.equal(restored.statusCode, 200, restored.body);
      assert.deepEqual(restored.json().draft, home);
      assert.equal(restored.json().published.hero.headline, 'Published just now');
      assert.ok((await anonymous('/')).body.includes('Published just now'));

      assert.equal((await signedIn('POST', '/api/content/home/publish', {})).statusCode, 200);
      assert.ok((await anonymous('/')).body.includes(home.hero.headline));

      const missing = await signedIn('POST', '/api/content/home/revisions/00000000-0000-4000-8000-000000000000/restore', {});
      assert.deepEqual([missing.statusCode, withoutCode(missing.json())], [404, { error: contentMessages.revisionNotFound }]);
      const otherDocuments = await signedIn('POST', `/api/content/privacy/revisions/${seeded.id}/restore`, {});
      assert.equal(otherDocuments.statusCode, 404);
    });

    it('shows a publish made by another server process on the same database on its next request', async () => {
      const second = await createTestAppBeside(t, { pages: true });
      try {
        assert.ok((await second.app.inject({ url: '/' })).body.includes(home.hero.headline));
        await saveHome(withHeadline('Seen by every process'));
        assert.equal((await signedIn('POST', '/api/content/home/publish', {})).statusCode, 200);
        // The notification arrives within moments; the kept page and content would otherwise be trusted for seconds more.
        const deadline = Date.now() + Math.min(1_000, second.cache.ttlMs / 2);
        let body = '';
        while (Date.now() < deadline && !body.includes('Seen by every process')) {
          body = (await second.app.inject({ url: '/' })).body;
          if (!body.includes('Seen by every process')) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        assert.ok(body.includes('Seen by every process'), 'the second process still shows the old headline');
        assert.equal((await second.app.inject({ url: '/api/content/home' })).json().published.hero.headline, 'Seen by every process');
      } finally {
        await second.close();
      }
    });
  });
}

for (const kind of await availableDatabaseKinds()) {
  describe(`site content: seeding, stored documents and pictures (${kind})`, () => {
    const t = signedInTestApp(kind);

    const signedIn = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });
    const about = contentDocuments.about.defaults;
    const withPicture = (src: string) => ({ ...about, whoWeAre: { ...about.whoWeAre, image: { ...about.whoWeAre.image, src } } });
    async function saveAbout(src: string) {
      const { version } = (await signedIn('GET', '/api/content/about')).json();
      return signedIn('PUT', '/api/content/about', { version, draft: withPicture(src) });
    }
    async function upload(kind: 'image' | 'resume') {
      const form = kind === 'image' ? uploadForm('image', 'team.png', 'image/png', await pngBytes(64, 44)) : uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
      const response = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: { ...form.headers, ...bearer(t.token) } });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().url as string;
    }

    it('seeds each missing document once when two processes start on an empty database at the same moment', async () => {
      await t.context.db.delete(storedContent);
      const second = await openDatabase({ dataDir: t.database.dataDir, databaseUrl: t.database.databaseUrl });
      try {
        const seeded = await Promise.all([seedContent(t.context.db), seedContent(second.db)]);
        assert.deepEqual(seeded.flat().sort(), [...CONTENT_KEYS].sort());
      } finally {
        await second.close();
      }
      assert.equal((await t.context.db.select().from(storedContent)).length, CONTENT_KEYS.length);
      assert.equal((await t.context.db.select().from(contentRevisions)).length, CONTENT_KEYS.length);
    });

    it('reads a document an older version stored with the fields it lacks from the defaults', async () => {
      await t.context.db.execute(sql`UPDATE content_documents SET published = (published - 'hero') || '{"retired": true}' WHERE key = 'home'`);
      const read = (await signedIn('GET', '/api/content/home')).json();
      assert.deepEqual(read.published, contentDocuments.home.defaults);
      await t.context.db.execute(sql`UPDATE content_documents SET published = jsonb_set(published, '{hero,headline}', '42') WHERE key = 'home'`);
      assert.equal((await signedIn('GET', '/api/content/home')).json().published.hero.headline, contentDocuments.home.defaults.hero.headline);
    });

    it('takes an uploaded picture, refuses a private file, and keeps pictures a draft or revision shows from the sweep', async () => {
      const resume = await upload('resume');
      const refused = await saveAbout(resume);
      assert.deepEqual([refused.statusCode, withoutCode(refused.json())], [400, { error: contentMessages.invalidImage('Picture'), field: 'whoWeAre.image.src' }]);

      const picture = await upload('image');
      assert.equal((await saveAbout(picture)).statusCode, 200);
      const age = async () => t.context.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours'`);
      await age();
      await sweepOrphanUploads(t.context);
      assert.ok(await findUploadByUrl(t.context, picture), 'a picture of a draft is kept');

      assert.equal((await signedIn('POST', '/api/content/about/publish', {})).statusCode, 200);
      assert.equal((await saveAbout(about.whoWeAre.image.src)).statusCode, 200);
      assert.equal((await signedIn('POST', '/api/content/about/publish', {})).statusCode, 200);
      await age();
      await sweepOrphanUploads(t.context);
      assert.ok(await findUploadByUrl(t.context, picture), 'a picture of a revision is kept: it can be restored');
    });

    it('hears publishes again after its listening connection was lost for a while', async () => {
      const second = await createTestAppBeside(t);
      // A database cannot refuse connections to itself: the server's own 'postgres' database does it.
      const url = new URL(t.database.databaseUrl);
      const name = url.pathname.slice(1);
      const admin = postgres(Object.assign(url, { pathname: '/postgres' }).toString(), { max: 1, onnotice: () => {} });
      const allowConnections = (allow: boolean) => admin.unsafe(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${allow}`);
      try {
        const headline = async () => (await second.app.inject({ url: '/api/content/home' })).json().published.hero.headline as string;
        const before = await headline();
        // An outage for new connections, long enough for several attempts to listen again to fail.
        await allowConnections(false);
        const cut = await t.context.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen%' AND pid <> pg_backend_pid()`,
        );
        assert.equal(rowsOf(cut).length, 2, "both processes' listening connections");
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        await allowConnections(true);

        const { version } = (await signedIn('GET', '/api/content/home')).json();
        assert.equal((await signedIn('PUT', '/api/content/home', { version, draft: withHeadline(`${before} again`) })).statusCode, 200);
        assert.equal((await signedIn('POST', '/api/content/home/publish', {})).statusCode, 200);
        // Well before the second process would read its documents again of its own accord.
        const deadline = Date.now() + 1_500;
        while (Date.now() < deadline && (await headline()) === before) await new Promise((resolve) => setTimeout(resolve, 50));
        assert.equal(await headline(), `${before} again`);
      } finally {
        await allowConnections(true);
        await admin.end();
        await second.close();
      }
    });
  });
}
