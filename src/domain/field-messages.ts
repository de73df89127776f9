import { messages } from './messages.ts';

/**
 * What a refused field says when its definition has no message of its own: the field's label and
 * what is wrong, in the product's words. Collections and site content documents share them, so a
 * field refused for its length reads the same on every form, in the API's 400 answer and in
 * docs/content.md.
 */
export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooFew: (label: string, min: number) => `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}.`,
  tooMany: (label: string, max: number) => `${label} can have at most ${max} entries.`,
  wrongType: (label: string) => `${label} is not in the expected form.`,
  // A format's refusal (field-formats.ts). The e-mail's is the public forms' words (the site
  // catalogue translates them), the same for every e-mail field: the field it is beside names it.
  invalidEmail: (_label: string) => messages.enquiry.invalidEmail,
  invalidUrl: (label: string) => `${label} must be an address starting with https:// or http://.`,
  invalidPhone: (label: string) => `${label} may hold only digits, spaces, brackets, dashes and a leading +.`,
  invalidDate: (label: string) => `${label} must be a date that exists, written as year-month-day (2025-02-28).`,
  invalidChoice: (label: string) => `${label}: please choose one of the listed options.`,
} as const;
