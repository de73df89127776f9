import { limits } from './limits.ts';
import { enquiryFormEn } from './i18n/catalogue/en/enquiry-form.ts';
import { labelFrom, type VisitorInputs } from './visitor-inputs.ts';

const named = labelFrom(enquiryFormEn);

/** The enquiry form: what a contact submission holds of the visitor's. */
export const enquiryInputs = {
  name: { ...named('name'), required: true, maxLength: limits.text.name, autoComplete: 'name', width: 'half' },
  email: { ...named('email'), input: 'email', required: true, maxLength: limits.text.email, autoComplete: 'email', width: 'half' },
  phone: { ...named('phone'), input: 'tel', maxLength: limits.text.phone, autoComplete: 'tel', inputMode: 'numeric' },
  message: { ...named('message'), input: 'textarea', required: true, maxLength: limits.text.message, rows: 5 },
} as const satisfies VisitorInputs;
