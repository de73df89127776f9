import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messages } from '../../src/domain/messages.ts';
import { parseEnv } from '../../src/server/env.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, inquiryBody, withoutCode } from '../helpers/entities.ts';
import { pdfBytes, pngBytes, uploadForm } from '../helpers/files.ts';

const MB = 1024 * 1024;

for (const kind of await availableDatabaseKinds()) {
  // 7 MB: room for the largest resume (5 MB) beside two of 1.5 MB, not three.
  describe(`disk for unclaimed resumes (${kind})`, () => {
    const t = signedInTestApp(kind, { UNCLAIMED_UPLOADS_MB: '7', SUBMISSION_LIMIT: '100' });
    let address = 0;
    const sendResume = async (bytes: Buffer) =>
      call(t.app, 'POST', '/api/uploads', { ip: `192.0.2.${(address += 1)}`, ...uploadForm('resume', 'cv.pdf', 'application/pdf', bytes) });

    it('refuses anonymous resumes with a try-again-later 503 while unclaimed ones fill their share, and takes them again once claimed', async () => {
      const resume = Buffer.concat([await pdfBytes(), Buffer.alloc(1.5 * MB, 0x20)]);
      const first = await sendResume(resume);
      const second = await sendResume(resume);
      assert.deepEqual([first.statusCode, second.statusCode], [201, 201]);

      const refused = await sendResume(resume);
      assert.equal(refused.statusCode, 503);
      assert.deepEqual(withoutCode(refused.json()), { error: messages.file.uploadsFull });
      assert.equal(refused.headers['retry-after'], '600');

      // Staff uploads for their forms are not part of this share.
      const logo = await call(t.app, 'POST', '/api/uploads', { token: t.token, ...uploadForm('logo', 'logo.png', 'image/png', await pngBytes(40, 40)) });
      assert.equal(logo.statusCode, 201);

      // An application claims its resume: that space is no longer waiting.
      const application = await call(t.app, 'POST', '/api/internship-inquiries', { ip: '192.0.2.200', payload: inquiryBody({ resumeUrl: first.json<{ url: string }>().url }) });
      assert.equal(application.statusCode, 201);
      assert.equal((await sendResume(resume)).statusCode, 201);
    });

    it('needs room for at least one largest resume', () => {
      assert.throws(() => parseEnv({ UNCLAIMED_UPLOADS_MB: '5' }), /UNCLAIMED_UPLOADS_MB/);
      assert.equal(parseEnv({}).unclaimedUploadBytes, 200 * MB);
    });
  });
}
