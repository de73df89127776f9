import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { clients, internshipInquiries } from '../../src/server/db/schema.server.ts';
import { claimResume, releaseMedia, storeBuffer } from '../../src/server/files/media-fields.server.ts';
import { sweepOrphanUploads } from '../../src/server/files/orphan-sweep.server.ts';
import { findUploadByUrl } from '../../src/server/files/upload-store.server.ts';
import { messages } from '../../src/domain/messages.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { pdfBytes, pngBytes } from '../helpers/files.ts';

for (const kind of await availableDatabaseKinds()) {
  describe(`no orphaned files (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
    });
    after(async () => t.close());

    const store = async (uploadKind: 'logo' | 'resume', bytes: Buffer) => {
      const stored = await storeBuffer(t.context, { kind: uploadKind, bytes, originalName: 'f' });
      assert.ok(stored.ok);
      return stored.value;
    };
    const exists = async (url: string) => (await findUploadByUrl(t.context, url)) !== null;

    it('sweeps uploads nothing references after 24 hours, and keeps referenced and recent ones', async () => {
      const abandoned = await store('logo', await pngBytes());
      const used = await store('logo', await pngBytes());
      const recent = await store('logo', await pngBytes());
      await t.context.db.insert(clients).values({ name: 'Acme', logo: used });
      await t.context.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE key <> ${recent.slice('/media/'.length)}`);

      assert.equal(await sweepOrphanUploads(t.context), 1);
      assert.equal(await exists(abandoned), false);
      assert.equal((await t.app.inject(`${abandoned}?w=160`)).statusCode, 404);
      assert.equal(await t.context.storage.open(abandoned.slice('/media/'.length)), null);
      assert.equal(await exists(used), true);
      assert.equal(await exists(recent), true);
    });

    it('sweeps a resume no application claimed after one hour, and keeps claimed ones and other uploads', async () => {
      const unclaimed = await store('resume', await pdfBytes());
      const claimed = await store('resume', await pdfBytes());
      const recent = await store('resume', await pdfBytes());
      const logo = await store('logo', await pngBytes());
      await t.context.db.insert(internshipInquiries).values({ name: 'B', email: 'b@example.com', programme: 'Graphic Design', message: 'Hi', resumeUrl: claimed });
      const keys = [unclaimed, claimed, logo].map((url) => url.slice('/media/'.length));
      await t.context.db.execute(sql`UPDATE uploads SET created_at = now() - interval '61 minutes' WHERE key IN (${sql.join(keys, sql`, `)})`);

      assert.equal(await sweepOrphanUploads(t.context), 1);
      assert.equal(await exists(unclaimed), false);
      assert.equal(await t.context.storage.open(unclaimed.slice('/media/'.length)), null);
      assert.equal(await exists(claimed), true);
      assert.equal(await exists(recent), true, 'a resume sent within the hour may still be claimed');
      assert.equal(await exists(logo), true, 'an admin upload waits 24 hours for its form');
      await t.context.db.delete(internshipInquiries);
    });

    it('keeps a file another entity still references when one releases it', async () => {
      const shared = await store('logo', await pngBytes());
      await t.context.db.insert(clients).values({ name: 'Holder', logo: shared });
      await releaseMedia(t.context, [shared]);
      assert.equal(await exists(shared), true);
    });

    it('lets one inquiry claim a stored resume, and deletes it when released after the inquiry goes', async () => {
      const resume = await store('resume', await pdfBytes());
      assert.deepEqual(await claimResume(t.context, resume), { ok: true, value: resume });
      assert.deepEqual(await claimResume(t.context, ''), { ok: true, value: '' });
      const logo = await store('logo', await pngBytes());
      assert.deepEqual(await claimResume(t.context, logo), { ok: false, error: messages.application.resumeNotFound, code: 'resume_not_found', field: 'resumeUrl' });
      assert.deepEqual(await claimResume(t.context, 'https://elsewhere.example/cv.pdf'), { ok: false, error: messages.application.resumeNotFound, code: 'resume_not_found', field: 'resumeUrl' });

      await t.context.db.insert(internshipInquiries).values({ name: 'A', email: 'a@example.com', programme: 'Graphic Design', message: 'Hi', resumeUrl: resume });
      assert.deepEqual(await claimResume(t.context, resume), { ok: false, error: messages.application.resumeNotFound, code: 'resume_not_found', field: 'resumeUrl' });

      await t.context.db.delete(internshipInquiries);
      await releaseMedia(t.context, [resume]);
      assert.equal(await exists(resume), false);
    });
  });
}
