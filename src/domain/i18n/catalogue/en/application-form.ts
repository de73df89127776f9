/**
 * The application form's field labels, in English: part of the English catalogue's application
 * section (../en.ts) in a module of its own, because the form's inputs (application-inputs.ts)
 * take their English names from it, and the form's script should carry no more than these.
 */
export const applicationFormEn = {
  fullName: 'Full Name',
  email: 'Email',
  program: 'Preferred Program',
  coverLetter: 'Cover Letter',
};
