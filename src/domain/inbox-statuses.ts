/**
 * Where an enquiry or an application stands, in a module of its own that imports nothing: the
 * admin's lists filter by these without taking in zod and, through inquiry.ts, the application
 * form's inputs, which the build would then split out of the form's island into a chunk of their
 * own (one more request on /internship/apply). inbox.ts and inquiry.ts re-export them.
 */

/** Where an application stands: not decided yet, or the decision (which can change at any time). */
export const INQUIRY_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Where an enquiry stands: nobody has answered it yet, someone has, or it needs nothing more. */
export const ENQUIRY_STATUSES = ['New', 'Replied', 'Closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The statuses a list filters by, per kind of record. */
export const INBOX_STATUSES = { contact: ENQUIRY_STATUSES, inquiry: INQUIRY_STATUSES } as const;
export type InboxKind = keyof typeof INBOX_STATUSES;
export type InboxStatus = EnquiryStatus | InquiryStatus;

/** An enquiry or an application, of the kinds a trail entry or a trash row names. */
export const isInboxKind = (kind: string): kind is InboxKind => Object.hasOwn(INBOX_STATUSES, kind);

/** A list's filter: `?status=` one of its kind's statuses, or none for all. */
export const isInboxStatus = (kind: InboxKind, value: unknown): value is InboxStatus =>
  (INBOX_STATUSES[kind] as readonly unknown[]).includes(value);
