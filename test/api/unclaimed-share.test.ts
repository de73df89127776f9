import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { limits } from '../../src/domain/limits.ts';
import { messages } from '../../src/domain/messages.ts';
import { sweepOrphanUploads } from '../../src/server/files/orphan-sweep.server.ts';
import { UNCLAIMED_FILES_PER_SENDER } from '../../src/server/files/unclaimed-space.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, inquiryBody, withoutCode } from '../helpers/entities.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';

/**
 * One address's share of the unclaimed-upload budget, and the claim window after which an
 * unclaimed resume is gone (docs/decisions/253).
 */
for (const kind of await availableDatabaseKinds()) {
  describe(`one address's share of the unclaimed resumes (${kind})`, () => {
    // The default budget (UNCLAIMED_UPLOADS_MB=200: forty largest resumes).
    const t = signedInTestApp(kind, { SUBMISSION_LIMIT: '1000' });
    const largest = async () => Buffer.concat([await pdfBytes(), Buffer.alloc(limits.resumeBytes - 1024, 0x20)]);
    const sendResume = (ip: string, bytes: Buffer) => call(t.app, 'POST', '/api/uploads', { ip, ...uploadForm('resume', 'cv.pdf', 'application/pdf', bytes) });
    const urlOf = (response: { json<T>(): T }) => response.json<{ url: string }>().url;

    it('lets forty 5 MB resumes from two addresses leave a third address able to upload, refusing each of the two past its share with 429', async () => {
      const resume = await largest();
      const answers: Record<string, number[]> = {};
      for (const ip of ['192.0.2.10', '192.0.2.20']) {
        answers[ip] = [];
        for (let sent = 0; sent < 20; sent += 1) {
          const answer = await sendResume(ip, resume);
          answers[ip].push(answer.statusCode);
          if (answer.statusCode === 429) {
            assert.deepEqual(withoutCode(answer.json()), { error: messages.file.tooManyWaiting });
            assert.equal(answer.json<{ code: string }>().code, 'too_many_requests');
            const retryAfter = Number(answer.headers['retry-after']);
            assert.ok(retryAfter >= 1 && retryAfter <= 15 * 60, `Retry-After ${retryAfter}: when its oldest resume leaves the claim window`);
          }
        }
      }
      for (const statuses of Object.values(answers)) {
        assert.deepEqual(statuses, [...Array<number>(UNCLAIMED_FILES_PER_SENDER).fill(201), ...Array<number>(20 - UNCLAIMED_FILES_PER_SENDER).fill(429)]);
      }
      assert.equal((await sendResume('192.0.2.30', resume)).statusCode, 201, 'a third address is not refused');
      // An IPv6 caller's whole /64 is one address.
      for (let host = 1; host <= UNCLAIMED_FILES_PER_SENDER; host += 1) assert.equal((await sendResume(`2001:db8:0:7::${host}`, resume)).statusCode, 201);
      assert.equal((await sendResume('2001:db8:0:7::99', resume)).statusCode, 429);
    });

    it('keeps who sent an upload only as a keyed hash, equal for one address', async () => {
      const rows = await t.database.handle.sql<{ sender: string | null }[]>`SELECT sender_hash AS sender FROM uploads WHERE kind = 'resume'`;
      assert.ok(rows.length > 0 && rows.every((row) => row.sender && !row.sender.includes('192.0.2') && !row.sender.includes('2001:db8')));
      assert.ok(new Set(rows.map((row) => row.sender)).size <= 4, 'one value per address');
    });

    it('frees the share as an application claims a resume, and when a resume passes its claim window, which then cannot be claimed', async () => {
      const ip = '192.0.2.40';
      const resume = await largest();
      const sent = [];
      for (let i = 0; i < UNCLAIMED_FILES_PER_SENDER; i += 1) sent.push(urlOf(await sendResume(ip, resume)));
      assert.equal((await sendResume(ip, resume)).statusCode, 429);

      // Claimed: that space is the application's, no longer waiting.
      const application = await call(t.app, 'POST', '/api/internship-inquiries', { ip, payload: inquiryBody({ resumeUrl: sent[0] }) });
      assert.equal(application.statusCode, 201);
      const another = await sendResume(ip, resume);
      assert.equal(another.statusCode, 201);
      assert.equal((await sendResume(ip, resume)).statusCode, 429);

      // Sixteen minutes on: past the claim window, the waiting ones neither count nor can be claimed.
      await t.context.db.execute(sql`UPDATE uploads SET created_at = now() - interval '16 minutes' WHERE kind = 'resume'`);
      assert.equal((await sendResume(ip, resume)).statusCode, 201);
      const late = await call(t.app, 'POST', '/api/internship-inquiries', { ip, payload: inquiryBody({ resumeUrl: sent[1] }) });
      assert.equal(late.statusCode, 400);
      assert.equal(late.json<{ code: string }>().code, 'resume_not_found');

      // The sweep removes them then, and forgets who sent the claimed one.
      await sweepOrphanUploads(t.context);
      const left = await t.database.handle.sql<{ key: string; sender: string | null }[]>`
        SELECT key, sender_hash AS sender FROM uploads WHERE kind = 'resume' AND created_at < now() - interval '15 minutes'`;
      assert.deepEqual(left.map((row) => [`/media/${row.key}`, row.sender]), [[sent[0], null]]);
    });
  });
}
