/** The inbox lists' own words (filter, selection, bulk bar, undo); the product's messages stay in domain/messages.ts. */
import type { InquiryStatus } from '../../domain/inquiry.ts';
import { messages } from '../../domain/messages.ts';

export const listTexts = {
  filter: 'Filter by status',
  all: 'All',
  /** An enquiry still New once someone has read it: not 'New' any more, as the unread badge always said. */
  readEnquiry: 'Read',
  open: (subject: string) => `Open ${subject}`,
  select: (subject: string) => `Select ${subject}`,
  selectPage: 'Select all on this page',
  /** The bulk bar's name. */
  selection: 'Selected rows',
  selected: (count: number) => `${count} selected`,
  bulk: {
    read: 'Mark as read',
    close: 'Mark as closed',
    delete: 'Delete',
  },
  confirmDelete: (countOfThem: string) => `Delete ${countOfThem}?`,
  changed: { read: (countOfThem: string) => `${countOfThem} marked as read.`, close: (countOfThem: string) => `${countOfThem} closed.` },
  undo: 'Undo',
  dismiss: 'Dismiss',
  deleted: 'Deleted.',
  /** After deleting a staff member, client or advertisement: 'Deleted Vishnu Prasad.' */
  deletedNamed: (name: string) => `Deleted ${name}.`,
  deletedMany: (countOfThem: string) => `${countOfThem} deleted.`,
  /** After a decision, and after its undo. */
  decided: { Pending: 'Back to Pending.', Accepted: 'Accepted.', Rejected: 'Rejected.' } satisfies Record<InquiryStatus, string>,
  tellApplicant: 'Tell the applicant',
  restored: messages.inbox.restored,
};
