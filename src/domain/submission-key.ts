/**
 * A rendered public form's one-time submission key: 16 random bytes in base64url, sent in the
 * hidden field (and JSON property) `submissionKey`. Anything else sent in its place is no key at
 * all. No imports: the forms' islands read the field's name.
 */
export const SUBMISSION_KEY_FIELD = 'submissionKey';

export const isSubmissionKey = (value: string | undefined): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
