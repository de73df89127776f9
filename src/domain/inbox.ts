import { inboxLimits } from './inbox-limits.ts';
import { z } from 'zod';
import type { AuditAction } from './audit.ts';
import { messages } from './messages.ts';
import { ENQUIRY_STATUSES, INQUIRY_STATUSES } from './inbox-statuses.ts';

/**
 * The office's inbox: what staff do with the enquiries and applications visitors send (a status,
 * replies mailed to the visitor, internal notes, and who did what). The records themselves are
 * the contact and inquiry collections (contact.ts, inquiry.ts); this is what is kept beside them.
 */

export { ENQUIRY_STATUSES, INBOX_STATUSES, isInboxKind, isInboxStatus, type EnquiryStatus, type InboxKind, type InboxStatus } from './inbox-statuses.ts';

export { inboxLimits };

/** A mail sent to the visitor from the record: a reply, or the news of a decision. */
export interface InboxReply {
  id: string;
  kind: 'reply' | 'decision';
  /** The address it was sent to (the visitor's, as sent). */
  to: string;
  subject: string;
  /** What the staff member wrote (the quoted original is added to the mail, not stored twice). */
  message: string;
  /** The account that sent it; '' once nobody is named (a removed account keeps its address). */
  sentBy: string;
  at: string;
  /** 'failed': the mail server refused it or could not be reached; `error` says why. */
  status: 'sent' | 'failed';
  error: string;
}

/** An internal note: for staff only, never in a mail, an export or a public answer. */
export interface InboxNote {
  id: string;
  text: string;
  author: string;
  at: string;
}

/** One line of a record's history, from the audit trail: read by, replied by, decided by. */
export interface InboxEvent {
  at: string;
  action: AuditAction;
  by: string;
  /** The fields changed, e.g. ['status']. */
  fields: string[];
}

/** What GET /api/contacts/{id} and GET /api/internship-inquiries/{id} add to the record. */
export interface InboxThread {
  replies: InboxReply[];
  notes: InboxNote[];
  activity: InboxEvent[];
  /**
   * Mails prefilled in the visitor's language from the templates under Site Content: a reply
   * (greeting and signature), and for an application the news of each decision.
   */
  drafts: { reply: string; Accepted?: string; Rejected?: string };
}

const invalidReply = { error: messages.inbox.replyRequired };
/** POST .../{id}/replies. */
export const replyBody = z.object(
  { message: z.string(invalidReply).trim().min(1, invalidReply).max(inboxLimits.reply, { error: messages.inbox.replyTooLong }) },
  invalidReply,
);

const invalidNote = { error: messages.inbox.noteRequired };
/** POST .../{id}/notes. */
export const noteBody = z.object(
  { text: z.string(invalidNote).trim().min(1, invalidNote).max(inboxLimits.note, { error: messages.inbox.noteTooLong }) },
  invalidNote,
);

const invalidContactChange = { error: messages.inbox.invalidContactChange };
/** PATCH /api/contacts/{id}: `{read}` or `{status}` (or both). */
export const contactChangeBody = z
  .object(
    {
      read: z.boolean({ error: messages.api.invalidReadFlag }).optional(),
      status: z.enum(ENQUIRY_STATUSES, { error: messages.inbox.invalidEnquiryStatus }).optional(),
    },
    invalidContactChange,
  )
  .refine((change) => change.read !== undefined || change.status !== undefined, invalidContactChange);

const invalidReadFlag = { error: messages.api.invalidReadFlag };
/** PATCH /api/internship-inquiries/{id}: `{read}` (its status moves by PUT, a decision). */
export const readChangeBody = z.object({ read: z.boolean(invalidReadFlag) }, invalidReadFlag);

const invalidDecision = { error: messages.inquiry.invalidStatus };
/**
 * PUT /api/internship-inquiries/{id}: a new status at any time; with `notify`, the applicant is
 * sent `message` (or, without one, the template's text in the application's language).
 */
export const decisionBody = z.object(
  {
    status: z.enum(INQUIRY_STATUSES, invalidDecision),
    notify: z.boolean({ error: messages.inbox.invalidNotify }).optional(),
    message: z.string({ error: messages.inbox.replyRequired }).trim().max(inboxLimits.reply, { error: messages.inbox.replyTooLong }).optional(),
  },
  invalidDecision,
);

const invalidBulk = { error: messages.inbox.invalidBulk };
/** POST /api/contacts/bulk and /api/internship-inquiries/bulk: one change to several records. */
export const bulkBody = z.object(
  {
    ids: z.array(z.uuid(invalidBulk), invalidBulk).min(1, invalidBulk).max(inboxLimits.bulk, invalidBulk),
    action: z.enum(['read', 'unread', 'close', 'delete'], invalidBulk),
  },
  invalidBulk,
);
export type BulkAction = z.output<typeof bulkBody>['action'];

/** GET /api/dashboard's `attention`: the work waiting, each a link to its filtered list. */
export interface InboxAttention {
  /** Enquiries nobody has answered or closed. */
  enquiries: number;
  /** Applications still Pending. */
  applications: number;
  /** Records whose last mail to the visitor failed. */
  failedReplies: number;
}

/** GET /api/contacts/counts and /api/internship-inquiries/counts: how many of each status. */
export type StatusCounts<Status extends string> = Record<Status, number> & { all: number };
