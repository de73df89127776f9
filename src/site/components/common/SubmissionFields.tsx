import type { LanguageCode } from '../../../domain/languages.ts';
import { SUBMISSION_KEY_FIELD } from '../../../domain/submission-key.ts';

/**
 * The hidden fields a public form sends beside what is typed, by plain post and by its island
 * alike: the language of the page, and the rendered form's one-time key, with which the server
 * stores the same submission only once.
 */
export function SubmissionFields({ language, submissionKey }: { language: LanguageCode; submissionKey: string }) {
  return (
    <>
      <input type="hidden" name="language" defaultValue={language} />
      <input type="hidden" name={SUBMISSION_KEY_FIELD} defaultValue={submissionKey} />
    </>
  );
}

/** The names of those fields, read from the form with the typed ones. */
export const SUBMISSION_FIELDS = ['language', SUBMISSION_KEY_FIELD] as const;
