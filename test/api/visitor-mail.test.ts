/**
 * The mails staff send visitors from the inbox, sent through the real queue to a real SMTP server
 * and read back: in the visitor's language, answered to the company's contact address, the
 * original quoted with the time the visitor wrote in the company's time zone. And the company's
 * time zone itself: checked when published, used by the next mail.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { companyContent } from '../../src/domain/content/company.ts';
import { contentMessages } from '../../src/domain/content/messages.ts';
import { repliesContent } from '../../src/domain/content/replies.ts';
import { formatDateTimeIn } from '../../src/domain/time-zone.ts';
import { sendMailSoon } from '../../src/server/mail/mail-queue.server.ts';
import { contactNotification } from '../../src/server/mail/notifications.server.ts';
import { decisionDraft, replyDraft, visitorMail, type MailedRecord } from '../../src/server/mail/visitor-mail.server.ts';
import { signedInTestApp } from '../helpers/app.ts';
import { withoutContentTranslations } from '../helpers/translations.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { call } from '../helpers/entities.ts';
import { headerOf, textParts } from '../helpers/mime.ts';
import { startSmtp } from '../helpers/smtp.ts';

const smtp = await startSmtp(3534);
after(async () => smtp.close());

const company = companyContent.defaults;
/** 13:17 UTC: 6:47 pm in Kerala. */
const wrote = '2026-11-27T13:17:48.418Z';

