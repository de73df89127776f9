import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages.ts';
import { openDatabase } from '../../src/server/db/client.server.ts';
import { mailQueue } from '../../src/server/db/schema.server.ts';
import { purgeExpired } from '../../src/server/privacy/retention.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, inquiryBody, withoutCode } from '../helpers/entities.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';
import { startSmtp } from '../helpers/smtp.ts';

// A mail provider that is down: notifications stay queued, as they would during an outage.
const smtp = await startSmtp(3523);
smtp.state.failing = true;
after(async () => smtp.close());

let addressCounter = 0;
const nextAddress = () => `10.7.${Math.floor(addressCounter / 200)}.${(addressCounter++ % 200) + 1}`;

for (const kind of await availableDatabaseKinds()) {
  describe(`privacy: retention, export and erasure (${kind})`, () => {
    // RETENTION_DAYS=0: everything already decided, or older than now, is past keeping.
    const t = signedInTestApp(kind, { RETENTION_DAYS: '0', SMTP_URL: smtp.url });
    const signedIn = (method: 'GET' | 'POST' | 'DELETE', url: string) => call(t.app, method, url, { token: t.token });

    async function contact(email: string) {
      const response = await call(t.app, 'POST', '/api/contacts', { payload: contactBody({ email }), ip: nextAddress() });
      assert.equal(response.statusCode, 201, response.body);
    }
    /** An application with a resume; decided when a status is given. Returns the resume's URL and the inquiry id. */
    async function application(email: string, status?: 'Accepted' | 'Rejected') {
      const ip = nextAddress();
      const form = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
      const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: form.headers, remoteAddress: ip });
      const resumeUrl = upload.json().url as string;
      const inquiry = await call(t.app, 'POST', '/api/internship-inquiries', { payload: inquiryBody({ email, resumeUrl }), ip });
      assert.equal(inquiry.statusCode, 201, inquiry.body);
      const id = inquiry.json().id as string;
      if (status) assert.equal((await call(t.app, 'PUT', `/api/internship-inquiries/${id}`, { token: t.token, payload: { status } })).statusCode, 200);
      return { id, resumeUrl };
    }
    const resumeStatus = async (url: string) => (await signedIn('GET', url)).statusCode;
    const queuedMailMentioning = async (email: string) =>
      (await t.context.db.select().from(mailQueue).where(sql`${mailQueue.message}::text ILIKE ${`%${email}%`}`)).length;

    let pendingResume = '';
    before(async () => {
      await contact(`old-${kind}@example.com`);
      await application(`accepted-${kind}@example.com`, 'Accepted');
      await application(`rejected-${kind}@example.com`, 'Rejected');
      pendingResume = (await application(`pending-${kind}@example.com`)).resumeUrl;
    });

    it('purges contacts and decided applications with their resumes, and keeps pending ones', async () => {
      const decided = await application(`decided-${kind}@example.com`, 'Accepted');
      const purged = await signedIn('POST', '/api/privacy/purge');
      assert.equal(purged.statusCode, 200);
      // The mail server is down: every submission's notification (1 enquiry, 4 applications) still waits.
      assert.deepEqual(purged.json(), { contacts: 1, inquiries: 3, resumes: 3, queuedMail: 5 });

      const inquiries = (await signedIn('GET', '/api/internship-inquiries')).json() as Array<{ email: string; status: string }>;
      assert.deepEqual(inquiries.map((inquiry) => [inquiry.email, inquiry.status]), [[`pending-${kind}@example.com`, 'Pending']]);
      assert.deepEqual((await signedIn('GET', '/api/contacts')).json(), []);
      assert.equal(await resumeStatus(decided.resumeUrl), 404, 'the file is gone, even for a signed-in admin');
      assert.equal(await resumeStatus(pendingResume), 200);
    });

    it('deletes each row once when two processes purge at the same moment', async () => {
      await Promise.all([contact(`twice-a-${kind}@example.com`), contact(`twice-b-${kind}@example.com`), application(`twice-${kind}@example.com`, 'Rejected')]);
      // A second process: its own connections to the same database.
      const other = await openDatabase({ dataDir: t.database.dataDir, databaseUrl: t.database.databaseUrl });
      try {
        const [a, b] = await Promise.all([purgeExpired(t.context, null), purgeExpired({ ...t.context, db: other.db }, null)]);
        assert.equal(a.contacts + b.contacts, 2);
        assert.equal(a.inquiries + b.inquiries, 1);
        assert.equal(a.resumes + b.resumes, 1);
        assert.ok([a, b].some((counts) => counts.contacts === 0), 'one of them found nothing left');
      } finally {
        await other.close();
      }
    });

    it("exports every record of one address and nothing of another's", async () => {
      const person = `Asha.${kind}@Example.com`;
      await contact(person);
      await contact(person.toLowerCase());
      await contact(`someone-else-${kind}@example.com`);
      const { resumeUrl } = await application(person.toLowerCase());
      const exported = await signedIn('GET', `/api/privacy/subject?email=${encodeURIComponent(person)}`);
      assert.equal(exported.statusCode, 200);
      const data = exported.json();
      assert.equal(data.email, person.toLowerCase());
      assert.equal(data.contacts.length, 2);
      assert.equal(data.inquiries.length, 1);
      assert.equal(data.inquiries[0].resumeUrl, `http://localhost:3000${resumeUrl}`, 'an absolute link, for signed-in staff');
      assert.ok(!exported.body.includes('someone-else'));
      assert.ok(data.queuedMail >= 3, 'the notifications still waiting for the mail server');
    });

    it('erases an address: no row, no file, no queued mail; and records every action without personal data', async () => {
      const person = `erase-me-${kind}@example.com`;
      await contact(person);
      const { resumeUrl } = await application(person);
      await contact(`keep-me-${kind}@example.com`);
      assert.ok((await queuedMailMentioning(person)) > 0);

      const erased = await call(t.app, 'DELETE', `/api/privacy/subject?email=${encodeURIComponent(person)}`, { token: t.token });
      assert.deepEqual([erased.statusCode, erased.json()], [200, { contacts: 1, inquiries: 1, resumes: 1, queuedMail: 2 }]);
      const after = (await signedIn('GET', `/api/privacy/subject?email=${encodeURIComponent(person)}`)).json();
      assert.deepEqual([after.contacts, after.inquiries, after.queuedMail], [[], [], 0]);
      assert.equal(await resumeStatus(resumeUrl), 404);
      assert.equal(await queuedMailMentioning(person), 0);
      const kept = (await signedIn('GET', '/api/contacts')).json() as Array<{ email: string }>;
      assert.ok(kept.some((row) => row.email === `keep-me-${kind}@example.com`));

      const log = await signedIn('GET', '/api/privacy/log');
      assert.equal(log.statusCode, 200);
      const entries = log.json() as Array<{ action: string; account: string | null; subjectHash: string | null; counts: Record<string, number> }>;
      assert.equal(Number(log.headers['x-total-count']), entries.length);
      // Newest first: the look-up that checked the erasure, then the erasure.
      assert.deepEqual(entries.slice(0, 2).map((entry) => entry.action), ['export', 'erase']);
      const eraseEntry = entries[1]!;
      assert.deepEqual(eraseEntry.counts, erased.json());
      assert.equal(eraseEntry.account, 'admin@example.com');
      assert.deepEqual(new Set(entries.map((entry) => entry.action)), new Set(['purge', 'export', 'erase']));
      assert.ok(!/erase-me|asha/i.test(log.body), 'no address of a person in the record');
      assert.match(eraseEntry.subjectHash!, /^[0-9a-f]{64}$/);
      assert.equal(entries[0]!.subjectHash, eraseEntry.subjectHash, 'the same address gives the same hash');
    });

    it('refuses a missing or malformed address, and anyone not signed in', async () => {
      for (const query of ['', '?email=', '?email=not-an-address']) {
        const refused = await signedIn('GET', `/api/privacy/subject${query}`);
        assert.deepEqual([refused.statusCode, withoutCode(refused.json())], [400, { error: messages.enquiry.invalidEmail }]);
      }
      for (const [method, url] of [['GET', '/api/privacy/subject?email=a@example.com'], ['DELETE', '/api/privacy/subject?email=a@example.com'], ['POST', '/api/privacy/purge'], ['GET', '/api/privacy/log']] as const) {
        assert.equal((await call(t.app, method, url)).statusCode, 401, `${method} ${url}`);
      }
    });
  });
}
