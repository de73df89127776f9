import type { ContactSubmission } from './contact.ts';
import type { InternshipInquiry } from './inquiry.ts';

/** Everything the site holds for one e-mail address (GET /api/privacy/subject). */
export interface SubjectData {
  email: string;
  contacts: ContactSubmission[];
  /** resumeUrl is absolute: it opens for signed-in staff only. */
  inquiries: InternshipInquiry[];
  /** Notifications about this person still waiting to be sent. */
  queuedMail: number;
}

/** What an erasure or a retention purge removed. */
export interface ErasureCounts {
  contacts: number;
  inquiries: number;
  resumes: number;
  queuedMail: number;
}

export type PrivacyAction = 'purge' | 'export' | 'erase';

/** One line of GET /api/privacy/log: no personal data, the address only as a salted hash. */
export interface PrivacyLogEntry {
  id: string;
  at: string;
  action: PrivacyAction;
  /** The signed-in account that acted; null for the scheduled purge or a removed account. */
  account: string | null;
  subjectHash: string | null;
  counts: Partial<ErasureCounts>;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 enquiries, 1 application, 1 resume and 0 queued notifications' */
export function describeCounts(counts: Partial<ErasureCounts>): string {
  const parts = [
    plural(counts.contacts ?? 0, 'enquiry', 'enquiries'),
    plural(counts.inquiries ?? 0, 'application', 'applications'),
    plural(counts.resumes ?? 0, 'resume', 'resumes'),
    ...(counts.queuedMail === undefined ? [] : [plural(counts.queuedMail, 'queued notification', 'queued notifications')]),
  ];
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
