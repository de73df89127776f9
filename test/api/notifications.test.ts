import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { shippedProgrammeTitles } from '../../src/domain/programmes.ts';
import type { ContactSubmission } from '../../src/domain/contact.ts';
import type { Inquiry } from '../../src/domain/inquiry.ts';
import { companyContent } from '../../src/domain/content/company.ts';
import { contactSubmissions, internshipInquiries, mailQueue } from '../../src/server/db/schema.server.ts';
import { deliverDueMail, insertWithMail, sendMailSoon } from '../../src/server/mail/mail-queue.server.ts';
import { contactNotification, inquiryNotification } from '../../src/server/mail/notifications.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';
import { pdfBytes, uploadForm } from '../helpers/files.ts';
import { startSmtp } from '../helpers/smtp.ts';

const smtp = await startSmtp(3530);
after(async () => smtp.close());

const contact = (name: string): ContactSubmission => ({
  id: crypto.randomUUID(),
  name,
  email: 'visitor@example.com',
  phone: '9847012345',
  message: 'We need an app for <our> shop & café.',
  language: 'en',
  timestamp: '2026-11-22T08:00:00.000Z',
  createdAt: '2026-11-22T08:00:01.000Z',
  readAt: null,
  status: 'New',
  page: '/contact',
});

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

