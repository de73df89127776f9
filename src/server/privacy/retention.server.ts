import { and, lt, ne } from 'drizzle-orm';
import type { AppContext } from '../context.server.ts';
import { repeat } from '../repeat.server.ts';
import { contactSubmissions, internshipInquiries, mailQueue } from '../db/schema.server.ts';
import type { AccountUser } from '../../domain/account.ts';
import type { ErasureCounts } from '../../domain/privacy.ts';
import { eraseRecords } from './erase-records.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases what the privacy notice says we no longer keep: contact submissions, and decided
 * internship inquiries with their resumes, whose last change is older than RETENTION_DAYS
 * (0: everything up to now), and mail that waited as long. Pending inquiries are never
 * touched. The log line and the record say how many, never whose.
 */
export async function purgeExpired(context: AppContext, actor: AccountUser | null): Promise<ErasureCounts> {
  const cutoff = new Date(Date.now() - context.env.retentionDays * DAY_MS);
  const counts = await eraseRecords(
    context,
    {
      contacts: lt(contactSubmissions.createdAt, cutoff),
      inquiries: and(ne(internshipInquiries.status, 'Pending'), lt(internshipInquiries.updatedAt, cutoff))!,
      mail: lt(mailQueue.createdAt, cutoff),
    },
    { action: 'purge', actor },
  );
  context.log.info({ ...counts, retentionDays: context.env.retentionDays }, 'retention purge done');
  return counts;
}

/** Purges at start-up and then daily. */
export const startRetentionPurge = (context: AppContext, intervalMs = DAY_MS) =>
  repeat(context, 'retention purge', intervalMs, () => purgeExpired(context, null), { atStart: true });
