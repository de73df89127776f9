/**
 * The stable codes of the API's error answers `{ error, field?, code }`. `error` is the English
 * text a person reads; `code` never changes with the wording, so a client (a browser island, an
 * app) can show the text of its own language for it. Plain typed data: islands read it.
 */

/** The code of any error answer that has no more specific one, by its status. */
export const STATUS_CODES = {
  400: 'invalid_input',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  415: 'unsupported_type',
  416: 'range_not_satisfiable',
  429: 'too_many_requests',
  500: 'server_error',
  /** Another server the call needed (the mail server) refused or was away. */
  502: 'upstream_failed',
  503: 'unavailable',
} as const;

/** The codes of the public forms' own rule failures (the enquiry and the application). */
export const FORM_RULE_CODES = [
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_language',
  'unknown_program',
  'resume_not_found',
  'not_pdf',
  'file_too_large',
] as const;

/** Why the site refuses to send a backup's archive: it could not open it now. */
export const BACKUP_CODES = ['backup_passphrase_needed', 'backup_wrong_passphrase', 'backup_unreadable'] as const;

/** Why a new password is refused beyond the product's strength rule: it is in a list of leaked passwords. */
export const PASSWORD_CODES = ['common_password'] as const;

/**
 * Why any input is refused whatever field it is in: text PostgreSQL cannot store (a NUL, a lone
 * UTF-16 surrogate), refused before anything is looked up or stored.
 */
export const INPUT_CODES = ['unstorable_text'] as const;

/** Why an account's role stops a call: an editor on an owners' call, the last owner, a role that is none. */
export const ROLE_CODES = ['owners_only', 'last_owner', 'unknown_role'] as const;

/** Why a time is refused: not a time of the calendar in the company's zone, or an end before its start. */
export const TIME_CODES = ['invalid_time'] as const;

/** Why the statistics' range is refused: a day that is not one, an end before its start, or too many days. */
export const STATS_CODES = ['invalid_date', 'date_range_too_long'] as const;

export type StatusCode = (typeof STATUS_CODES)[keyof typeof STATUS_CODES];
export type InputCode = (typeof INPUT_CODES)[number];
export type FormRuleCode = (typeof FORM_RULE_CODES)[number];
export type BackupCode = (typeof BACKUP_CODES)[number];
export type PasswordCode = (typeof PASSWORD_CODES)[number];
export type RoleCode = (typeof ROLE_CODES)[number];
export type TimeCode = (typeof TIME_CODES)[number];
export type StatsCode = (typeof STATS_CODES)[number];
export type ErrorCode = StatusCode | FormRuleCode | BackupCode | PasswordCode | InputCode | RoleCode | TimeCode | StatsCode;

/** Every code an error answer may carry: what a client that translates them has to know. */
export const ERROR_CODES: readonly ErrorCode[] = [
  ...Object.values(STATUS_CODES),
  ...FORM_RULE_CODES,
  ...BACKUP_CODES,
  ...PASSWORD_CODES,
  ...INPUT_CODES,
  ...ROLE_CODES,
  ...TIME_CODES,
  ...STATS_CODES,
];

/** An error status's own code; a status without one is a 400-class or 500-class fault. */
export function codeOfStatus(status: number): StatusCode {
  const known = STATUS_CODES[status as keyof typeof STATUS_CODES];
  if (known) return known;
  return status >= 500 ? STATUS_CODES[500] : STATUS_CODES[400];
}

/** What a refused input says beside its message: its code and, when one field caused it, that field. */
export interface ErrorDetail {
  code?: ErrorCode;
  field?: string;
}
