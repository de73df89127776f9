import { z } from 'zod';
import { messages } from './messages.ts';
import type { FormPostResult } from './form-post.ts';
import { fail, type Result } from './result.ts';
import { isValidPublicPhone, publicPhoneDigits } from './public-phone.ts';
import { honeypot } from './text.ts';
import { accessPatterns, defineCollection, validateWith } from './collection.ts';
import { visitorSchemas } from './submission-fields.ts';
import { enquiryInputs } from './enquiry-inputs.ts';
import type { LanguageCode } from './languages.ts';
import type { EnquiryStatus } from './inbox.ts';
import { checkedLanguage, pageLanguage, submissionKey } from './public-form.ts';

const contactFields = z.object({
  ...visitorSchemas(enquiryInputs),
  language: pageLanguage(),
});
const contactTransient = z.object({
  /** When the visitor sent it, by their clock (ISO); stored as checked by the server. */
  timestamp: z.string().max(40).optional(),
  website: honeypot(),
  submissionKey: submissionKey(),
});
export type ContactInput = Omit<z.output<typeof contactFields>, 'language'> & { language: LanguageCode } & z.output<typeof contactTransient>;

/** A contact submission as the API answers it: the definition's fields and what the server adds. */
export type ContactSubmission = Omit<z.output<typeof contactFields>, 'language'> & {
  id: string;
  /** The language of the page it was sent from. */
  language: LanguageCode;
  timestamp: string; // when the visitor sent it (ISO)
  createdAt: string; // when we stored it (ISO)
  readAt: string | null;
  /** Where the office stands with it (src/domain/inbox.ts). */
  status: EnquiryStatus;
  /** The path of the site's page it was sent from; '' when unknown. */
  page: string;
};

/** Contact submissions (docs/product.md#entities and #http-api): anyone sends one; signed-in staff read, mark and delete them. */
export const contactCollection = defineCollection({
  entity: 'contact',
  path: '/contacts',
  labels: { object: 'contact', itemsName: 'contact submissions', noun: 'Contact', title: 'Contact Submissions' },
  messages: messages.contact,
  fields: contactFields,
  transient: contactTransient,
  rules: (contact): Result<ContactInput> => {
    if (!isValidPublicPhone(contact.phone)) return fail(messages.enquiry.invalidPhone, { code: 'invalid_phone', field: 'phone' });
    // Stored as its ten digits, however it was written.
    return checkedLanguage({ ...contact, phone: publicPhoneDigits(contact.phone) ?? '' });
  },
  incomplete: messages.enquiry.required,
  access: accessPatterns.sentByAnyoneReadByStaff,
  order: 'newest',
  search: ['name', 'email', 'phone', 'message'],
});

/** An enquiry as sent, by the collection's rules. */
export const validateEnquiry = (input: unknown) => validateWith(contactCollection, input);

/** The fields a person types into the enquiry form: the definition's fields but the page language. */
export type EnquiryValues = Omit<z.output<typeof contactFields>, 'language'>;

/** A plain post of the enquiry form. */
export type EnquiryPostResult = FormPostResult<EnquiryValues>;

