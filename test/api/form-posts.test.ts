/**
 * The application form as a plain multipart post to its page (no script). The page itself is not
 * built for these tests, so what is checked is what the post keeps: the application with its
 * resume, or, when refused, nothing at all (no resume left behind).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { uploads } from '../../src/server/db/schema.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';
import { multipart, pdfBytes, type MultipartPart } from '../helpers/files.ts';

type Inquiry = { message: string; role: string; status: string; resumeUrl: string };

for (const kind of await availableDatabaseKinds()) {
  describe(`the application form's plain post (${kind})`, () => {
    const t = signedInTestApp(kind);
    let address = 0;

    const post = async (fields: Record<string, string>, after: MultipartPart[] = []) => {
      const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
      parts.push({ name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: await pdfBytes() }, ...after);
      const body = multipart(parts);
      return t.app.inject({ method: 'POST', url: '/internship/apply', ...body, remoteAddress: `10.7.0.${(address += 1)}` });
    };
    const storedResumes = async () => (await t.context.db.select().from(uploads)).filter((row) => row.kind === 'resume').length;
    const inquiriesAbout = async (letter: string) =>
      (await call(t.app, 'GET', `/api/internship-inquiries?q=${encodeURIComponent(letter)}`, { token: t.token })).json<Inquiry[]>();

    it('stores the application as Pending with its resume', async () => {
      const letter = `Plain post ${Date.now()}`;
      await post({ name: 'Devika Menon', email: 'devika@example.com', role: shippedProgrammeTitles[0]!, message: letter });
      const [inquiry] = await inquiriesAbout(letter);
      assert.equal(inquiry?.status, 'Pending');
      assert.equal(inquiry?.role, shippedProgrammeTitles[0]);
      assert.equal((await t.app.inject({ url: inquiry!.resumeUrl, headers: { authorization: `Bearer ${t.token}` } })).statusCode, 200);
    });

    it('keeps nothing of a refused application, not even the resume it stored first', async () => {
      const before = await storedResumes();
      const letter = `No programme ${Date.now()}`;
      // 'Select a program' left as it is: the resume arrives and is stored before the refusal.
      await post({ name: 'Devika Menon', email: 'devika@example.com', role: '', message: letter });
      assert.deepEqual(await inquiriesAbout(letter), []);
      assert.equal(await storedResumes(), before);
    });

    it('keeps no resume when the post breaks after it (a second file)', async () => {
      const before = await storedResumes();
      const letter = `Two files ${Date.now()}`;
      const second = { name: 'resume', filename: 'again.pdf', contentType: 'application/pdf', bytes: await pdfBytes() };
      const answer = await post({ name: 'Devika Menon', email: 'devika@example.com', role: shippedProgrammeTitles[0]!, message: letter }, [second]);
      assert.ok(answer.statusCode >= 400, `refused (${answer.statusCode})`);
      assert.deepEqual(await inquiriesAbout(letter), []);
      assert.equal(await storedResumes(), before);
    });
  });
}