for (const kind of await availableDatabaseKinds()) {
  describe(`notifications (${kind})`, () => {
    let t: TestApp;
    const notifyEmail = `office-${kind}@example.com`;
    before(async () => {
      t = await createTestApp(kind, { SMTP_URL: smtp.url, NOTIFY_EMAIL: notifyEmail });
    });
    after(async () => t.close());

    it('announces a new contact submission to NOTIFY_EMAIL in text and HTML', async () => {
      await sendMailSoon(t.context, contactNotification(t.context, contact('Anu Joseph')));
      const mail = await smtp.waitForMail((m) => m.to.includes(notifyEmail) && m.decoded.includes('Anu Joseph'));
      assert.match(mail.decoded, /We need an app for <our> shop & caf/);
      assert.match(mail.decoded, /We need an app for &lt;our&gt; shop &amp; caf/, 'escaped in the HTML part');
      assert.match(mail.raw, /^Reply-To: visitor@example.com/m);
    });

    it('announces a new application with its resume as a link, not an attachment', async () => {
      const inquiry: Inquiry = {
        id: crypto.randomUUID(),
        name: 'Rahul Menon',
        email: 'rahul@example.com',
        programme: 'Flutter Developer',
        message: 'I would like to join.',
        resumeUrl: '/media/0123456789abcdef0123456789abcdef.pdf',
        language: 'en',
        status: 'Pending',
        page: '/internship/apply',
        readAt: null,
        createdAt: new Date().toISOString(),
      };
      await sendMailSoon(t.context, inquiryNotification(t.context, inquiry));
      const mail = await smtp.waitForMail((m) => m.to.includes(notifyEmail) && m.decoded.includes('Rahul Menon'));
      assert.ok(mail.decoded.includes('http://localhost:3000/media/0123456789abcdef0123456789abcdef.pdf'));
      assert.doesNotMatch(mail.raw, /Content-Disposition: attachment/i);
    });

    it('announces submissions made through the public API, resume link included', async () => {
      const contactResponse = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Route Visitor', email: 'route@example.com', phone: '', message: 'Hello from the form', timestamp: new Date().toISOString() },
        remoteAddress: '10.4.0.1',
      });
      assert.equal(contactResponse.statusCode, 201);
      await smtp.waitForMail((m) => m.to.includes(notifyEmail) && m.decoded.includes('Route Visitor') && m.decoded.includes('Hello from the form'));

      const form = uploadForm('resume', 'cv.pdf', 'application/pdf', await pdfBytes());
      const upload = await t.app.inject({ method: 'POST', url: '/api/uploads', payload: form.payload, headers: form.headers, remoteAddress: '10.4.0.2' });
      const resumeUrl = upload.json().url as string;
      const inquiryResponse = await t.app.inject({
        method: 'POST',
        url: '/api/internship-inquiries',
        payload: { name: 'Route Applicant', email: 'applicant@example.com', role: shippedProgrammeTitles[0], message: 'Please consider me', resume: null, resumeUrl },
        remoteAddress: '10.4.0.2',
      });
      assert.equal(inquiryResponse.statusCode, 201);
      const mail = await smtp.waitForMail((m) => m.to.includes(notifyEmail) && m.decoded.includes('Route Applicant'));
      assert.ok(mail.decoded.includes(`http://localhost:3000${resumeUrl}`));
    });

    it('accepts a submission while the SMTP server fails, and delivers its notification later', async () => {
      smtp.state.failing = true;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Outage Visitor', email: 'outage@example.com', phone: '', message: 'Sent during an outage', timestamp: new Date().toISOString() },
        remoteAddress: '10.4.0.3',
      });
      assert.equal(response.statusCode, 201);
      const stored = await t.context.db.select().from(contactSubmissions).where(eq(contactSubmissions.name, 'Outage Visitor'));
      assert.equal(stored.length, 1);
      await until(async () => {
        const [queued] = await t.context.db.select().from(mailQueue);
        return queued?.lastError ? queued : undefined;
      }, 'the failed attempt');
      smtp.state.failing = false;
      await t.context.db.execute(sql`UPDATE mail_queue SET next_attempt_at = now()`);
      assert.equal(await deliverDueMail(t.context), 1);
      await smtp.waitForMail((m) => m.to.includes(notifyEmail) && m.decoded.includes('Outage Visitor'));
    });

    it('keeps a notification the SMTP server refused and sends it on a later attempt', async () => {
      smtp.state.failing = true;
      await sendMailSoon(t.context, contactNotification(t.context, contact('Retry Person')));
      const row = await until(async () => {
        const [queued] = await t.context.db.select().from(mailQueue);
        return queued?.lastError ? queued : undefined;
      }, 'the failed attempt');
      assert.equal(row.attempts, 1);
      assert.ok(row.nextAttemptAt.getTime() > Date.now(), 'waits before the next attempt');
      assert.equal(await deliverDueMail(t.context), 0, 'not due yet');

      smtp.state.failing = false;
      // Time passes: the retry is due.
      await t.context.db.execute(sql`UPDATE mail_queue SET next_attempt_at = now()`);
      assert.equal(await deliverDueMail(t.context), 1);
      await smtp.waitForMail((m) => m.to.includes(notifyEmail) && m.decoded.includes('Retry Person'));
      assert.equal((await t.context.db.select().from(mailQueue)).length, 0);
    });
  });

  describe(`a submission and its notification (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
    });
    after(async () => t.close());

    it('are stored together or not at all', async () => {
      const row = {
        name: 'Twice Applied',
        email: 'twice@example.com',
        programme: shippedProgrammeTitles[0]!,
        message: 'Please consider me',
        status: 'Pending' as const,
        resumeUrl: '/media/00112233445566778899aabbccddeeff.pdf',
      };
      const notice = inquiryNotification(t.context, row);
      const stored = await insertWithMail(t.context.db, internshipInquiries, row, notice);
      assert.equal(stored.resumeUrl, row.resumeUrl);
      assert.ok(stored.createdAt instanceof Date, 'the stored row comes back as the table defines it');
      // The same resume again: its unique index refuses the application, and its notice goes with it.
      await assert.rejects(insertWithMail(t.context.db, internshipInquiries, row, notice));
      const queued = await t.context.db.select().from(mailQueue);
      assert.deepEqual(queued.map((mail) => mail.message), [notice]);
    });
  });

  describe(`outbox without SMTP_URL (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
    });
    after(async () => t.close());

    it('writes one .eml file per message, to the company address by default', async () => {
      await sendMailSoon(t.context, contactNotification(t.context, contact('Outbox Person')));
      const folder = path.join(t.context.env.dataDir, 'outbox');
      const file = await until(async () => {
        try {
          return readdirSync(folder).find((name) => name.endsWith('.eml'));
        } catch {
          return undefined;
        }
      }, 'the .eml file');
      const raw = readFileSync(path.join(folder, file), 'utf8');
      assert.match(raw, new RegExp(`^To: ${companyContent.defaults.email}`, 'm'));
      assert.match(raw, /Outbox Person/);
    });
  });
}
