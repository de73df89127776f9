/**
 * Text PostgreSQL cannot store: a NUL (its text types end at one) or a lone UTF-16 surrogate
 * (half of a character, which UTF-8 cannot encode). Either makes the database refuse the whole
 * statement, so such input is refused before anything is looked up or stored. Plain functions:
 * the server's gate and its multipart readers use them.
 */

export const isStorableText = (text: string): boolean => text.isWellFormed() && !text.includes('\0');

// Parsed JSON nests; past this depth a value is not read further (the body limit bounds it anyway).
const MAX_DEPTH = 32;

/** Whether any text in a parsed value (a query, a body, path parameters; names included) cannot be stored. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([name, item]) => !isStorableText(name) || holdsUnstorableText(item, depth + 1));
}
