/** One enquiry or application as its panel holds it, and the calls that read and change it (docs/product.md#http-api). */
import type { ContactSubmission } from '../../domain/contact.ts';
import type { InboxKind, InboxNote, InboxThread } from '../../domain/inbox.ts';
import type { InquiryStatus, InternshipInquiry } from '../../domain/inquiry.ts';
import { api } from '../api/client.ts';
import { inboxKinds } from './list-kinds.ts';

export type ContactThread = ContactSubmission & InboxThread;
export type InquiryThread = InternshipInquiry & InboxThread;

/** The record with its replies, notes and activity, told apart by its kind. */
export type OpenRecord = { kind: 'contact'; record: ContactThread } | { kind: 'inquiry'; record: InquiryThread };

/** Both kinds of record as a list holds them: without the thread. */
export type InboxListRecord = ContactSubmission | InternshipInquiry;

const recordPath = (kind: InboxKind, id: string) => `${inboxKinds[kind].path}/${encodeURIComponent(id)}`;

export async function fetchRecord(kind: InboxKind, id: string): Promise<OpenRecord> {
  return kind === 'contact'
    ? { kind, record: await api<ContactThread>('GET', recordPath(kind, id)) }
    : { kind, record: await api<InquiryThread>('GET', recordPath(kind, id)) };
}

/** Read or unread: both kinds; an application is read when someone opens it. */
export async function markRead(open: OpenRecord, read: boolean): Promise<InboxListRecord> {
  return open.kind === 'contact'
    ? api<ContactSubmission>('PATCH', recordPath(open.kind, open.record.id), { read })
    : api<InternshipInquiry>('PATCH', recordPath(open.kind, open.record.id), { read });
}

/** An enquiry's status; an application's moves by a decision. */
export const setEnquiryStatus = (id: string, status: ContactSubmission['status']) => api<ContactSubmission>('PATCH', recordPath('contact', id), { status });

export interface Decision {
  status: InquiryStatus;
  notify: boolean;
  message?: string;
}

export const decideInquiry = (id: string, decision: Decision) =>
  api<InternshipInquiry & { notified: 'sent' | 'failed' | 'no' }>('PUT', recordPath('inquiry', id), decision);

/** 201 with the record as it now is; 502 (an ApiError) when the mail server did not take it. */
export async function sendReply(open: OpenRecord, message: string): Promise<OpenRecord> {
  const path = `${recordPath(open.kind, open.record.id)}/replies`;
  return open.kind === 'contact'
    ? { kind: open.kind, record: await api<ContactThread>('POST', path, { message }) }
    : { kind: open.kind, record: await api<InquiryThread>('POST', path, { message }) };
}

export const addNote = (kind: InboxKind, id: string, text: string) => api<InboxNote>('POST', `${recordPath(kind, id)}/notes`, { text });

export const deleteRecord = (kind: InboxKind, id: string) => api<{ message: string }>('DELETE', recordPath(kind, id));

/** The record as its list row holds it: the thread left out, so a list does not keep every reply. */
export function listRecordOf(open: OpenRecord): InboxListRecord {
  const { replies: _replies, notes: _notes, activity: _activity, drafts: _drafts, ...record } = open.record;
  return record;
}
