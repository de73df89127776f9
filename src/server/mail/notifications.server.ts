import { contactCollection, type ContactSubmission } from '../../domain/contact.ts';
import { inquiryCollection, type Inquiry } from '../../domain/inquiry.ts';
import { mailRows } from '../../domain/submission-fields.ts';
import type { CompanyContent } from '../../domain/content/company.ts';
import { dateLocale } from '../../domain/i18n/locale.ts';
import { formatDateTimeIn } from '../../domain/time-zone.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.server.ts';
import { deliverSoon, insertWithMail } from './mail-queue.server.ts';
import type { MailMessage } from './mailer.server.ts';
import { renderMail } from './templates.server.ts';

/** NOTIFY_EMAIL when set, else the company's notification address, else its contact address. */
export const notifyAddress = (context: AppContext, company: CompanyContent) => context.env.notifyEmail ?? (company.notificationEmail || company.email);

/**
 * Stores a submission and queues its notification in one statement (one commit to disk, and
 * never one without the other), then starts sending it without making the visitor wait.
 */
export async function storeAndAnnounce<Table extends PgTable>(
  context: AppContext,
  table: Table,
  row: Table['$inferInsert'],
  notice: MailMessage,
): Promise<Table['$inferSelect']> {
  const stored = await insertWithMail(context.db, table, row, notice);
  deliverSoon(context);
  return stored;
}

/** A time as staff read it: the company's time, in English, the zone named ('27 Nov 2026, 6:47 pm IST'). */
const companyTime = (company: CompanyContent, iso: string) => formatDateTimeIn(iso, company.timeZone, dateLocale('en'), { zoneName: true });

/** The notification of an enquiry, made before it is stored: it goes into the same statement. */
export function contactNotification(context: AppContext, submission: Omit<ContactSubmission, 'id' | 'language' | 'createdAt' | 'readAt' | 'status' | 'page'>): MailMessage {
  const { company } = context.content.latest();
  const mail = renderMail(company, {
    subject: `New enquiry from ${submission.name}`,
    paragraphs: ['A visitor sent an enquiry through the website. Reply to this e-mail to answer them.'],
    fields: mailRows(contactCollection, submission, [['Sent', companyTime(company, submission.timestamp)]]),
  });
  return { to: notifyAddress(context, company), replyTo: submission.email, ...mail };
}

export function inquiryNotification(context: AppContext, inquiry: Omit<Inquiry, 'id' | 'language' | 'status' | 'createdAt' | 'page' | 'readAt'>): MailMessage {
  const resume = inquiry.resumeUrl ? `${context.env.publicUrl}${inquiry.resumeUrl}` : '';
  const { company } = context.content.latest();
  const mail = renderMail(company, {
    subject: `New internship application: ${inquiry.programme} (${inquiry.name})`,
    paragraphs: ['Someone applied for an internship through the website.'],
    fields: mailRows(inquiryCollection, inquiry, [['Resume', resume ? 'Linked below' : 'No resume attached']]),
    // Resumes are private: the link opens only for someone signed in to the admin area.
    link: resume ? { label: 'Open the resume (sign in to the admin area first)', url: resume } : undefined,
    closing: [`Review it in the admin area: ${context.env.publicUrl}${context.adminBase}`],
  });
  return { to: notifyAddress(context, company), replyTo: inquiry.email, ...mail };
}
