/**
 * The inbox's limits, apart from its schemas (inbox.ts): the admin's forms enforce them too, and
 * their chunk should not carry the schema library, nor the public forms' input lists that
 * inbox.ts reaches through inquiry.ts (the build would split those out of the forms' islands).
 */
export const inboxLimits = {
  /** A reply or a decision's mail, greeting and signature included. */
  reply: 10_000,
  note: 2_000,
  /** The page a submission was sent from (a path of this site). */
  page: 300,
  /** Seconds a deleted enquiry or application can be brought back by undo. */
  undoSeconds: 60,
  /** Records one bulk call may change. */
  bulk: 500,
} as const;
