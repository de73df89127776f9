import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AccountUser } from '../../domain/account.ts';
import type { AuditAction } from '../../domain/audit.ts';
import type { InboxEvent, InboxKind, InboxNote, InboxReply, InboxThread } from '../../domain/inbox.ts';
import type { AppContext } from '../context.server.ts';
import type { Database } from '../db/client.server.ts';
import { rowsOf } from '../db/rows.server.ts';
import { auditLog, inboxNotes, inboxReplies } from '../db/schema.server.ts';
import type { MailMessage } from '../mail/mailer.server.ts';
import { rowCounts } from './row-counts.server.ts';

/** What is kept beside an enquiry or application: its mails to the visitor, notes and history. */

// The most history lines a record shows: the newest ones.
const ACTIVITY_SHOWN = 200;

/** The column of a reply or note that names a record of this kind. */
export const recordColumn = (kind: InboxKind, table: typeof inboxReplies | typeof inboxNotes) =>
  kind === 'contact' ? table.contactId : table.inquiryId;

/** The reply or note's link to its record, as a row to insert. */
export const recordLink = (kind: InboxKind, id: string) => (kind === 'contact' ? { contactId: id } : { inquiryId: id });

const toReply = (row: typeof inboxReplies.$inferSelect): InboxReply => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  message: row.message,
  sentBy: row.accountEmail,
  at: row.createdAt.toISOString(),
  status: row.status,
  error: row.error,
});

export const toNote = (row: typeof inboxNotes.$inferSelect): InboxNote => ({
  id: row.id,
  text: row.text,
  author: row.accountEmail,
  at: row.createdAt.toISOString(),
});

/** A record's replies and notes, oldest first, and its history from the audit trail. */
export async function threadOf(db: Database, kind: InboxKind, id: string): Promise<Omit<InboxThread, 'drafts'>> {
  const [replies, notes, events] = await Promise.all([
    db.select().from(inboxReplies).where(eq(recordColumn(kind, inboxReplies), id)).orderBy(asc(inboxReplies.createdAt)),
    db.select().from(inboxNotes).where(eq(recordColumn(kind, inboxNotes), id)).orderBy(asc(inboxNotes.createdAt)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, kind), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.at))
      .limit(ACTIVITY_SHOWN),
  ]);
  return {
    replies: replies.map(toReply),
    notes: notes.map(toNote),
    activity: events.reverse().map(
      (event): InboxEvent => ({ at: event.at.toISOString(), action: event.action as AuditAction, by: event.accountEmail, fields: event.fields }),
    ),
  };
}

/** What a mail to the visitor was, for the record: a reply, or the news of a decision. */
export interface VisitorMailSent {
  kind: InboxReply['kind'];
  /** What the staff member wrote (the mail adds the quoted original). */
  message: string;
  mail: MailMessage;
}

/**
 * Sends a mail to the visitor at once, so the person who wrote it learns whether it went: a
 * reply is answered, not queued. Returns '' when sent, else the mail server's reason.
 */
export async function attemptVisitorMail(context: AppContext, kind: InboxKind, id: string, mail: MailMessage): Promise<string> {
  try {
    await context.mailer.send(mail);
    return '';
  } catch (thrown) {
    const error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, 500) || 'unknown error';
    // The record and the reason, never the visitor's address or the text: logs are kept apart from retention.
    context.log.warn({ entity: kind, id, err: error }, 'a mail to a visitor was not sent');
    return error;
  }
}

/** Stores a mail sent (or tried) on its record, with the change it belongs to (`tx`); a failure keeps the text and the reason. */
export async function storeVisitorMail(tx: Database, actor: AccountUser, kind: InboxKind, id: string, sent: VisitorMailSent, error: string): Promise<InboxReply> {
  const [row] = await tx
    .insert(inboxReplies)
    .values({
      ...recordLink(kind, id),
      kind: sent.kind,
      toAddress: sent.mail.to,
      subject: sent.mail.subject,
      message: sent.message,
      accountId: actor.id,
      accountEmail: actor.email,
      status: error ? 'failed' : 'sent',
      error,
    })
    .returning();
  return toReply(row!);
}

/** The kept count of failed mails counts again; call it once a mail to a visitor, or its record, is written. */
export const forgetFailedReplies = (db: Database) => rowCounts(db, inboxReplies).invalidate();

/**
 * How many records wait on a mail that failed: those whose latest mail to the visitor failed
 * (sending it again, or another, puts it right).
 */
export function countFailedReplies(db: Database): Promise<number> {
  // Kept between writes like the dashboard's other counts: the sidebar asks after every inbox action.
  return rowCounts(db, inboxReplies).get('latest failed', async () => {
    const [row] = rowsOf<{ value: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS value FROM (
          SELECT DISTINCT ON (coalesce(contact_id, inquiry_id)) status
          FROM ${inboxReplies}
          ORDER BY coalesce(contact_id, inquiry_id), created_at DESC
        ) latest WHERE status = 'failed'`),
    );
    return row?.value ?? 0;
  });
}
