import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error as the log keeps it: its cause first (code, then message), where it was thrown, and
 * nothing a visitor or colleague typed. Errors carry more than that: the driver's error holds
 * the failed statement's parameters (every field of an enquiry: one such line was 13 KB) and a
 * `detail` naming the conflicting value; an SMTP refusal quotes the recipient's address;
 * PostgreSQL quotes the value it could not read. The log is read by more people and kept longer
 * than the data it would copy, and neither retention nor erasure reaches it, so those are left
 * out or masked here, for every logger (log.server.ts) and every error key (`err`).
 */
export interface ErrorLogFields {
  code?: string;
  message: string;
  type: string;
  /** PostgreSQL's names of what the statement broke (never values). */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: ErrorLogFields;
}

const ADDRESS = /[^\s@<>"'(),;:[\]]+@[^\s@<>"'(),;:[\]]+/g;
/** PostgreSQL quotes the input it refused after a colon: `invalid input syntax for type uuid: "…"`. */
const QUOTED_INPUT = /: "(?:[^"\\]|\\.)*"/g;
const MAX_MESSAGE = 500;
const MAX_CAUSES = 3;

export const maskedMessage = (message: string) =>
  message.replace(ADDRESS, '[address]').replace(QUOTED_INPUT, ': "[value]"').slice(0, MAX_MESSAGE);

export function errorLogFields(thrown: unknown, depth = 0): ErrorLogFields {
  if (!(thrown instanceof Error)) return { message: maskedMessage(String(thrown)), type: typeof thrown };
  // Drizzle wraps the driver's error in one whose message is the whole statement and its
  // parameters: the driver's error is the cause, and all the log needs.
  if (thrown instanceof DrizzleQueryError && thrown.cause !== undefined) return errorLogFields(thrown.cause, depth);
  const error = thrown as Error & { code?: unknown; table_name?: unknown; column_name?: unknown; constraint_name?: unknown };
  const message = maskedMessage(error.message);
  const fields: ErrorLogFields = {
    ...(typeof error.code === 'string' || typeof error.code === 'number' ? { code: String(error.code) } : {}),
    message,
    type: error.name,
    ...(typeof error.table_name === 'string' ? { table: error.table_name } : {}),
    ...(typeof error.column_name === 'string' ? { column: error.column_name } : {}),
    ...(typeof error.constraint_name === 'string' ? { constraint: error.constraint_name } : {}),
  };
  // The stack's first line repeats the message: masked as the message is.
  if (error.stack) fields.stack = [`${error.name}: ${message}`, ...error.stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
  if (error.cause !== undefined && depth < MAX_CAUSES) fields.cause = errorLogFields(error.cause, depth + 1);
  return fields;
}

/** One line for a log message: `CODE message`, so the cause is read before anything else. */
export const errorSummary = (thrown: unknown) => {
  const { code, message } = errorLogFields(thrown);
  return code ? `${code} ${message}` : message;
};
