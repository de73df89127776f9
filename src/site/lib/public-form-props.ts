import { randomBytes } from 'node:crypto';
import type { LanguageCode } from '../../domain/languages.ts';

/**
 * What a page gives each public form it renders besides the form's own props: a new one-time
 * submission key (16 random bytes, the shape isSubmissionKey accepts) and the language the page
 * is rendered in, which the submission records. Server-side, while the page renders: the
 * islands then carry no language list of their own.
 */
export function publicFormProps(language: LanguageCode): { submissionKey: string; language: LanguageCode } {
  return { submissionKey: randomBytes(16).toString('base64url'), language };
}
