import { desc, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AccountUser } from '../../domain/account.ts';
import type { ErasureCounts, SubjectData } from '../../domain/privacy.ts';
import { audited } from '../audit/audit-trail.server.ts';
import { toContactSubmission } from '../api/contacts.server.ts';
import { toInternshipInquiry } from '../api/internship-inquiries.server.ts';
import type { AppContext } from '../context.server.ts';
import { contactSubmissions, internshipInquiries, mailQueue } from '../db/schema.server.ts';
import { eraseRecords } from './erase-records.server.ts';
import { privacyAuditEntry, recordPrivacyAction, subjectHash } from './privacy-log.server.ts';

// Addresses are compared as the forms store them, whatever the case a visitor typed.
const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;
/** Queued mail to, replying to, or mentioning the address (a notification carries the visitor's details). */
const mailAbout = (email: string): SQL =>
  or(
    sql`lower(${mailQueue.message} ->> 'to') = ${email}`,
    sql`lower(${mailQueue.message} ->> 'replyTo') = ${email}`,
    sql`strpos(lower(${mailQueue.message} ->> 'text'), ${email}) > 0`,
  )!;

export async function findSubjectData(context: AppContext, email: string, actor: AccountUser): Promise<SubjectData> {
  const { db } = context;
  const [contacts, inquiries, [queued]] = await Promise.all([
    db.select().from(contactSubmissions).where(sameAddress(contactSubmissions.email, email)).orderBy(desc(contactSubmissions.createdAt)),
    db.select().from(internshipInquiries).where(sameAddress(internshipInquiries.email, email)).orderBy(desc(internshipInquiries.createdAt)),
    db.select({ value: sql<number>`count(*)::int` }).from(mailQueue).where(mailAbout(email)),
  ]);
  const data: SubjectData = {
    email,
    contacts: contacts.map(toContactSubmission),
    inquiries: inquiries.map(toInternshipInquiry).map((inquiry) => ({
      ...inquiry,
      resumeUrl: inquiry.resumeUrl && new URL(inquiry.resumeUrl, context.env.publicUrl).toString(),
    })),
    queuedMail: queued?.value ?? 0,
  };
  const counts = { contacts: data.contacts.length, inquiries: data.inquiries.length, resumes: inquiries.filter((row) => row.resumeUrl).length };
  const hash = await subjectHash(db, email);
  await audited(
    context,
    actor,
    (tx) => recordPrivacyAction(tx, { action: 'export', accountId: actor.id, subjectHash: hash, counts }),
    () => privacyAuditEntry('export', counts),
  );
  return data;
}

/**
 * Erases every enquiry, application and queued notification of the address, and the resume
 * files at once (disk or bucket). Mail already sent is out of reach.
 */
export async function eraseSubject(context: AppContext, email: string, actor: AccountUser): Promise<ErasureCounts> {
  return eraseRecords(
    context,
    { contacts: sameAddress(contactSubmissions.email, email), inquiries: sameAddress(internshipInquiries.email, email), mail: mailAbout(email) },
    { action: 'erase', actor, subjectHash: await subjectHash(context.db, email) },
  );
}
