/**
 * A public form's one-time submission key: the same submission sent twice with its form's key is
 * stored once and answered as the first was; without a well-formed key, or once the first has
 * outlived the key's lifetime, a submission is stored like any other. The same holds for the
 * forms' plain posts (the page itself is not built here: what the posts keep is checked).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import { SUBMISSION_KEY_LIFETIME_MS, sweepSubmissionKeys } from '../../src/server/api/submit-once.server.ts';
import { contactSubmissions, internshipInquiries, mailQueue, uploads } from '../../src/server/db/schema.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, inquiryBody } from '../helpers/entities.ts';
import { multipart, pdfBytes, uploadForm } from '../helpers/files.ts';

const newKey = () => randomBytes(16).toString('base64url');
const marker = (what: string) => `${what} ${randomBytes(6).toString('hex')}`;

for (const kind of await availableDatabaseKinds()) {
  describe(`submission keys (${kind})`, () => {
    const t = signedInTestApp(kind);
    let address = 0;
    const ip = () => `10.9.${Math.floor(address / 200)}.${(address += 1) % 200}`;

    const submit = (path: string, payload: unknown) => call(t.app, 'POST', path, { payload, ip: ip() });
    const contactsAbout = (message: string) => t.context.db.select().from(contactSubmissions).where(eq(contactSubmissions.message, message));
    const inquiriesAbout = (message: string) => t.context.db.select().from(internshipInquiries).where(eq(internshipInquiries.message, message));
    const queuedMail = async () => (await t.context.db.select({ count: sql<number>`count(*)::int` }).from(mailQueue))[0]!.count;

    it('an enquiry sent twice with its key is stored and announced once, and answered the same both times', async () => {
      const body = contactBody({ message: marker('Twice'), submissionKey: newKey() });
      const mailBefore = await queuedMail();
      const first = await submit('/api/contacts', body);
      const second = await submit('/api/contacts', { ...body, timestamp: new Date(Date.now() + 500).toISOString() });
      assert.deepEqual([first.statusCode, second.statusCode], [201, 201]);
      assert.deepEqual(second.json(), first.json());
      assert.equal((await contactsAbout(body.message)).length, 1);
      assert.ok((await queuedMail()) - mailBefore <= 1, 'one notification at most (it may already have been sent)');
    });

    it('an application sent twice with its key, its resume claimed by the first, is stored once', async () => {
      const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', ...uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes()), remoteAddress: ip() });
      assert.equal(upload.statusCode, 201);
      const body = inquiryBody({ message: marker('Applied twice'), resumeUrl: upload.json().url, submissionKey: newKey() });
      const first = await submit('/api/internship-inquiries', body);
      const second = await submit('/api/internship-inquiries', body);
      assert.deepEqual([first.statusCode, second.statusCode], [201, 201]);
      assert.deepEqual(second.json(), first.json());
      assert.equal((await inquiriesAbout(body.message)).length, 1);
    });

    it('two enquiries sent at the same moment with one key store one row', async () => {
      const body = contactBody({ message: marker('At once'), submissionKey: newKey() });
      const answers = await Promise.all([submit('/api/contacts', body), submit('/api/contacts', body), submit('/api/contacts', body)]);
      assert.deepEqual(answers.map((answer) => answer.statusCode), [201, 201, 201]);
      assert.equal(new Set(answers.map((answer) => answer.json().id)).size, 1);
      assert.equal((await contactsAbout(body.message)).length, 1);
    });

    it('another enquiry from the same page (same key, other words) is a new submission', async () => {
      const key = newKey();
      const message = marker('Same page');
      await submit('/api/contacts', contactBody({ message, submissionKey: key }));
      const other = await submit('/api/contacts', contactBody({ message, name: 'Someone Else', submissionKey: key }));
      assert.equal(other.statusCode, 201);
      assert.equal((await contactsAbout(message)).length, 2);
    });

    it('an unknown key (not of the shape the server issues), or none, is a normal submission each time', async () => {
      for (const submissionKey of ['not-a-key', '', undefined]) {
        const body = contactBody({ message: marker('Unknown key'), submissionKey });
        const answers = [await submit('/api/contacts', body), await submit('/api/contacts', body)];
        assert.deepEqual(answers.map((answer) => answer.statusCode), [201, 201]);
        assert.notEqual(answers[0]!.json().id, answers[1]!.json().id);
        assert.equal((await contactsAbout(body.message)).length, 2, String(submissionKey));
      }
    });

    it('a key is bounded: one longer than any key the server issues is refused as invalid input', async () => {
      const response = await submit('/api/contacts', contactBody({ submissionKey: 'k'.repeat(65) }));
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().code, 'too_long');
      assert.equal(response.json().field, 'submissionKey');
    });

    it('an expired key is a normal submission: the first is past its lifetime, the repeat is stored anew', async () => {
      const body = contactBody({ message: marker('Expired'), submissionKey: newKey() });
      const first = await submit('/api/contacts', body);
      const past = new Date(Date.now() - SUBMISSION_KEY_LIFETIME_MS - 60_000);
      await t.context.db.update(contactSubmissions).set({ createdAt: past }).where(eq(contactSubmissions.id, first.json().id));
      const again = await submit('/api/contacts', body);
      assert.equal(again.statusCode, 201);
      assert.notEqual(again.json().id, first.json().id);
      const rows = await contactsAbout(body.message);
      assert.equal(rows.length, 2);
      assert.equal(rows.find((row) => row.id === first.json().id)?.submissionKey, null, 'the old row no longer holds the key');
    });

    it('the sweep clears the identities past their lifetime and keeps the others', async () => {
      const old = await submit('/api/contacts', contactBody({ message: marker('Swept'), submissionKey: newKey() }));
      const recent = await submit('/api/contacts', contactBody({ message: marker('Kept'), submissionKey: newKey() }));
      const past = new Date(Date.now() - SUBMISSION_KEY_LIFETIME_MS - 60_000);
      await t.context.db.update(contactSubmissions).set({ createdAt: past }).where(eq(contactSubmissions.id, old.json().id));
      await sweepSubmissionKeys(t.context.db);
      const keyOf = async (id: string) => (await t.context.db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!.submissionKey;
      assert.equal(await keyOf(old.json().id), null);
      assert.notEqual(await keyOf(recent.json().id), null);
    });

    it('the enquiry form pressed twice without a script (two plain posts, one key) stores one enquiry', async () => {
      const fields = { name: 'Plain Asha', email: 'asha@example.com', phone: '', message: marker('Plain twice'), website: '', language: 'ml', submissionKey: newKey() };
      const post = () =>
        t.app.inject({ method: 'POST', url: '/contact', payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: ip() });
      const answers = await Promise.all([post(), post()]);
      assert.equal(answers[0]!.statusCode, answers[1]!.statusCode);
      const rows = await contactsAbout(fields.message);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.language, 'ml');
    });

    it('the application form pressed twice without a script stores one application and keeps only its resume', async () => {
      const resumesBefore = (await t.context.db.select().from(uploads)).filter((row) => row.kind === 'resume').length;
      const fields = { name: 'Plain Devika', email: 'devika@example.com', role: shippedProgrammeTitles[1]!, message: marker('Plain applied twice'), language: 'hi', submissionKey: newKey() };
      const post = async () => {
        const parts = [...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: await pdfBytes() }];
        return t.app.inject({ method: 'POST', url: '/internship/apply', ...multipart(parts), remoteAddress: ip() });
      };
      await Promise.all([post(), post()]);
      const rows = await inquiriesAbout(fields.message);
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.language, 'hi');
      const resumes = (await t.context.db.select().from(uploads)).filter((row) => row.kind === 'resume');
      assert.equal(resumes.length, resumesBefore + 1, "the repeat's resume is deleted");
      assert.ok(resumes.some((row) => rows[0]!.resumeUrl.includes(row.key)));
    });
  });
}
