/**
 * The enquiry form's field labels, in English: part of the English catalogue's enquiry section
 * (enquiry.ts) in a module of its own, because the form's inputs (enquiry-inputs.ts) take their
 * English names from it, and every script that reads the inputs should carry no more than these.
 */
export const enquiryFormEn = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
};
