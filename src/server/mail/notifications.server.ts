import type { ContactSubmission } from '../../domain/contact.ts';
import type { InternshipInquiry } from '../../domain/inquiry.ts';
import { company } from '../../domain/settings.ts';
import type { AppContext } from '../context.server.ts';
import { sendMailSoon } from './mail-queue.server.ts';
import type { MailMessage } from './mailer.server.ts';
import { renderMail } from './templates.server.ts';

const notifyAddress = (context: AppContext) => context.env.notifyEmail ?? company.email;

/** Queues the message; a failure is logged, never thrown: the submission is already stored. */
async function announce(context: AppContext, message: MailMessage, what: { kind: string; id: string }): Promise<void> {
  try {
    await sendMailSoon(context, message);
  } catch (error) {
    context.log.error({ err: error, ...what }, 'could not queue the notification e-mail');
  }
}

export function contactNotification(context: AppContext, submission: ContactSubmission): MailMessage {
  const mail = renderMail({
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
  return { to: notifyAddress(context), replyTo: submission.email, ...mail };
}

export function inquiryNotification(context: AppContext, inquiry: InternshipInquiry): MailMessage {
  const resume = inquiry.resumeUrl ? `${context.env.publicUrl}${inquiry.resumeUrl}` : '';
  const mail = renderMail({
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
  return { to: notifyAddress(context), replyTo: inquiry.email, ...mail };
}

/** Announces a new contact submission to NOTIFY_EMAIL. Never throws (queued and retried). */
export async function notifyNewContact(context: AppContext, submission: ContactSubmission): Promise<void> {
  await announce(context, contactNotification(context, submission), { kind: 'contact', id: submission.id });
}

/** Announces a new internship application to NOTIFY_EMAIL; same guarantees as above. */
export async function notifyNewInquiry(context: AppContext, inquiry: InternshipInquiry): Promise<void> {
  await announce(context, inquiryNotification(context, inquiry), { kind: 'inquiry', id: inquiry.id });
}
