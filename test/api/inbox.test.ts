import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { ContactSubmission } from '../../src/domain/contact.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { inboxLimits, type InboxAttention, type InboxNote, type InboxThread } from '../../src/domain/inbox.ts';
import type { InternshipInquiry } from '../../src/domain/inquiry.ts';
import { messages } from '../../src/domain/messages.ts';
import { sweepTrash } from '../../src/server/api/inbox-trash.server.ts';
import { deletedSubmissions } from '../../src/server/db/schema.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call, contactBody, inquiryBody, withoutCode } from '../helpers/entities.ts';
import { startSmtp } from '../helpers/smtp.ts';

const smtp = await startSmtp(3540);
after(async () => smtp.close());

type Contact = ContactSubmission & InboxThread;
type Inquiry = InternshipInquiry & InboxThread;
const MALAYALAM = /[\u0D00-\u0D7F]/;

for (const kind of await availableDatabaseKinds()) {
  describe(`the office's inbox (${kind})`, () => {
    const t = signedInTestApp(kind, { SMTP_URL: smtp.url, SUBMISSION_LIMIT: '1000' });
    let address = 0;
    const visitor = () => `203.0.113.${++address}`;
    const staff = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });

    /** An enquiry sent as a visitor's browser sends it, from a page of the site. */
    async function enquiry(overrides: Record<string, unknown> = {}, page = '/contact'): Promise<Contact> {
      const sent = await call(t.app, 'POST', '/api/contacts', {
        payload: contactBody({ email: `visitor-${randomUUID()}@example.com`, ...overrides }),
        ip: visitor(),
        headers: { referer: `http://localhost:80${page}?utm_source=x`, host: 'localhost:80' },
      });
      assert.equal(sent.statusCode, 201, sent.body);
      return (await staff('GET', `/api/contacts/${sent.json<Contact>().id}`)).json<Contact>();
    }

    async function application(overrides: Record<string, unknown> = {}): Promise<Inquiry> {
      const sent = await call(t.app, 'POST', '/api/internship-inquiries', {
        payload: inquiryBody({ email: `applicant-${randomUUID()}@example.com`, ...overrides }),
        ip: visitor(),
        headers: { referer: 'http://localhost:80/ml/internship/apply', host: 'localhost:80' },
      });
      assert.equal(sent.statusCode, 201, sent.body);
      return (await staff('GET', `/api/internship-inquiries/${sent.json<Inquiry>().id}`)).json<Inquiry>();
    }

    it('opens an enquiry whole: what was sent, from which page and language, its status, an empty thread and a reply prefilled in its language', async () => {
      const english = await enquiry();
      assert.equal(english.status, 'New');
      assert.equal(english.page, '/contact', 'the page, without its query');
      assert.deepEqual([english.replies, english.notes], [[], []]);
      assert.match(english.drafts.reply, new RegExp(english.name));
      const malayalam = await enquiry({ language: 'ml', name: 'Anu Joseph' }, '/ml/contact');
      assert.equal(malayalam.page, '/ml/contact');
      assert.match(malayalam.drafts.reply, MALAYALAM);
      assert.equal((await staff('GET', `/api/contacts/${randomUUID()}`)).statusCode, 404);
      assert.equal((await call(t.app, 'GET', `/api/contacts/${english.id}`)).statusCode, 401);
    });

    it('takes no page from another site, and none that is not a path', async () => {
      const sent = await call(t.app, 'POST', '/api/contacts', {
        payload: contactBody(),
        ip: visitor(),
        headers: { referer: 'https://elsewhere.example/contact', host: 'localhost:80' },
      });
      assert.equal((await staff('GET', `/api/contacts/${sent.json<Contact>().id}`)).json<Contact>().page, '');
    });

    it('replies from the site: one mail to the visitor, Reply-To the contact e-mail, the original quoted; the enquiry becomes Replied with the reply on it', async () => {
      const record = await enquiry({ message: 'Can you build a booking app for our clinic?' });
      const text = `Thank you, we can. ${randomUUID()}`;
      const answered = await staff('POST', `/api/contacts/${record.id}/replies`, { message: text });
      assert.equal(answered.statusCode, 201, answered.body);
      const replied = answered.json<Contact>();
      assert.equal(replied.status, 'Replied');
      assert.notEqual(replied.readAt, null);
      assert.equal(replied.replies.length, 1);
      assert.deepEqual(
        [replied.replies[0]!.status, replied.replies[0]!.message, replied.replies[0]!.sentBy, replied.replies[0]!.to],
        ['sent', text, 'admin@example.com', record.email],
      );
      assert.ok(replied.activity.some((event) => event.action === 'reply' && event.by === 'admin@example.com'));

      const mail = await smtp.waitForMail((received) => received.to.includes(record.email));
      assert.match(mail.raw, new RegExp(`^Reply-To: ${companyContent.defaults.email}`, 'm'));
      assert.match(mail.subject, new RegExp(companyContent.defaults.name.split(' ')[0]!));
      assert.ok(mail.decoded.includes(text));
      assert.match(mail.decoded, /> Can you build a booking app for our clinic\?/);
    });

    it('says so when the mail server refuses a reply, keeps it on the record as failed, and counts it on the dashboard until a reply goes', async () => {
      const record = await enquiry();
      smtp.state.failing = true;
      const refused = await staff('POST', `/api/contacts/${record.id}/replies`, { message: 'This one will not go.' });
      smtp.state.failing = false;
      assert.deepEqual([refused.statusCode, withoutCode(refused.json())], [502, { error: messages.inbox.replyFailed }]);
      const kept = (await staff('GET', `/api/contacts/${record.id}`)).json<Contact>();
      assert.equal(kept.status, 'New');
      assert.deepEqual([kept.replies[0]!.status, kept.replies[0]!.message], ['failed', 'This one will not go.']);
      assert.match(kept.replies[0]!.error, /temporarily unavailable/);
      const failing = (await staff('GET', '/api/dashboard')).json<{ attention: InboxAttention }>().attention.failedReplies;
      assert.ok(failing >= 1);

      assert.equal((await staff('POST', `/api/contacts/${record.id}/replies`, { message: 'This one goes.' })).statusCode, 201);
      assert.equal((await staff('GET', '/api/dashboard')).json<{ attention: InboxAttention }>().attention.failedReplies, failing - 1);
    });

    it('refuses an empty or overlong reply or note in its own words, and stores nothing', async () => {
      const record = await enquiry();
      const cases: [string, unknown, string][] = [
        ['replies', { message: '   ' }, messages.inbox.replyRequired],
        ['replies', {}, messages.inbox.replyRequired],
        ['replies', { message: 'x'.repeat(inboxLimits.reply + 1) }, messages.inbox.replyTooLong],
        ['notes', { text: '' }, messages.inbox.noteRequired],
        ['notes', { text: 'x'.repeat(inboxLimits.note + 1) }, messages.inbox.noteTooLong],
      ];
      for (const [what, body, error] of cases) {
        const refused = await staff('POST', `/api/contacts/${record.id}/${what}`, body);
        assert.deepEqual([refused.statusCode, refused.json().error], [400, error], JSON.stringify(body).slice(0, 60));
      }
      const unchanged = (await staff('GET', `/api/contacts/${record.id}`)).json<Contact>();
      assert.deepEqual([unchanged.replies, unchanged.notes, unchanged.status], [[], [], 'New']);
    });

    it('keeps a note for staff only: never in a mail, an export, a list or the privacy export', async () => {
      const secret = `internal-${randomUUID()}`;
      const record = await enquiry({ name: 'Noted Visitor' });
      const noted = await staff('POST', `/api/contacts/${record.id}/notes`, { text: `Called back; ${secret}` });
      assert.equal(noted.statusCode, 201);
      assert.deepEqual([noted.json<InboxNote>().author, noted.json<InboxNote>().text], ['admin@example.com', `Called back; ${secret}`]);
      const inquiry = await application({ name: 'Noted Applicant' });
      assert.equal((await staff('POST', `/api/internship-inquiries/${inquiry.id}/notes`, { text: secret })).statusCode, 201);
      const shown = (await staff('GET', `/api/contacts/${record.id}`)).json<Contact>();
      assert.equal(shown.notes[0]!.text, `Called back; ${secret}`);

      await staff('POST', `/api/contacts/${record.id}/replies`, { message: 'We will call you.' });
      await staff('PUT', `/api/internship-inquiries/${inquiry.id}`, { status: 'Accepted', notify: true });
      await smtp.waitForMail((mail) => mail.to.includes(inquiry.email));
      const answers = [
        await staff('GET', '/api/contacts/export.csv'),
        await staff('GET', '/api/internship-inquiries/export.csv'),
        await staff('GET', '/api/contacts'),
        await staff('GET', '/api/internship-inquiries'),
        await staff('GET', `/api/privacy/subject?email=${encodeURIComponent(record.email)}`),
        await staff('GET', `/api/privacy/subject?email=${encodeURIComponent(inquiry.email)}`),
        await call(t.app, 'GET', `/api/contacts/${record.id}`),
      ];
      for (const answer of answers) assert.ok(!answer.body.includes(secret), `${answer.statusCode}: ${answer.body.slice(0, 80)}`);
      for (const mail of smtp.received) assert.ok(!mail.decoded.includes(secret), mail.subject);
    });

    it('moves an enquiry between New, Replied and Closed, filters and counts the lists by status, and names who did it', async () => {
      const record = await enquiry({ name: `Status ${randomUUID()}` });
      const closed = await staff('PATCH', `/api/contacts/${record.id}`, { status: 'Closed' });
      assert.deepEqual([closed.statusCode, closed.json<Contact>().status], [200, 'Closed']);
      assert.notEqual(closed.json<Contact>().readAt, null, 'closing reads it');
      const listed = (await staff('GET', `/api/contacts?status=Closed&q=${encodeURIComponent(record.name)}&limit=10`)).json<Contact[]>();
      assert.deepEqual(listed.map((row) => row.id), [record.id]);
      const counts = (await staff('GET', `/api/contacts/counts?q=${encodeURIComponent(record.name)}`)).json();
      assert.deepEqual(counts, { New: 0, Replied: 0, Closed: 1, all: 1 });
      assert.equal((await staff('PATCH', `/api/contacts/${record.id}`, { status: 'New', read: false })).json<Contact>().status, 'New');
      const history = (await staff('GET', `/api/contacts/${record.id}`)).json<Contact>().activity.map((event) => event.action);
      assert.deepEqual(history, ['close', 'mark-unread', 'reopen']);

      for (const [path, status, error] of [
        ['/api/contacts', 'Pending', messages.inbox.invalidStatusFilter],
        ['/api/internship-inquiries', 'Closed', messages.inbox.invalidStatusFilter],
      ] as const) {
        const refused = await staff('GET', `${path}?status=${status}`);
        assert.deepEqual([refused.statusCode, refused.json().error], [400, error]);
      }
      const wrong = await staff('PATCH', `/api/contacts/${record.id}`, { status: 'Done' });
      assert.deepEqual([wrong.statusCode, wrong.json().error], [400, messages.inbox.invalidEnquiryStatus]);
      const nothing = await staff('PATCH', `/api/contacts/${record.id}`, {});
      assert.deepEqual([nothing.statusCode, nothing.json().error], [400, messages.inbox.invalidContactChange]);
    });

    it("decides an application and tells the applicant in the application's language; changes its mind without a mail", async () => {
      const inquiry = await application({ language: 'ml', name: 'Fathima K' });
      assert.equal(inquiry.page, '/ml/internship/apply');
      assert.match(inquiry.drafts.Accepted!, MALAYALAM);
      assert.match(inquiry.drafts.Rejected!, MALAYALAM);
      const accepted = await staff('PUT', `/api/internship-inquiries/${inquiry.id}`, { status: 'Accepted', notify: true });
      assert.deepEqual([accepted.statusCode, accepted.json().status, accepted.json().notified], [200, 'Accepted', 'sent']);
      const mail = await smtp.waitForMail((received) => received.to.includes(inquiry.email));
      assert.match(mail.raw, new RegExp(`^Reply-To: ${companyContent.defaults.email}`, 'm'));
      const toldOnce = (await staff('GET', `/api/internship-inquiries/${inquiry.id}`)).json<Inquiry>();
      assert.deepEqual([toldOnce.replies.length, toldOnce.replies[0]!.kind, toldOnce.replies[0]!.message], [1, 'decision', inquiry.drafts.Accepted]);
      assert.match(toldOnce.replies[0]!.subject, MALAYALAM);

      const edited = 'Dear Fathima, we must change our answer.';
      const rejected = await staff('PUT', `/api/internship-inquiries/${inquiry.id}`, { status: 'Rejected', notify: true, message: edited });
      assert.equal(rejected.json().notified, 'sent');
      const pending = await staff('PUT', `/api/internship-inquiries/${inquiry.id}`, { status: 'Pending', notify: true });
      assert.deepEqual([pending.json().status, pending.json().notified], ['Pending', 'no']);
      const silent = await staff('PUT', `/api/internship-inquiries/${inquiry.id}`, { status: 'Accepted' });
      assert.equal(silent.json().notified, 'no');
      const thread = (await staff('GET', `/api/internship-inquiries/${inquiry.id}`)).json<Inquiry>();
      assert.deepEqual(thread.replies.map((reply) => reply.message), [inquiry.drafts.Accepted, edited]);
      assert.deepEqual(thread.activity.map((event) => event.action), ['accept', 'reject', 'reopen', 'accept']);
      assert.equal(thread.drafts.reply, thread.drafts.Accepted, 'accepted without a word: the reply box offers the news');
      await staff('POST', `/api/internship-inquiries/${inquiry.id}/replies`, { message: thread.drafts.reply });
      const told = (await staff('GET', `/api/internship-inquiries/${inquiry.id}`)).json<Inquiry>();
      assert.notEqual(told.drafts.reply, told.drafts.Accepted, 'told: the reply box offers a plain reply again');
      assert.match(told.drafts.reply, MALAYALAM);
    });

    it('keeps a deleted record for the undo, with its replies and notes, and erases it for good after', async () => {
      const record = await enquiry();
      await staff('POST', `/api/contacts/${record.id}/notes`, { text: 'Keep me' });
      await staff('POST', `/api/contacts/${record.id}/replies`, { message: 'Hello' });
      assert.deepEqual((await staff('DELETE', `/api/contacts/${record.id}`)).json(), { message: messages.contact.deleted });
      assert.equal((await staff('GET', `/api/contacts/${record.id}`)).statusCode, 404);
      const restored = await staff('POST', `/api/contacts/${record.id}/restore`);
      assert.deepEqual([restored.statusCode, restored.json<Contact>().status], [200, 'Replied']);
      const back = (await staff('GET', `/api/contacts/${record.id}`)).json<Contact>();
      assert.deepEqual([back.notes[0]!.text, back.replies[0]!.message], ['Keep me', 'Hello']);
      assert.ok(back.activity.some((event) => event.action === 'undo-delete'));

      await staff('DELETE', `/api/contacts/${record.id}`);
      await t.context.db.update(deletedSubmissions).set({ deletedAt: new Date(Date.now() - (inboxLimits.undoSeconds + 1) * 1000) });
      const tooLate = await staff('POST', `/api/contacts/${record.id}/restore`);
      assert.deepEqual([tooLate.statusCode, withoutCode(tooLate.json())], [410, { error: messages.inbox.undoExpired }]);
      await sweepTrash(t.context);
      assert.equal((await staff('POST', `/api/contacts/${record.id}/restore`)).statusCode, 410);
    });

    it('changes several records at once: read, closed, deleted', async () => {
      const marker = `Bulk ${randomUUID()}`;
      const records = [await enquiry({ name: `${marker} 1` }), await enquiry({ name: `${marker} 2` }), await enquiry({ name: `${marker} 3` })];
      const ids = records.map((record) => record.id);
      assert.deepEqual((await staff('POST', '/api/contacts/bulk', { ids, action: 'read' })).json(), { changed: 3 });
      assert.deepEqual((await staff('POST', '/api/contacts/bulk', { ids: ids.slice(0, 2), action: 'close' })).json(), { changed: 2 });
      assert.deepEqual((await staff('GET', `/api/contacts/counts?q=${encodeURIComponent(marker)}`)).json(), { New: 1, Replied: 0, Closed: 2, all: 3 });
      assert.deepEqual((await staff('POST', '/api/contacts/bulk', { ids, action: 'delete' })).json(), { changed: 3 });
      assert.equal((await staff('GET', `/api/contacts/counts?q=${encodeURIComponent(marker)}`)).json().all, 0);
      for (const body of [{ ids: [], action: 'read' }, { ids: ['nope'], action: 'read' }, { ids, action: 'archive' }]) {
        const refused = await staff('POST', '/api/contacts/bulk', body);
        assert.deepEqual([refused.statusCode, refused.json().error], [400, messages.inbox.invalidBulk]);
      }
      const inquiry = await application();
      const noClosing = await staff('POST', '/api/internship-inquiries/bulk', { ids: [inquiry.id], action: 'close' });
      assert.deepEqual([noClosing.statusCode, noClosing.json().error], [400, messages.inbox.invalidBulk]);
    });

    it("answers the dashboard's work waiting beside its counts", async () => {
      const before = (await staff('GET', '/api/dashboard')).json<{ attention: InboxAttention; staff: number; currentStaff: number }>();
      const record = await enquiry();
      await application();
      const after = (await staff('GET', '/api/dashboard')).json<{ attention: InboxAttention }>();
      assert.equal(after.attention.enquiries, before.attention.enquiries + 1);
      assert.equal(after.attention.applications, before.attention.applications + 1);
      await staff('PATCH', `/api/contacts/${record.id}`, { status: 'Closed' });
      assert.equal((await staff('GET', '/api/dashboard')).json<{ attention: InboxAttention }>().attention.enquiries, before.attention.enquiries);
      assert.ok(before.currentStaff <= before.staff);
    });
  });
}
