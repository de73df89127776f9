import type { ContactSubmission } from '../../domain/contact.ts';
import type { InternshipInquiry } from '../../domain/inquiry.ts';
import type { CompanyContent } from '../../domain/content/company.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { deliverSoon, enqueueMail } from './mail-queue.server.ts';
import type { MailMessage } from './mailer.server.ts';
import { renderMail } from './templates.server.ts';

/** NOTIFY_EMAIL when set, else the company's notification address, else its contact address. */
const notifyAddress = (context: AppContext, company: CompanyContent) => context.env.notifyEmail ?? (company.notificationEmail || company.email);

/**
 * Stores a submission and queues its notification in one transaction (one commit to disk, and
 * never one without the other), then starts sending it without making the visitor wait.
 */
export async function storeAndAnnounce<T>(context: AppContext, store: (tx: Database) => Promise<T>, notice: (stored: T) => MailMessage): Promise<T> {
  const stored = await context.db.transaction(async (tx) => {
    const row = await store(tx);
    await enqueueMail(tx, notice(row));
    return row;
  });
  deliverSoon(context);
  return stored;
}

export function contactNotification(context: AppContext, submission: ContactSubmission): MailMessage {
  const { company } = context.content.latest();
  const mail = renderMail(company, {
    subject: `New enquiry from ${submission.name}`,
    paragraphs: ['A visitor sent an enquiry through the website. Reply to this e-mail to answer them.'],
    fields: [
      ['Name', submission.name],
      ['Email', submission.email],
      ['Phone', submission.phone],
      ['Sent', submission.timestamp || submission.createdAt],
      ['Message', submission.message],
    ],
  });
  return { to: notifyAddress(context, company), replyTo: submission.email, ...mail };
}

export function inquiryNotification(context: AppContext, inquiry: InternshipInquiry): MailMessage {
  const resume = inquiry.resumeUrl ? `${context.env.publicUrl}${inquiry.resumeUrl}` : '';
  const { company } = context.content.latest();
  const mail = renderMail(company, {
    subject: `New internship application: ${inquiry.role} (${inquiry.name})`,
    paragraphs: ['Someone applied for an internship through the website.'],
    fields: [
      ['Name', inquiry.name],
      ['Email', inquiry.email],
      ['Program', inquiry.role],
      ['Cover letter', inquiry.message],
      ['Resume', resume ? 'Linked below' : 'No resume attached'],
    ],
    // Resumes are private: the link opens only for someone signed in to the admin area.
    link: resume ? { label: 'Open the resume (sign in to the admin area first)', url: resume } : undefined,
    closing: [`Review it in the admin area: ${context.env.publicUrl}${context.adminBase}`],
  });
  return { to: notifyAddress(context, company), replyTo: inquiry.email, ...mail };
}
