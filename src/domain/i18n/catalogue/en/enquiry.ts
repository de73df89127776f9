import { enquiryFormEn } from './enquiry-form.ts';

/**
 * The enquiry form's words, in English: a section of the English catalogue (../en.ts) in a module of its
 * own, so the script of an island that shows it on English pages carries this section only.
 */
export const enquiryEn = {
  heading: 'Online Enquiry',
  intro: 'Tell us about your project or question and we will get back to you within one working day. Read how we handle your details in our',
  privacyLink: 'privacy notice',
  /** What ends the sentence after the link ('.', or '।' in Hindi and Punjabi). */
  privacyEnd: '.',
  ...enquiryFormEn,
  phoneHint: '(optional, 10 digits)',
  send: 'Send Message',
  sending: 'Sending...',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  fixPhoneFirst: 'Please fix the phone number before submitting.',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Please try again.',
  required: 'Please fill in your name, email and message.',
  /** This and the next: the application form's too, as the server refuses both forms' fields with them. */
  invalidEmail: 'Please enter a valid email address.',
  /** A field longer than the server keeps: `{label}` is its label, `{max}` its length in characters. */
  tooLong: '{label} must be at most {max} characters.',
};
