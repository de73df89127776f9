import { limits } from './limits.ts';
import { applicationFormEn } from './i18n/catalogue/en/application-form.ts';
import { labelFrom, type VisitorInputs } from './visitor-inputs.ts';

const named = labelFrom(applicationFormEn);

/** The application form: what an internship inquiry holds of the visitor's (the resume is a file beside them). */
export const applicationInputs = {
  name: { ...named('fullName'), required: true, maxLength: limits.text.name, autoComplete: 'name', width: 'half' },
  email: { ...named('email'), input: 'email', required: true, maxLength: limits.text.email, autoComplete: 'email', width: 'half' },
  /** The programme applied for: one of the titles on offer when it was sent. */
  programme: { ...named('program'), input: 'select', required: true, maxLength: limits.text.shortText, wireName: 'role' },
  message: { ...named('coverLetter'), input: 'textarea', required: true, maxLength: limits.text.message, rows: 5 },
} as const satisfies VisitorInputs;
