import { z } from 'zod';
import type { FormPostResult } from './form-post.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, ok, type Result } from './result.ts';
import { honeypot, isEmail, optionalText, text } from './text.ts';
import { accessPatterns, defineCollection, validateWith } from './collection.ts';
import { labelled } from './field-meta.ts';

export const INQUIRY_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const DECISIONS = ['Accepted', 'Rejected'] as const;

export interface InternshipInquiry {
  id: string;
  name: string;
  email: string;
  role: string;
  message: string;
  resumeUrl: string;
  status: InquiryStatus;
  createdAt: string;
}

const inquiryFields = z.object({
  name: labelled(text(limits.text.name).default(''), { label: 'Name', required: true }),
  email: labelled(text(limits.text.email).default(''), { label: 'Email', input: 'email', required: true }),
  role: labelled(text().default(''), { label: 'Program', input: 'select', required: true }),
  message: labelled(text(limits.text.message).default(''), { label: 'Cover letter', input: 'textarea', required: true }),
  /** A resume stored by POST /api/uploads, claimed by the server. */
  resumeUrl: optionalText(limits.text.url),
});
const inquiryTransient = z.object({
  /** The file itself travels through POST /api/uploads; a JSON body can only say there is none. */
  resume: z.null().optional(),
  website: honeypot(),
});
export type InquiryInput = z.output<typeof inquiryFields> & z.output<typeof inquiryTransient>;

/** Internship inquiries (SPEC sections 3 and 7): anyone applies; signed-in staff decide and delete. */
export const inquiryCollection = defineCollection({
  entity: 'inquiry',
  path: '/internship-inquiries',
  labels: { object: 'inquiry', itemsName: 'internship inquiries', noun: 'Inquiry', title: 'Internship Inquiries' },
  messages: messages.inquiry,
  fields: inquiryFields,
  transient: inquiryTransient,
  rules: (inquiry): Result<InquiryInput> => {
    if (!inquiry.name || !inquiry.email || !inquiry.role || !inquiry.message) return fail(messages.application.required);
    if (!isEmail(inquiry.email)) return fail(messages.contact.invalidEmail);
    return ok(inquiry);
  },
  invalidBody: messages.application.required,
  access: accessPatterns.sentByAnyoneReadByStaff,
  order: 'newest',
  search: ['name', 'email', 'role', 'message'],
});

/**
 * An application by the collection's rules, then its programme among those offered now: the
 * titles of the published 'apply' document, which the caller reads (they change on publish).
 */
export function validateApplication(input: unknown, offeredProgrammes: readonly string[]): Result<InquiryInput> {
  const checked = validateWith(inquiryCollection, input);
  if (checked.ok && !offeredProgrammes.includes(checked.value.role)) return fail(messages.application.unknownProgramme);
  return checked;
}

/** The fields a person fills in on the application form (the resume is a file beside them). */
export type ApplicationValues = Pick<InquiryInput, 'name' | 'email' | 'role' | 'message'>;

/** A plain post of the application form. */
export type ApplicationPostResult = FormPostResult<ApplicationValues>;

const invalidDecision = { error: messages.inquiry.invalidStatus };
/** PUT /api/internship-inquiries/{id}: `{status: 'Accepted' | 'Rejected'}`. */
export const decisionBody = z.object({ status: z.enum(DECISIONS, invalidDecision) }, invalidDecision);