for (const kind of await availableDatabaseKinds()) {
  describe(`mails to visitors (${kind})`, () => {
    const t = signedInTestApp(kind, { SMTP_URL: smtp.url, NOTIFY_EMAIL: `office-${kind}@example.com` });

    /** Sends the mail through the queue and reads back what the visitor's mailbox got. */
    async function sent(record: MailedRecord, message: string) {
      await sendMailSoon(t.context, visitorMail(t.context, record, message));
      const mail = await smtp.waitForMail((each) => each.to.includes(record.email));
      return { subject: headerOf(mail.raw, 'Subject'), replyTo: headerOf(mail.raw, 'Reply-To'), ...textParts(mail.raw) };
    }

    async function publish(key: string, document: unknown) {
      const signedIn = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => call(t.app, method, url, { token: t.token, payload });
      const { version } = (await signedIn('GET', `/api/content/${key}`)).json();
      const saved = await signedIn('PUT', `/api/content/${key}`, { version, draft: document });
      assert.equal(saved.statusCode, 200, saved.body);
      assert.equal((await signedIn('POST', `/api/content/${key}/publish`)).statusCode, 200);
      await t.context.content.caughtUp();
    }

    it('answers an enquiry in Malayalam: the subject names the company, answers go to the contact address, the original is quoted with its time in Kerala', async () => {
      const record: MailedRecord = { name: 'Anu Joseph', email: `anu-${kind}@example.com`, message: 'ഒരു ആപ്പ് വേണം.\n\nവില എത്രയാകും?', language: 'ml', createdAt: wrote };
      const draft = replyDraft(t.context, record);
      assert.equal(draft, 'പ്രിയ Anu Joseph,\n\n\n\nആശംസകളോടെ,\nNilavu Technologies');

      const message = draft.replace('\n\n\n\n', '\n\nനന്ദി; ഞങ്ങൾ നാളെ <വിളിക്കാം> & വിശദമായി സംസാരിക്കാം.\n\n');
      const mail = await sent(record, message);
      assert.equal(mail.subject, 'Nilavu Technologies-ലേക്ക് അയച്ച നിങ്ങളുടെ അന്വേഷണം');
      assert.equal(mail.replyTo, company.email);
      const when = formatDateTimeIn(wrote, 'Asia/Kolkata', 'ml-IN', { zoneName: true });
      assert.match(when, /6:47/, 'the time in Kerala, not 1:17 UTC');
      assert.equal(mail.text, `${message}\n\nനിങ്ങൾ എഴുതിയത് (${when}):\n> ഒരു ആപ്പ് വേണം.\n>\n> വില എത്രയാകും?`);
      assert.match(mail.html, /^<!doctype html><html lang="ml" dir="ltr">/);
      assert.ok(mail.html.includes('ഞങ്ങൾ നാളെ &lt;വിളിക്കാം&gt; &amp; വിശദമായി'), 'escaped in the HTML part');
      assert.ok(mail.html.includes('&gt; ഒരു ആപ്പ് വേണം.<br>&gt;<br>&gt; വില എത്രയാകും?'));
    });

    it('tells an applicant in Arabic of the decision: the application subject, right to left, the cover letter quoted', async () => {
      const record = {
        name: 'Layla Hassan',
        email: `layla-${kind}@example.com`,
        message: 'I would like to join <your> team & learn Flutter.',
        language: 'ar' as const,
        createdAt: wrote,
        programme: 'Flutter Developer',
      };
      const accepted = decisionDraft(t.context, record, 'Accepted');
      assert.ok(accepted.startsWith('عزيزي/عزيزتي Layla Hassan،\n\nيسعدنا إبلاغكم بقبول طلبكم للالتحاق بالتدريب العملي في Flutter Developer.'), accepted);
      assert.ok(accepted.endsWith('\n\nمع أطيب التحيات،\nNilavu Technologies'));
      const rejected = decisionDraft(t.context, record, 'Rejected');
      assert.ok(rejected.includes('نشكركم على اهتمامكم بالتدريب العملي في Flutter Developer') && !rejected.includes('يسعدنا إبلاغكم بقبول'));

      const mail = await sent(record, accepted);
      assert.equal(mail.subject, 'طلبكم للالتحاق بالتدريب العملي لدى Nilavu Technologies');
      assert.equal(mail.replyTo, company.email);
      const when = formatDateTimeIn(wrote, 'Asia/Kolkata', 'ar-AE', { zoneName: true });
      assert.match(when, /6:47/);
      assert.equal(mail.text, `${accepted}\n\nرسالتكم بتاريخ ${when}:\n> I would like to join <your> team & learn Flutter.`);
      assert.match(mail.html, /^<!doctype html><html lang="ar" dir="rtl">/);
      assert.ok(mail.html.includes('&gt; I would like to join &lt;your&gt; team &amp; learn Flutter.'));
      assert.ok(!mail.html.includes('<your>'));
    });

    it('writes a language without a translation in English, and the texts and time zone as published last', async () => {
      // A language with no translation stored (Tamil, in a database from before it shipped).
      await withoutContentTranslations(t.context, 'ta');
      const record: MailedRecord = { name: 'Kavya', email: `kavya-${kind}@example.com`, message: 'Hello', language: 'ta', createdAt: wrote };
      assert.equal(replyDraft(t.context, record), 'Dear Kavya,\n\n\n\nWith kind regards,\nNilavu Technologies');

      await publish('replies', { ...repliesContent.defaults, greeting: 'Hello {name},', quoteIntro: 'You wrote to us on {date}:' });
      await publish('company', { ...company, timeZone: 'Asia/Dubai' });
      try {
        assert.equal(replyDraft(t.context, record), 'Hello Kavya,\n\n\n\nWith kind regards,\nNilavu Technologies');
        const mail = await sent(record, 'Hello Kavya,\n\nThank you.');
        // The line is English (Tamil has no translation of it), so is its date.
        const when = formatDateTimeIn(wrote, 'Asia/Dubai', 'en-IN', { zoneName: true });
        assert.match(when, /^27 Nov 2026, 5:17 pm/, 'four hours ahead of UTC');
        assert.ok(mail.text.endsWith(`You wrote to us on ${when}:\n> Hello`), mail.text);
      } finally {
        await publish('company', company);
        await publish('replies', repliesContent.defaults);
      }
    });

    it("announces an enquiry with the time it was sent in the company's time, the zone named", async () => {
      const notice = contactNotification(t.context, {
        name: 'Zone Visitor',
        email: 'zone@example.com',
        phone: '',
        message: 'What time is it there?',
        timestamp: '2026-11-22T08:00:00.000Z',
      });
      await sendMailSoon(t.context, notice);
      const mail = await smtp.waitForMail((each) => each.to.includes(`office-${kind}@example.com`) && each.decoded.includes('Zone Visitor'));
      assert.match(textParts(mail.raw).text, /^Sent: 22 Nov 2026, 1:30 pm IST$/m);
    });

    it('refuses a company time zone the runtime does not know, naming the field', async () => {
      const { version } = (await call(t.app, 'GET', '/api/content/company', { token: t.token })).json();
      const refused = await call(t.app, 'PUT', '/api/content/company', { token: t.token, payload: { version, draft: { ...company, timeZone: 'Mars/Base' } } });
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), {
        error: contentMessages.invalidTimeZone('Time zone for e-mails and the admin area'),
        field: 'timeZone',
        code: 'invalid_input',
      });
    });
  });
}
