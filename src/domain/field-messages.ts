/**
 * What a refused field says when its definition has no message of its own: the field's label and
 * what is wrong, in the product's words. Collections and site content documents share them, so a
 * field refused for its length reads the same on every form, in the API's 400 answer and in
 * docs/content.md. Plain data: islands read it.
 */
export const fieldMessages = {
  required: (label: string) => `${label} is required.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  tooFew: (label: string, min: number) => `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}.`,
  tooMany: (label: string, max: number) => `${label} can have at most ${max} entries.`,
  wrongType: (label: string) => `${label} is not in the expected form.`,
} as const;
