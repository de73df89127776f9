import { z } from 'zod';
import type { FormPostResult } from './form-post.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { PROGRAMME_TITLES } from './programmes.ts';
import { fail, ok, type Result } from './result.ts';
import { firstIssue, isEmail, optionalText, text } from './text.ts';

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

export const inquiryInputShape = z.object({
  name: text(limits.text.name).default(''),
  email: text(limits.text.email).default(''),
  role: text().default(''),
  message: text(limits.text.message).default(''),
  resume: z.null().optional(),
  resumeUrl: optionalText(limits.text.url),
  website: z.string().max(limits.text.url).optional(),
});
export type InquiryInput = z.infer<typeof inquiryInputShape>;

/** The fields a person fills in on the application form (the resume is a file beside them). */
export type ApplicationValues = Pick<InquiryInput, 'name' | 'email' | 'role' | 'message'>;

/** A plain post of the application form. */
export type ApplicationPostResult = FormPostResult<ApplicationValues>;

export function validateInquiryInput(input: unknown): Result<InquiryInput> {
  const parsed = inquiryInputShape.safeParse(input ?? {});
  if (!parsed.success) return fail(firstIssue(parsed.error, messages.application.required));
  const inquiry = parsed.data;
  if (!inquiry.name || !inquiry.email || !inquiry.role || !inquiry.message) return fail(messages.application.required);
  if (!isEmail(inquiry.email)) return fail(messages.contact.invalidEmail);
  if (!(PROGRAMME_TITLES as readonly string[]).includes(inquiry.role)) return fail(messages.application.unknownProgramme);
  return ok(inquiry);
}

export function validateDecision(input: unknown): Result<(typeof DECISIONS)[number]> {
  const status = (input as { status?: unknown } | null)?.status;
  return (DECISIONS as readonly unknown[]).includes(status)
    ? ok(status as (typeof DECISIONS)[number])
    : fail(messages.inquiry.invalidStatus);
}
