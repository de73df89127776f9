import { limits } from './limits.ts';
import type { VisitorInputs } from './visitor-inputs.ts';

/** The enquiry form: what a contact submission holds of the visitor's. */
export const enquiryInputs = {
  name: { label: 'Name', required: true, maxLength: limits.text.name, autoComplete: 'name', width: 'half' },
  email: { label: 'Email', input: 'email', required: true, maxLength: limits.text.email, autoComplete: 'email', width: 'half' },
  phone: { label: 'Phone', input: 'tel', maxLength: limits.text.phone, autoComplete: 'tel', inputMode: 'numeric' },
  message: { label: 'Message', input: 'textarea', required: true, maxLength: limits.text.message, rows: 5 },
} as const satisfies VisitorInputs;
