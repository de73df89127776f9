import type { z } from 'zod';
import { isEmail } from './email.ts';
import type { ErrorCode } from './error-codes.ts';
import type { FieldInput } from './field-meta.ts';
import { fieldMessages } from './field-messages.ts';
import { isHttpUrl, isIsoDate, isOneOf } from './text.ts';

/**
 * The formats a text field may have, each once: what it accepts, how it is typed in a form, and
 * how a value outside it is refused (naming the field's label, with a stable code where one
 * fits). Collections, site content documents and the public forms' definitions all take their
 * formats from here, so one rule reads the same wherever a field has it. A format the product
 * specifies for one field only (a visitor's 10-digit phone, a staff member's emergency phone)
 * is that field's own.
 */
export interface FieldFormat {
  input: FieldInput;
  isValid(value: string): boolean;
  message(label: string): string;
  code?: ErrorCode;
}

/** A phone number as visitors read it ('+91 98470 12345'); its tel: link is derived (telUri). */
const DISPLAY_PHONE = /^\+?[0-9][0-9 ()-]*$/;

export const formats = {
  /** The HTML standard's e-mail address, as `<input type="email">` checks it. */
  email: { input: 'email', isValid: isEmail, message: fieldMessages.invalidEmail, code: 'invalid_email' },
  /** An http(s) address. */
  url: { input: 'url', isValid: isHttpUrl, message: fieldMessages.invalidUrl },
  /** A calendar date written YYYY-MM-DD that exists: 2025-02-31 is none. */
  date: { input: 'date', isValid: isIsoDate, message: fieldMessages.invalidDate },
  phone: { input: 'tel', isValid: (value) => DISPLAY_PHONE.test(value), message: fieldMessages.invalidPhone, code: 'invalid_phone' },
} as const satisfies Record<string, FieldFormat>;

/** One of a fixed list of texts: a select's options. */
export const choiceOf = (options: readonly string[]): FieldFormat => ({ input: 'select', isValid: isOneOf(options), message: fieldMessages.invalidChoice });

/**
 * `schema` held to `format` wherever it is read: the API, the admin form and the docs. A blank
 * value is `required`'s to judge, so an optional field may stay empty. The refusal's words name
 * the field's label, which the one reader of refusals (firstFieldIssue) knows and fills in.
 */
export const inFormat = <T extends z.ZodType<string>>(schema: T, format: FieldFormat): T =>
  schema.refine((value) => value === '' || format.isValid(value), { message: format.message('This field'), params: { format } }) as T;

/** The format a refusal was made by, if a format made it. */
export const formatOf = (params: Readonly<Record<string, unknown>> | undefined): FieldFormat | undefined => params?.format as FieldFormat | undefined;
