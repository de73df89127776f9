/**
 * The two inbox lists side by side: where each lives in the API and the dashboard, and how its
 * screens name its records. Enquiries are contact submissions; applications, internship inquiries.
 */
import type { ContactSubmission } from '../../domain/contact.ts';
import type { BulkAction, InboxKind } from '../../domain/inbox.ts';
import type { InternshipInquiry } from '../../domain/inquiry.ts';
import { applicationInputs } from '../../domain/application-inputs.ts';
import { enquiryInputs } from '../../domain/enquiry-inputs.ts';
import type { VisitorInput } from '../../domain/visitor-inputs.ts';
import type { TabId } from '../dashboard/tab-ids.ts';

export type InboxRecordOf<Kind extends InboxKind> = Kind extends 'contact' ? ContactSubmission : InternshipInquiry;

export interface InboxKindFacts {
  /** Under /api. */
  path: string;
  tab: TabId;
  /** The tab's heading and table caption, the product's name for it. */
  title: string;
  /** The rows, plural and lower case: 'Search contact submissions'. */
  itemsName: string;
  /** The object of the product's messages: 'Failed to delete contact', 'this inquiry'. */
  object: string;
  /** The same for several at once: 'Failed to delete contacts'. */
  objects: string;
  /** What the office calls one and several: 'Delete 3 enquiries?'. */
  one: string;
  many: string;
  /** Completes a row's buttons: 'Delete message from Asha', 'Select message from Asha'. */
  subject: (name: string) => string;
  /** Completes 'Please log in to ...'. */
  signInFor: { update: string; delete: string; restore: string; export: string };
  /** What the bulk bar offers besides Delete. */
  bulkChanges: readonly Exclude<BulkAction, 'delete' | 'unread'>[];
  /** What the visitor filled in, as their form defines it: the columns', the record's and the export's names for it. */
  inputs: Readonly<Record<'name' | 'email' | 'message', VisitorInput>>;
}

export const inboxKinds: Record<InboxKind, InboxKindFacts> = {
  contact: {
    path: '/contacts',
    tab: 'contacts',
    title: 'Contact Submissions',
    itemsName: 'contact submissions',
    object: 'contact',
    objects: 'contacts',
    one: 'enquiry',
    many: 'enquiries',
    subject: (name) => `message from ${name}`,
    signInFor: {
      update: 'update contact submissions',
      delete: 'delete contact submissions',
      restore: 'bring back contact submissions',
      export: 'export contact submissions',
    },
    bulkChanges: ['read', 'close'],
    inputs: enquiryInputs,
  },
  inquiry: {
    path: '/internship-inquiries',
    tab: 'inquiries',
    title: 'Internship Inquiries',
    itemsName: 'internship inquiries',
    object: 'inquiry',
    objects: 'inquiries',
    one: 'application',
    many: 'applications',
    subject: (name) => `inquiry from ${name}`,
    signInFor: {
      update: 'update internship inquiries',
      delete: 'delete internship inquiries',
      restore: 'bring back internship inquiries',
      export: 'export internship inquiries',
    },
    // 'Closed' is an enquiry's status; an application is decided one by one.
    bulkChanges: ['read'],
    inputs: applicationInputs,
  },
};

export const countOf = (facts: InboxKindFacts, count: number) => `${count} ${count === 1 ? facts.one : facts.many}`;
