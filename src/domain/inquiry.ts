import { z } from 'zod';
import type { FormPostResult } from './form-post.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { fail, type Result } from './result.ts';
import { honeypot, optionalText } from './text.ts';
import { accessPatterns, defineCollection, validateWith } from './collection.ts';
import { visitorSchemas } from './submission-fields.ts';
import { applicationInputs } from './application-inputs.ts';
import type { LanguageCode } from './languages.ts';
import { checkedLanguage, pageLanguage, submissionKey } from './public-form.ts';

import type { InquiryStatus } from './inbox-statuses.ts';
export { INQUIRY_STATUSES, type InquiryStatus } from './inbox-statuses.ts';

const inquiryFields = z.object({
  ...visitorSchemas(applicationInputs),
  /** A resume stored by POST /api/uploads, claimed by the server. */
  resumeUrl: optionalText(limits.text.url),
  language: pageLanguage(),
});
const inquiryTransient = z.object({
  /** The file itself travels through POST /api/uploads; a JSON body can only say there is none. */
  resume: z.null().optional(),
  website: honeypot(),
  submissionKey: submissionKey(),
});
export type InquiryInput = Omit<z.output<typeof inquiryFields>, 'language'> & { language: LanguageCode } & z.output<typeof inquiryTransient>;

/** An internship inquiry: the definition's fields and what the server adds. */
export type Inquiry = Omit<z.output<typeof inquiryFields>, 'language'> & {
  id: string;
  /** The language of the page it was sent from. */
  language: LanguageCode;
  status: InquiryStatus;
  createdAt: string;
  /** The path of the site's page it was sent from; '' when unknown. */
  page: string;
  /** When staff first opened it; null while nobody has. */
  readAt: string | null;
};

/** An internship inquiry as the JSON API answers it: the programme under its published name. */
export type InternshipInquiry = Omit<Inquiry, 'programme'> & { role: string };

/** Internship inquiries (docs/product.md#entities and #http-api): anyone applies; signed-in staff decide and delete. */
export const inquiryCollection = defineCollection({
  entity: 'inquiry',
  path: '/internship-inquiries',
  labels: { object: 'inquiry', itemsName: 'internship inquiries', noun: 'Inquiry', title: 'Internship Inquiries' },
  messages: messages.inquiry,
  fields: inquiryFields,
  transient: inquiryTransient,
  rules: (inquiry): Result<InquiryInput> => checkedLanguage(inquiry),
  incomplete: messages.application.required,
  access: accessPatterns.sentByAnyoneReadByStaff,
  order: 'newest',
  search: ['name', 'email', 'programme', 'message'],
});

/**
 * An application by the collection's rules, then its programme among those offered now: the
 * titles of the published 'apply' document, which the caller reads (they change on publish).
 */
export function validateApplication(input: unknown, offeredProgrammes: readonly string[]): Result<InquiryInput> {
  const checked = validateWith(inquiryCollection, input);
  if (checked.ok && !offeredProgrammes.includes(checked.value.programme)) return fail(messages.application.unknownProgramme, { code: 'unknown_program', field: 'programme' });
  return checked;
}

/** The fields a person fills in on the application form (the resume is a file beside them). */
export type ApplicationValues = Omit<z.output<typeof inquiryFields>, 'language' | 'resumeUrl'>;

/** A plain post of the application form. */
export type ApplicationPostResult = FormPostResult<ApplicationValues>;
