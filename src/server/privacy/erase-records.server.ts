import { sql, type SQL } from 'drizzle-orm';
import { rowCounts } from '../api/row-counts.server.ts';
import type { AppContext } from '../context.server.ts';
import { contactSubmissions, internshipInquiries, mailQueue } from '../db/schema.server.ts';
import { releaseMedia } from '../files/media-fields.server.ts';
import type { AccountUser } from '../../domain/account.ts';
import type { ErasureCounts, PrivacyAction } from '../../domain/privacy.ts';
import { audited } from '../audit/audit-trail.server.ts';
import { privacyAuditEntry, recordPrivacyAction } from './privacy-log.server.ts';

// Any number of our own in PostgreSQL's advisory lock space.
const ERASE_LOCK = 0x70726976; // "priv"

/** Which rows of each kind go. */
export interface ErasureScope {
  contacts: SQL;
  inquiries: SQL;
  mail: SQL;
}

/**
 * Deletes the chosen enquiries, applications and queued mail in one transaction with its
 * privacy record, then the applications' resume files (disk or bucket) at once. One erasure at
 * a time across every process: another waits for the lock and then finds what is left, so two
 * purges at once delete each row once.
 */
export async function eraseRecords(
  context: AppContext,
  scope: ErasureScope,
  record: { action: Exclude<PrivacyAction, 'export'>; actor: AccountUser | null; subjectHash?: string },
): Promise<ErasureCounts> {
  const { counts, resumeUrls } = await audited(
    context,
    record.actor,
    async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ERASE_LOCK})`);
      const contacts = await tx.delete(contactSubmissions).where(scope.contacts).returning({ id: contactSubmissions.id });
      const inquiries = await tx.delete(internshipInquiries).where(scope.inquiries).returning({ resumeUrl: internshipInquiries.resumeUrl });
      const mail = await tx.delete(mailQueue).where(scope.mail).returning({ id: mailQueue.id });
      const urls = inquiries.map((row) => row.resumeUrl).filter(Boolean);
      const counts = { contacts: contacts.length, inquiries: inquiries.length, resumes: urls.length, queuedMail: mail.length };
      await recordPrivacyAction(tx, { action: record.action, accountId: record.actor?.id ?? null, subjectHash: record.subjectHash, counts });
      return { counts, resumeUrls: urls };
    },
    (erased) => privacyAuditEntry(record.action, erased.counts),
  );
  await releaseMedia(context, resumeUrls);
  rowCounts(context.db, contactSubmissions).invalidate();
  rowCounts(context.db, internshipInquiries).invalidate();
  return counts;
}
