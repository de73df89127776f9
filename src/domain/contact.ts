import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import type { FormPostResult } from './form-post.ts';
import { fail, ok, type Result } from './result.ts';
import { isValidPublicPhone } from './public-phone.ts';
import { firstIssue, isEmail, optionalText, text } from './text.ts';

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

export const contactInputShape = z.object({
  name: text(limits.text.name).default(''),
  email: text(limits.text.email).default(''),
  phone: optionalText(limits.text.phone),
  message: text(limits.text.message).default(''),
  timestamp: z.string().max(40).optional(),
  /** Honeypot: a field people never see; bots fill it in. */
  website: z.string().max(limits.text.url).optional(),
});
export type ContactInput = z.infer<typeof contactInputShape>;

export function validateContactInput(input: unknown): Result<ContactInput> {
  const parsed = contactInputShape.safeParse(input ?? {});
  if (!parsed.success) return fail(firstIssue(parsed.error, messages.contact.required));
  const contact = parsed.data;
  if (!contact.name || !contact.email || !contact.message) return fail(messages.contact.required);
  if (!isEmail(contact.email)) return fail(messages.contact.invalidEmail);
  if (!isValidPublicPhone(contact.phone)) return fail(messages.contact.invalidPhone);
  return ok(contact);
}

/** The fields a person types into the enquiry form. */
export type EnquiryValues = Pick<ContactInput, 'name' | 'email' | 'message'> & { phone: string };

/** A plain post of the enquiry form. */
export type EnquiryPostResult = FormPostResult<EnquiryValues>;

export const isHoneypotFilled = (input: { website?: string }) => Boolean(input.website?.trim());
