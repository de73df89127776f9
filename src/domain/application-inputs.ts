import { limits } from './limits.ts';
import type { VisitorInputs } from './visitor-inputs.ts';

/** The application form: what an internship inquiry holds of the visitor's (the resume is a file beside them). */
export const applicationInputs = {
  name: { label: 'Name', required: true, maxLength: limits.text.name, autoComplete: 'name', width: 'half' },
  email: { label: 'Email', input: 'email', required: true, maxLength: limits.text.email, autoComplete: 'email', width: 'half' },
  /** The programme applied for: one of the titles on offer when it was sent. */
  programme: { label: 'Program', input: 'select', required: true, maxLength: limits.text.shortText, wireName: 'role' },
  message: { label: 'Cover letter', input: 'textarea', required: true, maxLength: limits.text.message, rows: 5 },
} as const satisfies VisitorInputs;
