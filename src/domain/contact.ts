import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import type { FormPostResult } from './form-post.ts';
import { fail, ok, type Result } from './result.ts';
import { isValidPublicPhone } from './public-phone.ts';
import { honeypot, isEmail, optionalText, text } from './text.ts';
import { accessPatterns, defineCollection, validateWith } from './collection.ts';
import { labelled } from './field-meta.ts';

export { PUBLIC_PHONE, isValidPublicPhone } from './public-phone.ts';

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  timestamp: string; // when the visitor sent it (ISO)
  createdAt: string; // when we stored it (ISO)
  readAt: string | null;
}

const contactFields = z.object({
  name: labelled(text(limits.text.name).default(''), { label: 'Name', required: true }),
  email: labelled(text(limits.text.email).default(''), { label: 'Email', input: 'email', required: true }),
  phone: labelled(optionalText(limits.text.phone), { label: 'Phone', input: 'tel' }),
  message: labelled(text(limits.text.message).default(''), { label: 'Message', input: 'textarea', required: true }),
});
const contactTransient = z.object({
  /** When the visitor sent it, by their clock (ISO); stored as checked by the server. */
  timestamp: z.string().max(40).optional(),
  website: honeypot(),
});
export type ContactInput = z.output<typeof contactFields> & z.output<typeof contactTransient>;

/** Contact submissions (SPEC sections 3 and 7): anyone sends one; signed-in staff read, mark and delete them. */
export const contactCollection = defineCollection({
  entity: 'contact',
  path: '/contacts',
  labels: { object: 'contact', itemsName: 'contact submissions', noun: 'Contact', title: 'Contact Submissions' },
  messages: messages.contactSubmission,
  fields: contactFields,
  transient: contactTransient,
  rules: (contact): Result<ContactInput> => {
    if (!contact.name || !contact.email || !contact.message) return fail(messages.contact.required);
    if (!isEmail(contact.email)) return fail(messages.contact.invalidEmail);
    if (!isValidPublicPhone(contact.phone)) return fail(messages.contact.invalidPhone);
    return ok(contact);
  },
  invalidBody: messages.contact.required,
  access: accessPatterns.sentByAnyoneReadByStaff,
  order: 'newest',
  search: ['name', 'email', 'phone', 'message'],
});

export const validateContactInput = (input: unknown) => validateWith(contactCollection, input);

/** The fields a person types into the enquiry form. */
export type EnquiryValues = Pick<ContactInput, 'name' | 'email' | 'message'> & { phone: string };

/** A plain post of the enquiry form. */
export type EnquiryPostResult = FormPostResult<EnquiryValues>;

export const isHoneypotFilled = (input: { website?: string }) => Boolean(input.website?.trim());
