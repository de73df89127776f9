/**
 * The words of one enquiry's or application's detail view (ours). Kept in the view's own chunk
 * rather than in src/domain/messages.ts, which every public form's script loads; the server's
 * texts it shows (messages.inbox, messages.inquiry) stay there.
 */
import type { AuditAction } from '../../domain/audit.ts';

export const inboxTexts = {
  kindTitle: { contact: 'Enquiry', inquiry: 'Application' },
  tryAgain: 'Try again',
  actionsLabel: 'Actions',

  received: 'Received',
  fromPage: 'Sent from',
  unknownPage: 'Not known',
  opensInNewTab: '(opens in a new tab)',
  language: 'Language',
  noPhone: 'Not given',
  resume: 'Resume',
  resumeOf: (name: string) => `Resume of ${name}`,
  openResume: 'Open in a new tab',
  noResume: 'No resume was sent.',

  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  close: 'Mark as closed',
  reopen: 'Reopen',
  accept: 'Accept',
  reject: 'Reject',
  backToPending: 'Move back to Pending',
  delete: 'Delete',

  mailsTitle: 'Mails to the visitor',
  noMails: 'Nothing has been sent from here yet.',
  mailKind: { reply: 'Reply', decision: 'Decision' },
  /** Before the time it went: 'To x@y.z, sent by a@b.c, '. */
  mailSentBefore: (to: string, by: string) => (by ? `To ${to}, sent by ${by}, ` : `To ${to}, `),
  subject: 'Subject',
  notSent: 'Not sent',
  mailError: (error: string) => `The mail server said: ${error}`,
  sendAgain: 'Send again',

  replyTo: (name: string) => `Reply to ${name}`,
  replyHint: 'Mailed to the visitor from the site, with their message quoted below it.',
  sendReply: 'Send reply',
  sending: 'Sending...',

  notesTitle: 'Internal notes',
  noNotes: 'No notes yet.',
  noteLabel: 'Add an internal note',
  noteHint: 'Only staff see notes; they are never sent to the visitor.',
  addNote: 'Add note',
  adding: 'Adding...',
  /** Before the time it was written: 'a@b.c, '. */
  noteByBefore: (author: string) => (author ? `${author}, ` : ''),

  activityTitle: 'Activity',
  noActivity: 'Nothing has been done with it yet.',
  /** Before the time it happened: 'Read by a@b.c, ' (then '27 Nov 2026, 6:47 pm'). */
  activityBefore: (what: string, by: string) => (by ? `${what} by ${by}, ` : `${what}, `),

  decisionTitle: { Accepted: (name: string) => `Accept the application from ${name}?`, Rejected: (name: string) => `Reject the application from ${name}?` },
  notifyApplicant: 'Tell the applicant by e-mail',
  decisionMessage: (name: string) => `Message to ${name}`,
  decisionConfirm: { Accepted: 'Accept', Rejected: 'Reject' },
  cancel: 'Cancel',
  saving: 'Saving...',
  movedToPending: 'The application is Pending again.',

  discardReply: 'Discard your unsent reply?',
  discardNote: 'Discard your unsent note?',
  discardBoth: 'Discard your unsent reply and note?',

  /** Completes 'Please log in to ...' (list-kinds.ts has the lists' own). */
  signInFor: {
    contact: { reply: 'reply to contact submissions', note: 'add notes' },
    inquiry: { reply: 'reply to internship inquiries', note: 'add notes' },
  },
} as const;

/** The record's history in plain words; an action not listed reads as its name. */
export const activityWords: Partial<Record<AuditAction, string>> = {
  create: 'Received',
  update: 'Changed',
  'mark-read': 'Read',
  'mark-unread': 'Marked as unread',
  reply: 'Replied',
  'mark-replied': 'Marked as replied',
  note: 'Note added',
  close: 'Closed',
  reopen: 'Reopened',
  accept: 'Accepted',
  reject: 'Rejected',
  delete: 'Deleted',
  'undo-delete': 'Brought back after a delete',
  export: 'Exported',
  erase: 'Erased on request',
};
