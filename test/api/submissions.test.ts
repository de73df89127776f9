import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { messages } from '../../src/domain/messages.ts';
import { eachNewestFirst } from '../../src/server/api/list-query.server.ts';
import { contactSubmissions, deletedSubmissions, searchExpressions } from '../../src/server/db/schema.server.ts';
import { sweepTrash } from '../../src/server/api/inbox-trash.server.ts';
import { inboxLimits } from '../../src/domain/inbox.ts';
import { bearer } from '../helpers/accounts.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, inquiryBody, parseCsv, withoutCode } from '../helpers/entities.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';

type Row = Record<string, unknown> & { id: string };

// Each test sends from its own address so the public submission budget (5 here) is its own.
let addressCounter = 0;
const nextAddress = () => `10.1.0.${(addressCounter += 1)}`;

for (const kind of await availableDatabaseKinds()) {
  describe(`contacts and internship inquiries (${kind})`, () => {
    const t = signedInTestApp(kind, { SUBMISSION_LIMIT: '5' });

    const submit = (path: string, payload: unknown, ip = nextAddress()) => call(t.app, 'POST', path, { payload, ip });
    const listed = async (path: string) => (await call(t.app, 'GET', path, { token: t.token })).json<Row[]>();

    it('stores a contact enquiry without sign-in (201) and lists it newest first', async () => {
      const ip = nextAddress();
      const first = await submit('/api/contacts', contactBody({ name: 'First Sender' }), ip);
      assert.equal(first.statusCode, 201);
      assert.equal(first.json().name, 'First Sender');
      assert.equal(first.json().readAt, null);
      const second = await submit('/api/contacts', contactBody({ name: 'Second Sender', phone: '' }), ip);
      assert.equal(second.statusCode, 201);
      const contacts = await listed('/api/contacts');
      assert.deepEqual(contacts.slice(0, 2).map((contact) => contact.name), ['Second Sender', 'First Sender']);
      assert.deepEqual(Object.keys(contacts[0]!).sort(), ['createdAt', 'email', 'id', 'language', 'message', 'name', 'page', 'phone', 'readAt', 'status', 'timestamp']);
    });

    it('takes JSON only: a form-encoded enquiry is for the contact page, not the API (415)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Asha&email=asha%40example.com&message=Hello',
        remoteAddress: nextAddress(),
      });
      assert.equal(response.statusCode, 415);
    });

    it('refuses an invalid enquiry with the form messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, messages.enquiry.required],
        [{ email: ' ' }, messages.enquiry.required],
        [{ message: '' }, messages.enquiry.required],
        [{ email: 'not-an-email' }, messages.enquiry.invalidEmail],
        [{ phone: '12345' }, messages.enquiry.invalidPhone],
        [{ phone: '98470123456' }, messages.enquiry.invalidPhone],
        [{ phone: '98470-1234' }, messages.enquiry.invalidPhone],
        [{ message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
      ];
      for (const [overrides, message] of cases) {
        const response = await submit('/api/contacts', contactBody(overrides));
        assert.equal(response.statusCode, 400, JSON.stringify(overrides).slice(0, 80));
        assert.equal(response.json().error, message);
      }
    });

    it('answers a bot that fills the honeypot as if stored, and stores nothing', async () => {
      const before = (await listed('/api/contacts')).length;
      const bot = await submit('/api/contacts', contactBody({ website: 'https://spam.example' }));
      assert.equal(bot.statusCode, 201);
      assert.deepEqual(Object.keys(bot.json()).sort(), ['createdAt', 'email', 'id', 'language', 'message', 'name', 'page', 'phone', 'readAt', 'status', 'timestamp']);
      assert.equal((await listed('/api/contacts')).length, before);

      const inquiriesBefore = (await listed('/api/internship-inquiries')).length;
      const botApplication = await submit('/api/internship-inquiries', inquiryBody({ website: 'x' }));
      assert.equal(botApplication.statusCode, 201);
      assert.equal(botApplication.json().status, 'Pending');
      assert.equal((await listed('/api/internship-inquiries')).length, inquiriesBefore);
    });

    it('refuses past SUBMISSION_LIMIT per address with 429, contacts and inquiries sharing one budget', async () => {
      const ip = nextAddress();
      for (let index = 0; index < 3; index += 1) assert.equal((await submit('/api/contacts', contactBody(), ip)).statusCode, 201);
      for (let index = 0; index < 2; index += 1) assert.equal((await submit('/api/internship-inquiries', inquiryBody(), ip)).statusCode, 201);
      const refused = await submit('/api/contacts', contactBody(), ip);
      assert.equal(refused.statusCode, 429);
      assert.deepEqual(withoutCode(refused.json()), { error: messages.http.tooManySubmissions });
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.equal((await submit('/api/internship-inquiries', inquiryBody(), ip)).statusCode, 429);
      assert.equal((await submit('/api/contacts', contactBody(), nextAddress())).statusCode, 201, 'another address is not affected');
    });

    it('stores an address\'s enquiries again once its budget\'s window has ended, each with its notification', async () => {
      const ip = nextAddress();
      for (let index = 0; index < 5; index += 1) assert.equal((await submit('/api/contacts', contactBody(), ip)).statusCode, 201);
      // Twice past the budget: the second is refused without its notification being composed.
      for (let index = 0; index < 2; index += 1) assert.equal((await submit('/api/contacts', contactBody(), ip)).statusCode, 429);
      await t.context.db.execute(sql`UPDATE throttle_counters SET expires_at = now() - interval '1 second' WHERE key = ${`submit:${ip}`}`);
      const marker = `w${randomUUID().slice(0, 8)}`;
      const again = await submit('/api/contacts', contactBody({ name: `Window ${marker}` }), ip);
      assert.equal(again.statusCode, 201);
      assert.deepEqual((await listed(`/api/contacts?q=${marker}`)).map((row) => row.id), [again.json<Row>().id]);
      // Its notification, filed in the outbox by the mail worker, once. Only whole mails count: one
      // being written is a `.part` file, renamed when complete, maybe while this reads the folder.
      const outbox = path.join(t.context.env.dataDir, 'outbox');
      const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((file) => file.endsWith('.eml')) : []);
      const filed = () => mails().filter((file) => readFileSync(path.join(outbox, file), 'utf8').includes(marker)).length;
      for (let tries = 0; filed() < 1 && tries < 200; tries += 1) await sleep(25);
      assert.equal(filed(), 1);
    });

    it('enquiries sent at the same moment: each within the budget stored once with its own notification, the rest refused', async () => {
      const ip = nextAddress();
      // Short: the subject stays on one header line.
      const marker = `t${randomUUID().slice(0, 8)}`;
      const names = Array.from({ length: 8 }, (_, index) => `Together ${index} ${marker}`);
      const answers = await Promise.all([
        ...names.map((name) => submit('/api/contacts', contactBody({ name }), ip)),
        submit('/api/contacts', contactBody({ name: `Elsewhere ${marker}` })),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 201).length, 6, `five from the one address, one from another: ${statuses}`);
      assert.equal(statuses.filter((status) => status === 429).length, 3, `${statuses}`);
      const accepted = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json<Row>());
      const stored = (await listed(`/api/contacts?q=${marker}`)).filter((row) => String(row.name).includes(marker));
      assert.deepEqual(stored.map((row) => row.id).sort(), accepted.map((row) => row.id).sort());
      const outbox = path.join(t.context.env.dataDir, 'outbox');
      const announced = async () =>
        existsSync(outbox)
          ? readdirSync(outbox)
              .filter((file) => file.endsWith('.eml'))
              .map((file) => /New enquiry from (.*)/.exec(readFileSync(path.join(outbox, file), 'utf8'))?.[1] ?? '')
              .filter((subject) => subject.includes(marker))
          : [];
      for (let tries = 0; (await announced()).length < accepted.length && tries < 200; tries += 1) await sleep(25);
      assert.deepEqual((await announced()).sort(), accepted.map((row) => String(row.name)).sort(), 'one notification per stored enquiry');
    });

    it('counts each visitor behind a local reverse proxy by X-Forwarded-For, and ignores the header from the open internet', async () => {
      const viaProxy = (visitor: string) =>
        call(t.app, 'POST', '/api/contacts', { payload: contactBody(), ip: '127.0.0.1', headers: { 'x-forwarded-for': visitor } });
      for (let index = 0; index < 5; index += 1) assert.equal((await viaProxy('203.0.113.7')).statusCode, 201);
      assert.equal((await viaProxy('203.0.113.7')).statusCode, 429);
      assert.equal((await viaProxy('203.0.113.8')).statusCode, 201, 'another visitor behind the same proxy is not affected');

      const direct = (forwarded: string) =>
        call(t.app, 'POST', '/api/contacts', { payload: contactBody(), ip: '198.51.100.9', headers: { 'x-forwarded-for': forwarded } });
      for (let index = 0; index < 5; index += 1) assert.equal((await direct(`192.0.2.${index}`)).statusCode, 201);
      assert.equal((await direct('192.0.2.99')).statusCode, 429, 'a made-up header does not buy a new budget');
    });

    it('refuses a body over 1 MiB with 413', async () => {
      const response = await submit('/api/contacts', contactBody({ message: 'x'.repeat(1_100_000) }));
      assert.equal(response.statusCode, 413);
      assert.deepEqual(withoutCode(response.json()), { error: messages.http.tooLarge });
    });

    it('marks a submission read and unread, counts unread ones on the dashboard, and deletes it', async () => {
      const contact = (await submit('/api/contacts', contactBody())).json<Row>();
      const before = (await call(t.app, 'GET', '/api/dashboard', { token: t.token })).json();
      const read = await call(t.app, 'PATCH', `/api/contacts/${contact.id}`, { token: t.token, payload: { read: true } });
      assert.equal(read.statusCode, 200);
      assert.ok(!Number.isNaN(Date.parse(read.json().readAt)));
      const again = await call(t.app, 'PATCH', `/api/contacts/${contact.id}`, { token: t.token, payload: { read: true } });
      assert.equal(again.json().readAt, read.json().readAt, 'the first reading time is kept');
      const afterRead = (await call(t.app, 'GET', '/api/dashboard', { token: t.token })).json();
      assert.equal(afterRead.newContacts, before.newContacts - 1);
      const unread = await call(t.app, 'PATCH', `/api/contacts/${contact.id}`, { token: t.token, payload: { read: false } });
      assert.equal(unread.json().readAt, null);

      const bad = await call(t.app, 'PATCH', `/api/contacts/${contact.id}`, { token: t.token, payload: { read: 'yes' } });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().error, messages.api.invalidReadFlag);
      assert.equal((await call(t.app, 'PATCH', `/api/contacts/${randomUUID()}`, { token: t.token, payload: { read: true } })).statusCode, 404);

      const deleted = await call(t.app, 'DELETE', `/api/contacts/${contact.id}`, { token: t.token });
      assert.deepEqual(deleted.json(), { message: messages.contact.deleted });
      assert.equal((await call(t.app, 'DELETE', `/api/contacts/${contact.id}`, { token: t.token })).statusCode, 404);
      assert.equal((await call(t.app, 'DELETE', '/api/contacts/not-an-id', { token: t.token })).statusCode, 404);
    });

    it('stores an application as Pending and refuses invalid ones with their messages', async () => {
      const response = await submit('/api/internship-inquiries', inquiryBody());
      assert.equal(response.statusCode, 201);
      assert.equal(response.json().status, 'Pending');
      assert.equal(response.json().resumeUrl, '');
      const forced = await submit('/api/internship-inquiries', inquiryBody({ status: 'Accepted' }));
      assert.equal(forced.json().status, 'Pending', 'a caller cannot choose the status');

      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, messages.application.required],
        [{ role: '' }, messages.application.required],
        [{ message: ' ' }, messages.application.required],
        [{ email: 'nope' }, messages.enquiry.invalidEmail],
        [{ role: 'Astronaut' }, messages.application.unknownProgramme],
        [{ resumeUrl: '/media/0123456789abcdef0123456789abcdef.pdf' }, messages.application.resumeNotFound],
        [{ resumeUrl: 'https://elsewhere.example/cv.pdf' }, messages.application.resumeNotFound],
      ];
      for (const [overrides, message] of cases) {
        const refused = await submit('/api/internship-inquiries', inquiryBody(overrides));
        assert.equal(refused.statusCode, 400, JSON.stringify(overrides));
        assert.equal(refused.json().error, message);
      }
    });

    it('attaches an uploaded resume once, and releases it when the inquiry is deleted', async () => {
      const ip = nextAddress();
      const form = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
      const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: form.headers, remoteAddress: ip });
      assert.equal(upload.statusCode, 201);
      const resumeUrl = upload.json().url as string;
      const inquiry = await submit('/api/internship-inquiries', inquiryBody({ resumeUrl }), ip);
      assert.equal(inquiry.statusCode, 201);
      assert.equal(inquiry.json().resumeUrl, resumeUrl);
      const reuse = await submit('/api/internship-inquiries', inquiryBody({ resumeUrl }), ip);
      assert.equal(reuse.json().error, messages.application.resumeNotFound);

      assert.equal((await t.app.inject({ url: resumeUrl, headers: bearer(t.token) })).statusCode, 200);
      await call(t.app, 'DELETE', `/api/internship-inquiries/${inquiry.json().id}`, { token: t.token });
      // Kept while the delete can be undone, released once it cannot.
      assert.equal((await t.app.inject({ url: resumeUrl, headers: bearer(t.token) })).statusCode, 200);
      await t.context.db.update(deletedSubmissions).set({ deletedAt: new Date(Date.now() - (inboxLimits.undoSeconds + 1) * 1000) });
      await sweepTrash(t.context);
      assert.equal((await t.app.inject({ url: resumeUrl, headers: bearer(t.token) })).statusCode, 404);
    });

    it('gives a resume to one of several applications sent at the same moment', async () => {
      const ip = nextAddress();
      const form = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
      const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: form.headers, remoteAddress: ip });
      const resumeUrl = upload.json().url as string;
      const answers = await Promise.all([1, 2, 3].map(() => submit('/api/internship-inquiries', inquiryBody({ resumeUrl }), nextAddress())));
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 400, 400]);
      for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
        assert.equal(refused.json().error, messages.application.resumeNotFound);
      }
      const holders = (await listed('/api/internship-inquiries')).filter((inquiry) => inquiry.resumeUrl === resumeUrl);
      assert.equal(holders.length, 1);
    });

    it('moves an inquiry between Pending, Accepted and Rejected at any time, never to the status it has, and only to those three', async () => {
      const inquiry = (await submit('/api/internship-inquiries', inquiryBody())).json<Row>();
      for (const status of ['accepted', '', undefined]) {
        const refused = await call(t.app, 'PUT', `/api/internship-inquiries/${inquiry.id}`, { token: t.token, payload: { status } });
        assert.equal(refused.statusCode, 400);
        assert.equal(refused.json().error, messages.inquiry.invalidStatus);
      }
      const accepted = await call(t.app, 'PUT', `/api/internship-inquiries/${inquiry.id}`, { token: t.token, payload: { status: 'Accepted' } });
      assert.equal(accepted.statusCode, 200);
      assert.equal(accepted.json().status, 'Accepted');
      const twice = await call(t.app, 'PUT', `/api/internship-inquiries/${inquiry.id}`, { token: t.token, payload: { status: 'Accepted' } });
      assert.equal(twice.statusCode, 409);
      assert.deepEqual(withoutCode(twice.json()), { error: messages.inquiry.alreadyInStatus });
      for (const status of ['Rejected', 'Pending']) {
        const moved = await call(t.app, 'PUT', `/api/internship-inquiries/${inquiry.id}`, { token: t.token, payload: { status } });
        assert.equal(moved.json().status, status);
      }

      const other = (await submit('/api/internship-inquiries', inquiryBody())).json<Row>();
      const rejected = await call(t.app, 'PUT', `/api/internship-inquiries/${other.id}`, { token: t.token, payload: { status: 'Rejected' } });
      assert.equal(rejected.json().status, 'Rejected');
      assert.equal((await call(t.app, 'PUT', `/api/internship-inquiries/${randomUUID()}`, { token: t.token, payload: { status: 'Accepted' } })).statusCode, 404);

      const deleted = await call(t.app, 'DELETE', `/api/internship-inquiries/${other.id}`, { token: t.token });
      assert.deepEqual(deleted.json(), { message: messages.inquiry.deleted });
      assert.equal((await call(t.app, 'DELETE', `/api/internship-inquiries/${other.id}`, { token: t.token })).statusCode, 404);
    });

    it('pages and searches both lists, newest first', async () => {
      const ip = nextAddress();
      for (const name of ['Search Alpha', 'Search Beta', 'Search Gamma']) {
        await submit('/api/contacts', contactBody({ name, message: 'searchable-contact' }), ip);
        await submit('/api/internship-inquiries', inquiryBody({ name, message: 'searchable-inquiry' }), nextAddress());
      }
      for (const [path, q] of [['/api/contacts', 'SEARCHABLE-CONTACT'], ['/api/internship-inquiries', 'searchable-INQUIRY']] as const) {
        const page = await call(t.app, 'GET', `${path}?q=${q}&limit=2`, { token: t.token });
        assert.equal(page.headers['x-total-count'], '3');
        assert.deepEqual(page.json<Row[]>().map((row) => row.name), ['Search Gamma', 'Search Beta']);
        const rest = await call(t.app, 'GET', `${path}?q=${q}&limit=2&offset=2`, { token: t.token });
        assert.deepEqual(rest.json<Row[]>().map((row) => row.name), ['Search Alpha']);
      }
    });

    it('exports CSV with a header row, RFC 4180 quoting and defused formulas, honouring q', async () => {
      const tricky = 'Said "hello", then\nleft';
      await submit('/api/contacts', contactBody({ name: '=HYPERLINK("https://evil.example")', message: tricky }));
      await submit('/api/contacts', contactBody({ name: '@SUM(A1)', message: 'csv-export-marker' }));
      await submit('/api/contacts', contactBody({ name: 'Not matched', message: 'something else' }));

      const response = await call(t.app, 'GET', '/api/contacts/export.csv?q=HYPERLINK', { token: t.token });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/csv/);
      assert.match(String(response.headers['content-disposition']), /attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/);
      assert.ok(response.body.includes('"\'=HYPERLINK(""https://evil.example"")"'), 'quoted, quotes doubled, formula defused');
      const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
      assert.deepEqual(rows[0], ['Received', 'Sent', 'Name', 'Email', 'Phone', 'Message', 'Language', 'Read']);
      assert.equal(rows.length, 2);
      assert.equal(rows[1]![2], '\'=HYPERLINK("https://evil.example")');
      assert.equal(rows[1]![5], tricky);

      const all = parseCsv((await call(t.app, 'GET', '/api/contacts/export.csv', { token: t.token })).body.replace(/^\uFEFF/, ''));
      assert.equal(all.length - 1, (await listed('/api/contacts')).length);
      assert.ok(all.some((row) => row[2] === "'@SUM(A1)"));

      await submit('/api/internship-inquiries', inquiryBody({ name: '+cmd|calc', message: 'export-inquiry-marker' }));
      const inquiries = await call(t.app, 'GET', '/api/internship-inquiries/export.csv?q=export-inquiry-marker', { token: t.token });
      const inquiryRows = parseCsv(inquiries.body.replace(/^\uFEFF/, ''));
      assert.deepEqual(inquiryRows[0], ['Received', 'Full Name', 'Email', 'Preferred Program', 'Cover Letter', 'Language', 'Status', 'Resume']);
      assert.deepEqual(inquiryRows.slice(1).map((row) => [row[1], row[6]]), [["'+cmd|calc", 'Pending']]);
    });

    it("records the page's language (English when not sent), lists it and exports it by name", async () => {
      const malayalam = await submit('/api/contacts', contactBody({ message: 'language-marker contact', language: 'ml' }));
      assert.equal(malayalam.json().language, 'ml');
      const english = await submit('/api/contacts', contactBody({ message: 'language-marker default' }));
      assert.equal(english.json().language, 'en');
      const hindi = await submit('/api/internship-inquiries', inquiryBody({ message: 'language-marker inquiry', language: 'hi' }));
      assert.equal(hindi.json().language, 'hi');
      const listedContacts = await listed('/api/contacts?q=language-marker');
      assert.deepEqual(listedContacts.map((row) => row.language).sort(), ['en', 'ml']);
      const contactsCsv = parseCsv((await call(t.app, 'GET', '/api/contacts/export.csv?q=language-marker', { token: t.token })).body.replace(/^\uFEFF/, ''));
      assert.deepEqual(contactsCsv.slice(1).map((row) => row[6]).sort(), ['English', 'Malayalam']);
      const inquiriesCsv = parseCsv((await call(t.app, 'GET', '/api/internship-inquiries/export.csv?q=language-marker', { token: t.token })).body.replace(/^\uFEFF/, ''));
      assert.deepEqual(inquiriesCsv.slice(1).map((row) => row[5]), ['Hindi']);
    });

    it('exports every row exactly once across batches, even rows stored at the same instant', async () => {
      // One INSERT gives every row the same created_at: only the id tells them apart.
      const same = Array.from({ length: 5 }, (_, index) => ({ name: `Batch ${index}`, email: 'b@example.com', message: 'batch-export-marker' }));
      await t.context.db.insert(contactSubmissions).values(same);
      const names: string[] = [];
      for await (const row of eachNewestFirst(t.context.db, contactSubmissions, searchExpressions.contacts, 'batch-export-marker', 2)) {
        names.push(row.name);
      }
      assert.deepEqual([...names].sort(), same.map((row) => row.name));
      const listed = (await call(t.app, 'GET', '/api/contacts?q=batch-export-marker&limit=10', { token: t.token })).json<Row[]>();
      assert.deepEqual(names, listed.map((row) => row.name), 'the export follows the list order');
    });

    it('counts everything on the dashboard', async () => {
      const response = await call(t.app, 'GET', '/api/dashboard', { token: t.token });
      assert.equal(response.statusCode, 200);
      const counts = response.json();
      assert.deepEqual(Object.keys(counts).sort(), ['advertisements', 'attention', 'backups', 'clients', 'currentStaff', 'inquiries', 'newContacts', 'problems', 'staff']);
      assert.deepEqual(counts.problems, [], 'nothing wrong with a fresh site');
      const contacts = await listed('/api/contacts');
      assert.equal(counts.newContacts, contacts.filter((contact) => contact.readAt === null).length);
      assert.equal(counts.inquiries, (await listed('/api/internship-inquiries')).length);
      assert.equal(counts.staff, 0);
      assert.equal(counts.clients, 0);
      assert.equal(counts.advertisements, 0);
    });
  });
}
